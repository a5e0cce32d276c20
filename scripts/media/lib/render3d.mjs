// A tiny orthographic "3D" renderer for machined parts, emitting SVG.
//
// A part is a list of coaxial segments along its local X axis (turned profile):
//   cyl  {l, d, feats?, face?}        plain cylinder (diameter d, length l)
//   cone {l, d0, d1, face?}           frustum (chamfers, tapers)
//   poly {l, shape, face?}            extruded cross-section: 'hex' (across flats s),
//                                     'gear' (z, da, df), 'square' (a, rc) or explicit points
// plus an optional through bore and per-segment features (keyways, threads, knurls,
// cross holes) and face decorations (bolt holes, bands, sockets, centre holes).
// Painter's algorithm works because segments are drawn from the far end to the near end.

import { clamp, el, hex, hull, ids, m3, mix, n, pathD, rad, smooth, v3 } from './util.mjs';

export const MATERIALS = {
  steel: { albedo: [0.6, 0.63, 0.67], refl: 0.55, spec: 0.8, shin: 50 },
  ss: { albedo: [0.76, 0.78, 0.81], refl: 0.72, spec: 1.0, shin: 90 },
  brass: { albedo: [0.9, 0.7, 0.32], refl: 0.62, spec: 0.9, shin: 60, tint: true },
  bronze: { albedo: [0.8, 0.52, 0.3], refl: 0.55, spec: 0.8, shin: 50, tint: true },
  alu: { albedo: [0.82, 0.84, 0.88], refl: 0.42, spec: 0.55, shin: 25 },
  castiron: { albedo: [0.42, 0.44, 0.46], refl: 0.22, spec: 0.35, shin: 18 },
  oxide: { albedo: [0.2, 0.21, 0.23], refl: 0.4, spec: 0.6, shin: 40 },
  zincyellow: { albedo: [0.88, 0.78, 0.46], refl: 0.5, spec: 0.8, shin: 45, tint: true },
  zinc: { albedo: [0.74, 0.77, 0.82], refl: 0.5, spec: 0.8, shin: 45 },
  blued: { albedo: [0.42, 0.47, 0.56], refl: 0.5, spec: 0.8, shin: 50 },
  bearing: { albedo: [0.72, 0.74, 0.77], refl: 0.68, spec: 1.0, shin: 80 },
  rubber: { albedo: [0.08, 0.085, 0.095], refl: 0.06, spec: 0.25, shin: 12, dielectric: true },
  paintBlue: { albedo: [0.14, 0.32, 0.56], refl: 0.1, spec: 0.5, shin: 40, dielectric: true },
  paintGrey: { albedo: [0.34, 0.37, 0.41], refl: 0.1, spec: 0.45, shin: 35, dielectric: true },
  paintOrange: { albedo: [0.93, 0.5, 0.12], refl: 0.08, spec: 0.5, shin: 40, dielectric: true },
  anodBlack: { albedo: [0.13, 0.14, 0.16], refl: 0.25, spec: 0.5, shin: 30 },
  anodBlue: { albedo: [0.18, 0.38, 0.66], refl: 0.3, spec: 0.6, shin: 30, tint: true },
};

export const materialKey = (name = '') =>
  ({
    EN8: 'steel',
    EN24: 'steel',
    EN19: 'steel',
    'Mild Steel': 'steel',
    SS304: 'ss',
    SS316: 'ss',
    Brass: 'brass',
    'Phosphor Bronze': 'bronze',
    'Aluminium 6061': 'alu',
    'Cast Iron': 'castiron',
  })[name] || 'steel';

const LIGHT = v3.norm([0.42, 0.55, 0.72]);
const VIEW = [0, 0, 1];
const HALF = v3.norm(v3.add(LIGHT, VIEW));
const SKY = [0.78, 0.88, 1.0];

function env(R) {
  let e = 0.16 + 0.62 * smooth(-0.05, 0.65, R[1]);
  e += 0.75 * Math.exp(-((R[1] - 0.5) ** 2) / 0.006); // long strip light
  e += 0.25 * Math.exp(-((R[1] + 0.4) ** 2) / 0.01); // floor bounce
  e += 0.55 * Math.exp(-((R[0] + 0.45) ** 2 + (R[1] - 0.45) ** 2) / 0.035); // key softbox
  e += 0.3 * Math.exp(-((R[0] - 0.65) ** 2 + (R[1] - 0.15) ** 2) / 0.02); // rim
  e += 0.55 * smooth(0.25, 0.95, R[0]) * smooth(-0.75, -0.2, R[1]); // big softbox on the right
  e -= 0.12 * Math.exp(-((R[1] - 0.02) ** 2) / 0.003); // horizon
  return clamp(e, 0, 1.35);
}

/** Colour of a surface with view-space normal nv. */
export function shade(nv, matName, k = 1) {
  const m = MATERIALS[matName] || MATERIALS.steel;
  const d = Math.max(0, v3.dot(nv, LIGHT));
  const ndv = v3.dot(nv, VIEW);
  const R = v3.sub(v3.scale(nv, 2 * ndv), VIEW);
  const e = env(R);
  const base = m.albedo.map((a) => a * (0.17 + 0.62 * d));
  const rc = m.dielectric ? [e, e, e] : m.tint ? m.albedo.map((a) => a * e * 1.12) : mix(m.albedo, SKY, 0.5).map((c) => e * c * 1.05);
  const sp = m.spec * Math.pow(Math.max(0, v3.dot(nv, HALF)), m.shin);
  return base.map((b, i) => (b * (1 - m.refl) + rc[i] * m.refl + sp) * k);
}

export class Scene {
  /** yaw < 0 shows the part's +X end face. pitch > 0 looks from above. roll rotates on screen. */
  constructor({ yaw = -35, pitch = 16, roll = 0, idPrefix = 'r', outline = 'rgba(4,10,20,0.45)', edge = 'rgba(255,255,255,0.22)' } = {}) {
    this.V = m3.mul(m3.rz(roll), m3.mul(m3.rx(pitch), m3.ry(yaw)));
    this.parts = [];
    this.s = 1;
    this.t = [0, 0];
    this.uid = ids(idPrefix);
    this.outline = outline;
    this.edge = edge;
  }

  add(part) {
    let x = 0;
    const segs = part.segs.map((sg) => {
      const s = { ...sg, x0: x, x1: x + sg.l };
      x += sg.l;
      return s;
    });
    const M = m3.mul(
      part.rot ? m3.mul(m3.rz(part.rot[2] || 0), m3.mul(m3.ry(part.rot[1] || 0), m3.rx(part.rot[0] || 0))) : m3.id(),
      m3.rx(part.spin || 0),
    );
    const M0 = part.rot ? m3.mul(m3.rz(part.rot[2] || 0), m3.mul(m3.ry(part.rot[1] || 0), m3.rx(part.rot[0] || 0))) : m3.id();
    // spos: position in view space [right, up, towards viewer]; pos: world position
    const Vt = [this.V[0], this.V[3], this.V[6], this.V[1], this.V[4], this.V[7], this.V[2], this.V[5], this.V[8]];
    const pos = part.spos ? m3.apply(Vt, part.spos) : part.pos || [0, 0, 0];
    const p = { ...part, segs, len: x, M, Rn: m3.mul(this.V, M), Rn0: m3.mul(this.V, M0), pos, mat: part.mat || 'steel' };
    // A part may be centred on its own length (default) so pos is its middle.
    p.xoff = part.center === false ? 0 : -x / 2;
    this.parts.push(p);
    return p;
  }

  // local (x, y, z) of part -> screen [sx, sy, depth]
  P(part, x, y, z) {
    const w = v3.add(m3.apply(part.M, [x + part.xoff, y, z]), part.pos);
    const q = m3.apply(this.V, w);
    return [q[0] * this.s + this.t[0], -q[1] * this.s + this.t[1], q[2]];
  }
  N(part, nl) {
    return m3.apply(part.Rn, nl);
  }

  circle(part, x, r, k = 56) {
    const out = [];
    for (let i = 0; i < k; i++) {
      const a = (i / k) * Math.PI * 2;
      out.push(this.P(part, x, r * Math.cos(a), r * Math.sin(a)));
    }
    return out;
  }
  polyAt(part, x, pts2) {
    return pts2.map(([y, z]) => this.P(part, x, y, z));
  }

  /** Angle (part-local, radians) around the axis that faces the viewer most, ignoring spin. */
  facing(part) {
    const R = part.Rn0;
    return Math.atan2(R[8], R[7]);
  }

  /** Angle (part-local, radians) around the axis that points up on screen, ignoring spin. */
  upAngle(part) {
    const R = part.Rn0;
    return Math.atan2(R[5], R[4]);
  }

  outlinePoints(part, sg) {
    if (sg.type === 'poly') {
      const sh = shapePoints(sg);
      return [...this.polyAt(part, sg.x0, sh), ...this.polyAt(part, sg.x1, sh)];
    }
    const r0 = (sg.type === 'cone' ? sg.d0 : sg.d) / 2;
    const r1 = (sg.type === 'cone' ? sg.d1 : sg.d) / 2;
    return [...this.circle(part, sg.x0, r0, 32), ...this.circle(part, sg.x1, r1, 32)];
  }

  bbox() {
    let x0 = Infinity,
      y0 = Infinity,
      x1 = -Infinity,
      y1 = -Infinity;
    for (const p of this.parts)
      for (const sg of p.segs)
        for (const q of this.outlinePoints(p, sg)) {
          x0 = Math.min(x0, q[0]);
          y0 = Math.min(y0, q[1]);
          x1 = Math.max(x1, q[0]);
          y1 = Math.max(y1, q[1]);
        }
    return { x0, y0, x1, y1, w: x1 - x0, h: y1 - y0 };
  }

  /** Scale and centre all parts into box {x, y, w, h}. */
  fit(box) {
    this.s = 1;
    this.t = [0, 0];
    const b = this.bbox();
    const s = Math.min(box.w / b.w, box.h / b.h);
    this.s = s;
    this.t = [box.x + box.w / 2 - s * (b.x0 + b.w / 2), box.y + box.h / 2 - s * (b.y0 + b.h / 2)];
    return this;
  }

  render({ shadow = true, shadowColor = '#02060d', shadowOpacity = 0.45 } = {}) {
    const defs = [];
    const body = [];
    if (shadow) {
      const b = this.bbox();
      const id = this.uid();
      defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(Math.max(6, b.h * 0.05))}"/></filter>`,
      );
      body.push(
        el('ellipse', {
          cx: b.x0 + b.w / 2,
          cy: b.y1 + b.h * 0.02,
          rx: b.w * 0.46,
          ry: Math.max(8, b.h * 0.07),
          fill: shadowColor,
          opacity: shadowOpacity,
          filter: `url(#${id})`,
        }),
      );
    }
    const order = this.parts
      .map((p) => ({ p, z: this.P(p, p.len / 2, 0, 0)[2] }))
      .sort((a, b) => a.z - b.z)
      .map((o) => o.p);
    for (const p of order) body.push(this.renderPart(p, defs));
    return { defs: defs.join(''), body: body.join('') };
  }

  renderPart(part, defs) {
    const out = [];
    const axisV = this.N(part, [1, 0, 0]);
    const front = axisV[2] >= 0 ? 1 : -1;
    const segs = front > 0 ? part.segs : [...part.segs].reverse();
    const masks = []; // {near, far} polygons for see-through holes
    segs.forEach((sg, i) => {
      const mat = sg.mat || part.mat;
      const xf = front > 0 ? sg.x1 : sg.x0;
      const xb = front > 0 ? sg.x0 : sg.x1;
      const next = segs[i + 1];
      const faceExposed = !next || maxR(next, front > 0 ? 'start' : 'end') < faceR(sg, front) - 1e-6 || sg.face?.always;
      if (sg.type === 'poly') this.polyBody(part, sg, mat, out);
      else this.roundBody(part, sg, mat, out, defs);
      for (const f of sg.feats || []) this.feature(part, sg, f, mat, out);
      if (faceExposed || i === segs.length - 1) this.face(part, sg, xf, xb, front, mat, out, defs, masks);
    });
    // through bore
    if (part.bore) {
      const last = segs[segs.length - 1];
      const xf = front > 0 ? last.x1 : last.x0;
      const xb = front > 0 ? part.segs[0].x0 : part.segs[part.segs.length - 1].x1;
      const rb = part.bore.d / 2;
      const near = this.circle(part, xf, rb, 64);
      out.push(this.holeFill(near, defs));
      if (part.bore.thread) {
        // thread crests seen on the inside wall, clipped to the opening
        const cid = this.uid();
        defs.push(`<clipPath id="${cid}"><path d="${pathD(near)}"/></clipPath>`);
        const rings = [];
        const depth = Math.abs(xf - xb);
        for (let k = 0.6; k * part.bore.thread < depth; k += 1) rings.push(pathD(this.circle(part, xf - front * k * part.bore.thread, rb, 48)));
        out.push(
          el('path', {
            d: rings.join(''),
            fill: 'none',
            stroke: 'rgba(190,205,225,0.22)',
            'stroke-width': Math.max(0.6, part.bore.thread * this.s * 0.3),
            'clip-path': `url(#${cid})`,
          }),
        );
      }
      if (part.bore.through !== false) masks.push({ near, far: this.circle(part, xb, rb, 64) });
    }
    let g = out.join('');
    if (masks.length) {
      const mid = this.uid();
      const inner = masks
        .map((m) => {
          const cid = this.uid();
          defs.push(`<clipPath id="${cid}"><path d="${pathD(m.near)}"/></clipPath>`);
          return `<path d="${pathD(m.far)}" fill="#000" clip-path="url(#${cid})"/>`;
        })
        .join('');
      defs.push(
        `<mask id="${mid}" maskUnits="userSpaceOnUse" x="-5000" y="-5000" width="20000" height="20000"><rect x="-5000" y="-5000" width="20000" height="20000" fill="#fff"/>${inner}</mask>`,
      );
      g = `<g mask="url(#${mid})">${g}</g>`;
    }
    return g;
  }

  holeFill(poly, defs, depthTint = 0) {
    const id = this.uid();
    const ys = poly.map((p) => p[1]);
    const xs = poly.map((p) => p[0]);
    defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(Math.min(...xs))}" y1="${n(Math.min(...ys))}" x2="${n(Math.max(...xs))}" y2="${n(Math.max(...ys))}">` +
        `<stop offset="0" stop-color="#06090e"/><stop offset="0.55" stop-color="#141b24"/><stop offset="1" stop-color="${depthTint ? '#4a5562' : '#39424d'}"/></linearGradient>`,
    );
    return el('path', { d: pathD(poly), fill: `url(#${id})`, stroke: 'rgba(0,0,0,0.5)', 'stroke-width': 0.8 });
  }

  roundBody(part, sg, mat, out, defs) {
    const r0 = (sg.type === 'cone' ? sg.d0 : sg.d) / 2;
    const r1 = (sg.type === 'cone' ? sg.d1 : sg.d) / 2;
    const poly = hull([...this.circle(part, sg.x0, r0, 64), ...this.circle(part, sg.x1, r1, 64)]);
    const rmax = Math.max(r0, r1);
    const rmean = (r0 + r1) / 2;
    const c = this.P(part, (sg.x0 + sg.x1) / 2, 0, 0);
    const a = this.P(part, sg.x1, 0, 0);
    let u = [a[0] - c[0], a[1] - c[1]];
    const ul = Math.hypot(u[0], u[1]);
    u = ul < 1e-6 ? [1, 0] : [u[0] / ul, u[1] / ul];
    const w = [-u[1], u[0]];
    const slope = sg.type === 'cone' ? (r0 - r1) / sg.l : 0;
    const stops = [];
    const K = 120;
    for (let i = 0; i < K; i++) {
      const th = (i / K) * Math.PI * 2;
      const rad0 = this.N(part, [0, Math.cos(th), Math.sin(th)]);
      const nv = this.N(part, v3.norm([slope, Math.cos(th), Math.sin(th)]));
      if (rad0[2] <= 0) continue;
      const d = rad0[0] * w[0] - rad0[1] * w[1];
      stops.push([((d * rmean) / rmax + 1) / 2, shade(nv, mat, sg.k || 1)]);
    }
    stops.sort((p, q) => p[0] - q[0]);
    const id = this.uid();
    const R = rmax * this.s;
    defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(c[0] - w[0] * R)}" y1="${n(c[1] - w[1] * R)}" x2="${n(c[0] + w[0] * R)}" y2="${n(c[1] + w[1] * R)}">` +
        thin(stops)
          .map(([o, col]) => `<stop offset="${Math.round(clamp(o) * 1000) / 1000}" stop-color="${hex(col)}"/>`)
          .join('') +
        `</linearGradient>`,
    );
    out.push(el('path', { d: pathD(poly), fill: `url(#${id})`, stroke: this.outline, 'stroke-width': 0.8 }));
  }

  polyBody(part, sg, mat, out) {
    const sh = shapePoints(sg);
    const faces = [];
    for (let i = 0; i < sh.length; i++) {
      const a = sh[i];
      const b = sh[(i + 1) % sh.length];
      let nl = v3.norm([0, b[1] - a[1], -(b[0] - a[0])]);
      const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      if (nl[1] * mid[0] + nl[2] * mid[1] < 0 && !sg.shapeCCW) nl = v3.scale(nl, -1);
      const nv = this.N(part, nl);
      if (nv[2] <= 1e-4) continue;
      const q = [this.P(part, sg.x0, a[0], a[1]), this.P(part, sg.x1, a[0], a[1]), this.P(part, sg.x1, b[0], b[1]), this.P(part, sg.x0, b[0], b[1])];
      const z = q.reduce((s, p) => s + p[2], 0) / 4;
      faces.push({ q, z, col: hex(shade(nv, mat, sg.k || 1)) });
    }
    faces.sort((p, q) => p.z - q.z);
    for (const f of faces) out.push(el('path', { d: pathD(f.q), fill: f.col, stroke: f.col, 'stroke-width': 0.6, 'stroke-linejoin': 'round' }));
    // silhouette outline
    const all = hull([...this.polyAt(part, sg.x0, sh), ...this.polyAt(part, sg.x1, sh)]);
    out.push(el('path', { d: pathD(all), fill: 'none', stroke: this.outline, 'stroke-width': 0.8 }));
  }

  face(part, sg, xf, xb, front, mat, out, defs, masks) {
    const fn = this.N(part, [front, 0, 0]);
    if (fn[2] <= 0.01) return;
    const fc = shade(fn, mat, sg.k || 1);
    const f = sg.face || {};
    const c = this.P(part, xf, 0, 0);
    const e1 = this.P(part, xf, 1, 0);
    const e2 = this.P(part, xf, 0, 1);
    const T = `matrix(${n(e1[0] - c[0])} ${n(e1[1] - c[1])} ${n(e2[0] - c[0])} ${n(e2[1] - c[1])} ${n(c[0])} ${n(c[1])})`;
    if (sg.type === 'poly') {
      const sh = shapePoints(sg);
      out.push(el('path', { d: pathD(this.polyAt(part, xf, sh)), fill: hex(fc), stroke: this.edge, 'stroke-width': 0.8 }));
      if (f.turned) {
        const id = this.uid();
        defs.push(ringGrad(id, T, f.turned, fc, 0.05));
        out.push(
          el('path', { d: pathD(this.circle(part, xf, f.turned, 64)), fill: `url(#${id})`, stroke: 'rgba(255,255,255,0.25)', 'stroke-width': 0.7 }),
        );
      }
    } else {
      const r = faceR(sg, front);
      const id = this.uid();
      defs.push(ringGrad(id, T, r, fc, f.chamfer ?? 0.06));
      out.push(el('path', { d: pathD(this.circle(part, xf, r, 72)), fill: `url(#${id})`, stroke: this.edge, 'stroke-width': 0.8 }));
    }
    for (const b of f.bands || []) {
      const col = b.color || hex(shade(fn, b.mat || mat, b.k || 1));
      const outer = this.circle(part, xf, b.r1, 64);
      const inner = this.circle(part, xf, b.r0, 64);
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
            o.push(this.P(part, x, cy + r * Math.cos(t), cz + r * Math.sin(t)));
          }
          return o;
        };
        const near = ring(xf, h.d / 2);
        if (h.cb)
          out.push(el('path', { d: pathD(ring(xf, h.cb / 2)), fill: hex(mix(fc, [0, 0, 0], 0.45)), stroke: 'rgba(0,0,0,0.4)', 'stroke-width': 0.6 }));
        out.push(this.holeFill(near, defs));
        if (h.through) masks.push({ near, far: ring(xb, h.d / 2) });
      }
    }
    if (f.socket) {
      const R = f.socket / Math.sqrt(3);
      const hx = [];
      for (let i = 0; i < 6; i++) hx.push([R * Math.cos(rad(60 * i + 30)), R * Math.sin(rad(60 * i + 30))]);
      out.push(this.holeFill(this.polyAt(part, xf, hx), defs));
    }
    if (f.keyslot) {
      const rb = f.keyslot.r,
        kw = f.keyslot.w / 2,
        kh = f.keyslot.h;
      const a0 = this.upAngle(part) + rad(f.keyslot.ang ?? 0);
      const ca = Math.cos(a0),
        sa = Math.sin(a0);
      const pl = [
        [rb - 2, -kw],
        [rb + kh, -kw],
        [rb + kh, kw],
        [rb - 2, kw],
      ].map(([u, v]) => [u * ca - v * sa, u * sa + v * ca]);
      out.push(el('path', { d: pathD(this.polyAt(part, xf, pl)), fill: '#0a0f15', stroke: 'rgba(0,0,0,0.5)', 'stroke-width': 0.6 }));
    }
    if (f.centre) {
      out.push(this.holeFill(this.circle(part, xf, f.centre / 2, 32), defs));
    }
  }

  feature(part, sg, f, mat, out) {
    const r = (sg.d ?? sg.d1) / 2;
    const base = this.facing(part);
    const vis = (th) => this.N(part, [0, Math.cos(th), Math.sin(th)])[2];
    const S = (x, th, rr = r) => this.P(part, x, rr * Math.cos(th), rr * Math.sin(th));
    if (f.type === 'keyway' || f.type === 'crosshole' || f.type === 'flat') {
      const th0 = base + rad(f.ang ?? 28);
      if (vis(th0) < 0.15) return;
      const xc = sg.x0 + (f.at ?? 0.5) * sg.l;
      const poly = [];
      if (f.type === 'crosshole') {
        for (let i = 0; i < 40; i++) {
          const t = (i / 40) * Math.PI * 2;
          poly.push(S(xc + (f.d / 2) * Math.cos(t), th0 + ((f.d / 2) * Math.sin(t)) / r));
        }
        out.push(el('path', { d: pathD(poly), fill: '#0b1017', stroke: 'rgba(0,0,0,0.6)', 'stroke-width': 0.8 }));
        return;
      }
      const L = f.len,
        W = f.w,
        hw = W / 2;
      const xa = xc - L / 2 + hw,
        xb = xc + L / 2 - hw;
      for (let i = 0; i <= 16; i++) {
        const t = -Math.PI / 2 + (i / 16) * Math.PI;
        poly.push(S(xb + hw * Math.cos(t), th0 + (hw * Math.sin(t)) / r));
      }
      for (let i = 0; i <= 16; i++) {
        const t = Math.PI / 2 + (i / 16) * Math.PI;
        poly.push(S(xa + hw * Math.cos(t), th0 + (hw * Math.sin(t)) / r));
      }
      const nv = this.N(part, [0, Math.cos(th0), Math.sin(th0)]);
      const col = hex(shade(nv, mat, 0.62).map((c) => c + 0.04));
      out.push(el('path', { d: pathD(poly), fill: col, stroke: 'rgba(210,225,245,0.45)', 'stroke-width': 1 }));
      // lit lower wall of the keyway
      const wall = [];
      for (let i = 0; i <= 10; i++) wall.push(S(xa + ((xb - xa) * i) / 10, th0 - (hw * 0.8) / r, r * 0.97));
      out.push(el('path', { d: pathD(wall, false), fill: 'none', stroke: 'rgba(255,255,255,0.22)', 'stroke-width': 1.2 }));
      return;
    }
    if (f.type === 'thread') {
      const p = f.pitch;
      const xs = sg.x0 + (f.from ?? 0) * sg.l;
      const xe = sg.x0 + (f.to ?? 1) * sg.l;
      const turns = (xe - xs) / p;
      const steps = Math.max(24, Math.round(turns * 28));
      const runsDark = [],
        runsLight = [];
      const trace = (offset, runs) => {
        let cur = [];
        for (let i = 0; i <= steps; i++) {
          const t = (i / steps) * turns * Math.PI * 2;
          const x = xs + (t / (Math.PI * 2)) * p + offset;
          if (x > xe) break;
          const th = t + (f.phase || 0);
          if (vis(th) > 0.03) cur.push(S(x, th));
          else if (cur.length) {
            runs.push(cur);
            cur = [];
          }
        }
        if (cur.length) runs.push(cur);
      };
      trace(0, runsDark);
      trace(p * 0.42, runsLight);
      const sw = Math.max(0.7, p * this.s * 0.32);
      out.push(
        el('path', {
          d: runsDark.map((r) => pathD(r, false)).join(''),
          fill: 'none',
          stroke: 'rgba(6,10,16,0.55)',
          'stroke-width': sw,
          'stroke-linecap': 'round',
        }),
      );
      out.push(
        el('path', {
          d: runsLight.map((r) => pathD(r, false)).join(''),
          fill: 'none',
          stroke: 'rgba(255,255,255,0.28)',
          'stroke-width': sw * 0.55,
          'stroke-linecap': 'round',
        }),
      );
      return;
    }
    if (f.type === 'knurl' || f.type === 'splineLines') {
      const xs = sg.x0 + (f.from ?? 0) * sg.l;
      const xe = sg.x0 + (f.to ?? 1) * sg.l;
      const cnt = f.count || 48;
      const dark = [],
        light = [];
      for (let i = 0; i < cnt; i++) {
        const th = (i / cnt) * Math.PI * 2;
        const v = vis(th);
        if (v < 0.05) continue;
        dark.push([S(xs, th), S(xe, th)]);
        light.push([S(xs, th + (0.5 / cnt) * Math.PI), S(xe, th + (0.5 / cnt) * Math.PI)]);
      }
      const sw = Math.max(0.6, ((Math.PI * 2 * r) / cnt) * this.s * 0.35);
      out.push(el('path', { d: dark.map((r) => pathD(r, false)).join(''), fill: 'none', stroke: 'rgba(6,10,16,0.5)', 'stroke-width': sw }));
      out.push(
        el('path', { d: light.map((r) => pathD(r, false)).join(''), fill: 'none', stroke: 'rgba(255,255,255,0.22)', 'stroke-width': sw * 0.6 }),
      );
      return;
    }
    if (f.type === 'groove') {
      // a thin ring line (circlip / oil groove) drawn on the visible side
      const x = sg.x0 + f.at * sg.l;
      const ring = [];
      let runs = [];
      for (let i = 0; i <= 72; i++) {
        const th = (i / 72) * Math.PI * 2;
        if (vis(th) > 0) ring.push(S(x, th));
        else if (ring.length) {
          runs.push(ring.splice(0));
        }
      }
      if (ring.length) runs.push(ring);
      // join wrap-around runs
      if (runs.length > 1) runs = [runs[1].concat(runs[0])];
      out.push(
        el('path', {
          d: runs.map((r) => pathD(r, false)).join(''),
          fill: 'none',
          stroke: 'rgba(6,10,16,0.6)',
          'stroke-width': Math.max(1, (f.w || 1) * this.s),
        }),
      );
      out.push(
        el('path', {
          d: runs
            .map((r) =>
              pathD(
                r.map((p) => [p[0] + 0, p[1] + Math.max(1, (f.w || 1) * this.s) * 0.8]),
                false,
              ),
            )
            .join(''),
          fill: 'none',
          stroke: 'rgba(255,255,255,0.2)',
          'stroke-width': 0.8,
        }),
      );
    }
  }
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

function faceR(sg, front) {
  if (sg.type === 'cone') return (front > 0 ? sg.d1 : sg.d0) / 2;
  if (sg.type === 'poly') return polyR(sg);
  return sg.d / 2;
}
function maxR(sg, end) {
  if (sg.type === 'cone') return (end === 'start' ? sg.d0 : sg.d1) / 2;
  if (sg.type === 'poly') return polyR(sg);
  return sg.d / 2;
}
function polyR(sg) {
  return Math.max(...shapePoints(sg).map(([y, z]) => Math.hypot(y, z)));
}

const shapeCache = new WeakMap();
export function shapePoints(sg) {
  if (shapeCache.has(sg)) return shapeCache.get(sg);
  let pts;
  if (Array.isArray(sg.shape)) pts = sg.shape;
  else if (sg.shape === 'hex') {
    const R = sg.s / Math.sqrt(3);
    pts = [];
    for (let i = 0; i < 6; i++) pts.push([R * Math.cos(rad(60 * i + (sg.rotate || 0))), R * Math.sin(rad(60 * i + (sg.rotate || 0)))]);
  } else if (sg.shape === 'gear') {
    const { z, da, df } = sg;
    pts = [];
    const pa = (Math.PI * 2) / z;
    for (let i = 0; i < z; i++) {
      const a0 = i * pa;
      const prof = [
        [0, df / 2],
        [0.16, df / 2],
        [0.3, (da / 2) * 0.985],
        [0.36, da / 2],
        [0.5, da / 2],
        [0.56, (da / 2) * 0.985],
        [0.7, df / 2],
      ];
      for (const [f, rr] of prof) pts.push([rr * Math.cos(a0 + f * pa), rr * Math.sin(a0 + f * pa)]);
    }
  } else if (sg.shape === 'square') {
    const h = sg.a / 2,
      rc = sg.rc || 0;
    pts = [];
    const corners = [
      [h, h],
      [-h, h],
      [-h, -h],
      [h, -h],
    ];
    const start = [0, 90, 180, 270];
    corners.forEach(([cy, cz], i) => {
      for (let k = 0; k <= 6; k++) {
        const a = rad(start[i] + (k / 6) * 90);
        pts.push([cy - Math.sign(cy) * rc + rc * Math.cos(a), cz - Math.sign(cz) * rc + rc * Math.sin(a)]);
      }
    });
  }
  shapeCache.set(sg, pts);
  return pts;
}
