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

import { el, ids, m3, n, pathD, v3 } from './util.mjs';
import { maxR, faceR, shapePoints } from './part-shapes.mjs';
import { drawPolyBody, drawRoundBody } from './part-bodies.mjs';
import { drawFace } from './part-faces.mjs';
import { drawFeature } from './part-features.mjs';

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
      if (sg.type === 'poly') drawPolyBody(this, part, sg, mat, out);
      else drawRoundBody(this, part, sg, mat, out, defs);
      for (const f of sg.feats || []) drawFeature(this, part, sg, f, mat, out);
      if (faceExposed || i === segs.length - 1) drawFace(this, part, sg, xf, xb, front, mat, out, defs, masks);
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
}
