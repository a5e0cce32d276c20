// The bodies of the renderer's segments: a turned (round or conical) surface as one shaded gradient across
// its silhouette, and an extruded polygon as flat-shaded side faces in depth order.
import { clamp, el, hex, hull, n, pathD, v3 } from './util.mjs';
import { shade } from './materials.mjs';
import { shapePoints } from './part-shapes.mjs';

export function drawRoundBody(scene, part, sg, mat, out, defs) {
  const r0 = (sg.type === 'cone' ? sg.d0 : sg.d) / 2;
  const r1 = (sg.type === 'cone' ? sg.d1 : sg.d) / 2;
  const poly = hull([...scene.circle(part, sg.x0, r0, 64), ...scene.circle(part, sg.x1, r1, 64)]);
  const rmax = Math.max(r0, r1);
  const rmean = (r0 + r1) / 2;
  const c = scene.P(part, (sg.x0 + sg.x1) / 2, 0, 0);
  const a = scene.P(part, sg.x1, 0, 0);
  let u = [a[0] - c[0], a[1] - c[1]];
  const ul = Math.hypot(u[0], u[1]);
  u = ul < 1e-6 ? [1, 0] : [u[0] / ul, u[1] / ul];
  const w = [-u[1], u[0]];
  const slope = sg.type === 'cone' ? (r0 - r1) / sg.l : 0;
  const stops = [];
  const K = 120;
  for (let i = 0; i < K; i++) {
    const th = (i / K) * Math.PI * 2;
    const rad0 = scene.N(part, [0, Math.cos(th), Math.sin(th)]);
    const nv = scene.N(part, v3.norm([slope, Math.cos(th), Math.sin(th)]));
    if (rad0[2] <= 0) continue;
    const d = rad0[0] * w[0] - rad0[1] * w[1];
    stops.push([((d * rmean) / rmax + 1) / 2, shade(nv, mat, sg.k || 1)]);
  }
  stops.sort((p, q) => p[0] - q[0]);
  const id = scene.uid();
  const R = rmax * scene.s;
  defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(c[0] - w[0] * R)}" y1="${n(c[1] - w[1] * R)}" x2="${n(c[0] + w[0] * R)}" y2="${n(c[1] + w[1] * R)}">` +
      thin(stops)
        .map(([o, col]) => `<stop offset="${Math.round(clamp(o) * 1000) / 1000}" stop-color="${hex(col)}"/>`)
        .join('') +
      `</linearGradient>`,
  );
  out.push(el('path', { d: pathD(poly), fill: `url(#${id})`, stroke: scene.outline, 'stroke-width': 0.8 }));
}

export function drawPolyBody(scene, part, sg, mat, out) {
  const sh = shapePoints(sg);
  const faces = [];
  for (let i = 0; i < sh.length; i++) {
    const a = sh[i];
    const b = sh[(i + 1) % sh.length];
    let nl = v3.norm([0, b[1] - a[1], -(b[0] - a[0])]);
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (nl[1] * mid[0] + nl[2] * mid[1] < 0 && !sg.shapeCCW) nl = v3.scale(nl, -1);
    const nv = scene.N(part, nl);
    if (nv[2] <= 1e-4) continue;
    const q = [
      scene.P(part, sg.x0, a[0], a[1]),
      scene.P(part, sg.x1, a[0], a[1]),
      scene.P(part, sg.x1, b[0], b[1]),
      scene.P(part, sg.x0, b[0], b[1]),
    ];
    const z = q.reduce((s, p) => s + p[2], 0) / 4;
    faces.push({ q, z, col: hex(shade(nv, mat, sg.k || 1)) });
  }
  faces.sort((p, q) => p.z - q.z);
  for (const f of faces) out.push(el('path', { d: pathD(f.q), fill: f.col, stroke: f.col, 'stroke-width': 0.6, 'stroke-linejoin': 'round' }));
  // silhouette outline
  const all = hull([...scene.polyAt(part, sg.x0, sh), ...scene.polyAt(part, sg.x1, sh)]);
  out.push(el('path', { d: pathD(all), fill: 'none', stroke: scene.outline, 'stroke-width': 0.8 }));
}

function thin(stops) {
  // drop near-duplicate stops to keep the SVG small
  const out = [];
  for (const s of stops) {
    const prev = out[out.length - 1];
    if (prev && s[0] - prev[0] < 0.004) continue;
    out.push(s);
  }
  return out;
}
