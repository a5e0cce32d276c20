// Polylines for the traced and machined hero videos: circles, rounded rectangles, length, partial paths.
import { TAU } from './loop-timing.mjs';

export function circlePts(cx, cy, r, a0 = -Math.PI / 2, k = 120) {
  const p = [];
  for (let i = 0; i <= k; i++) {
    const a = a0 + (i / k) * TAU;
    p.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return p;
}
export const polyLen = (pts) => pts.reduce((s, q, i) => (i ? s + Math.hypot(q[0] - pts[i - 1][0], q[1] - pts[i - 1][1]) : 0), 0);
export function prefix(pts, f) {
  if (f >= 1) return pts;
  const L = polyLen(pts) * f;
  const out = [pts[0]];
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    const d = Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
    if (acc + d >= L) {
      const u = d ? (L - acc) / d : 0;
      out.push([pts[i - 1][0] + (pts[i][0] - pts[i - 1][0]) * u, pts[i - 1][1] + (pts[i][1] - pts[i - 1][1]) * u]);
      return out;
    }
    acc += d;
    out.push(pts[i]);
  }
  return out;
}

export function roundedRectPath(x, y, w, h, r, k = 10) {
  const p = [];
  const corner = (cx, cy, a0) => {
    for (let i = 0; i <= k; i++) {
      const a = a0 + (i / k) * (Math.PI / 2);
      p.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  };
  corner(x + w - r, y + r, -Math.PI / 2);
  corner(x + w - r, y + h - r, 0);
  corner(x + r, y + h - r, Math.PI / 2);
  corner(x + r, y + r, Math.PI);
  p.push(p[0]);
  return p;
}

export function pointAt(pts, f, L) {
  const target = L * f;
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    const d = Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
    if (acc + d >= target) {
      const u = d ? (target - acc) / d : 0;
      return [pts[i - 1][0] + (pts[i][0] - pts[i - 1][0]) * u, pts[i - 1][1] + (pts[i][1] - pts[i - 1][1]) * u];
    }
    acc += d;
  }
  return pts[pts.length - 1];
}
