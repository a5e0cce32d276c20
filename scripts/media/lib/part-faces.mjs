// The exposed end face of a segment: turned rings with a chamfer, plus its decorations (bands, bolt-hole
// circles that may see through, a hex socket, a key slot, a centre hole).
import { el, hex, mix, n, pathD, rad } from './util.mjs';
import { shade } from './materials.mjs';
import { faceR, shapePoints } from './part-shapes.mjs';

export function drawFace(scene, part, sg, xf, xb, front, mat, out, defs, masks) {
  const fn = scene.N(part, [front, 0, 0]);
  if (fn[2] <= 0.01) return;
  const fc = shade(fn, mat, sg.k || 1);
  const f = sg.face || {};
  const c = scene.P(part, xf, 0, 0);
  const e1 = scene.P(part, xf, 1, 0);
  const e2 = scene.P(part, xf, 0, 1);
  const T = `matrix(${n(e1[0] - c[0])} ${n(e1[1] - c[1])} ${n(e2[0] - c[0])} ${n(e2[1] - c[1])} ${n(c[0])} ${n(c[1])})`;
  if (sg.type === 'poly') {
    const sh = shapePoints(sg);
    out.push(el('path', { d: pathD(scene.polyAt(part, xf, sh)), fill: hex(fc), stroke: scene.edge, 'stroke-width': 0.8 }));
    if (f.turned) {
      const id = scene.uid();
      defs.push(ringGrad(id, T, f.turned, fc, 0.05));
      out.push(
        el('path', { d: pathD(scene.circle(part, xf, f.turned, 64)), fill: `url(#${id})`, stroke: 'rgba(255,255,255,0.25)', 'stroke-width': 0.7 }),
      );
    }
  } else {
    const r = faceR(sg, front);
    const id = scene.uid();
    defs.push(ringGrad(id, T, r, fc, f.chamfer ?? 0.06));
    out.push(el('path', { d: pathD(scene.circle(part, xf, r, 72)), fill: `url(#${id})`, stroke: scene.edge, 'stroke-width': 0.8 }));
  }
  for (const b of f.bands || []) {
    const col = b.color || hex(shade(fn, b.mat || mat, b.k || 1));
    const outer = scene.circle(part, xf, b.r1, 64);
    const inner = scene.circle(part, xf, b.r0, 64);
    out.push(
      el('path', {
        d: pathD(outer) + pathD(inner.slice().reverse()),
        fill: col,
        'fill-rule': 'evenodd',
        stroke: 'rgba(0,0,0,0.35)',
        'stroke-width': 0.6,
      }),
    );
  }
  for (const h of f.holes || []) {
    for (let k = 0; k < h.n; k++) {
      const a = rad(h.start ?? 0) + (k / h.n) * Math.PI * 2;
      const cy = (h.pcd / 2) * Math.cos(a);
      const cz = (h.pcd / 2) * Math.sin(a);
      const ring = (x, r) => {
        const o = [];
        for (let i = 0; i < 40; i++) {
          const t = (i / 40) * Math.PI * 2;
          o.push(scene.P(part, x, cy + r * Math.cos(t), cz + r * Math.sin(t)));
        }
        return o;
      };
      const near = ring(xf, h.d / 2);
      if (h.cb)
        out.push(el('path', { d: pathD(ring(xf, h.cb / 2)), fill: hex(mix(fc, [0, 0, 0], 0.45)), stroke: 'rgba(0,0,0,0.4)', 'stroke-width': 0.6 }));
      out.push(scene.holeFill(near, defs));
      if (h.through) masks.push({ near, far: ring(xb, h.d / 2) });
    }
  }
  if (f.socket) {
    const R = f.socket / Math.sqrt(3);
    const hx = [];
    for (let i = 0; i < 6; i++) hx.push([R * Math.cos(rad(60 * i + 30)), R * Math.sin(rad(60 * i + 30))]);
    out.push(scene.holeFill(scene.polyAt(part, xf, hx), defs));
  }
  if (f.keyslot) {
    const rb = f.keyslot.r,
      kw = f.keyslot.w / 2,
      kh = f.keyslot.h;
    const a0 = scene.upAngle(part) + rad(f.keyslot.ang ?? 0);
    const ca = Math.cos(a0),
      sa = Math.sin(a0);
    const pl = [
      [rb - 2, -kw],
      [rb + kh, -kw],
      [rb + kh, kw],
      [rb - 2, kw],
    ].map(([u, v]) => [u * ca - v * sa, u * sa + v * ca]);
    out.push(el('path', { d: pathD(scene.polyAt(part, xf, pl)), fill: '#0a0f15', stroke: 'rgba(0,0,0,0.5)', 'stroke-width': 0.6 }));
  }
  if (f.centre) {
    out.push(scene.holeFill(scene.circle(part, xf, f.centre / 2, 32), defs));
  }
}

function ringGrad(id, T, r, fc, chamfer) {
  const stops = [];
  const rings = 9;
  for (let i = 0; i <= rings; i++) {
    const o = (i / rings) * (1 - chamfer);
    const k = 0.93 + 0.1 * (i / rings) + (i % 2 ? 0.035 : -0.02);
    stops.push([o, fc.map((v) => v * k)]);
  }
  if (chamfer > 0) {
    stops.push([1 - chamfer + 0.001, fc.map((v) => v * 1.14 + 0.03)]);
    stops.push([1, fc.map((v) => v * 1.04 + 0.02)]);
  }
  return (
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${n(r)}" gradientTransform="${T}">` +
    stops.map(([o, c]) => `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${hex(c)}"/>`).join('') +
    `</radialGradient>`
  );
}
