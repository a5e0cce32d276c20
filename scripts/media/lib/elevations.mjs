// Orthographic elevations of a turned part: the side view with centre line, hidden bores, threads and
// dimensions, and the end view beside it.
import { el, n, pathD } from './util.mjs';
import { hDim, vDim } from './dimensions.mjs';
import { shapePoints } from './part-shapes.mjs';

/**
 * Side elevation of a turned part (upper/lower profile mirrored about the axis),
 * scaled into box, with centre line, hidden bore lines, threads and dimensions.
 */
export function orthoView(part, box, pal, opts = {}) {
  const { dims = true, labelSize = 10, lineW = 1.3, fill = 'rgba(255,255,255,0.05)', maxDiaDims = 3 } = opts;
  let x = 0;
  const segs = part.segs.map((s) => {
    const r = { ...s, x0: x, x1: x + s.l };
    x += s.l;
    return r;
  });
  const L = x;
  const rOf = (s, end) => {
    if (s.type === 'cone') return (end === 0 ? s.d0 : s.d1) / 2;
    if (s.type === 'poly') {
      if (s.shape === 'hex') return s.s / Math.sqrt(3);
      if (s.shape === 'gear') return s.da / 2;
      if (s.shape === 'square') return s.a / 2;
      return Math.max(...shapePoints(s).map(([a, b]) => Math.hypot(a, b)));
    }
    return s.d / 2;
  };
  const Rmax = Math.max(...segs.map((s) => Math.max(rOf(s, 0), rOf(s, 1))));
  const padB = dims ? 30 : 6,
    padR = dims ? 8 : 4,
    padL = 8,
    padT = 6;
  const front = opts.front ?? L < 0.75 * 2 * Rmax;
  const avH = box.h - padB - padT;
  let sc, ox, oy, fx;
  if (front) {
    // side elevation on the left, front view on the right
    const gap = 40;
    sc = Math.min((box.w - padL - padR - gap - 20) / (L + 2 * Rmax), avH / (2 * Rmax));
    const used = (L + 2 * Rmax) * sc + gap;
    ox = box.x + padL + 10 + (box.w - padL - padR - 20 - used) / 2;
    fx = ox + L * sc + gap + Rmax * sc;
  } else {
    sc = Math.min((box.w - padL - padR - 20) / L, avH / (2 * Rmax));
    ox = box.x + padL + 10 + (box.w - padL - padR - 20 - L * sc) / 2;
  }
  oy = box.y + padT + Rmax * sc + (avH - 2 * Rmax * sc) / 2;
  const X = (v) => ox + v * sc;
  const Y = (v) => oy - v * sc;
  const line = pal.line;
  const acc = pal.accent;
  const o = [];
  // outline polygon (upper then lower)
  const up = [];
  for (const s of segs) {
    up.push([X(s.x0), Y(rOf(s, 0))], [X(s.x1), Y(rOf(s, 1))]);
  }
  const low = up.map(([a, b]) => [a, oy + (oy - b)]).reverse();
  const outline = [[X(0), oy], ...up, [X(L), oy], ...low];
  o.push(el('path', { d: pathD(outline), fill, stroke: line, 'stroke-width': lineW, 'stroke-linejoin': 'round' }));
  // step lines
  const steps = [];
  for (let i = 0; i < segs.length - 1; i++) {
    const r = Math.max(rOf(segs[i], 1), rOf(segs[i + 1], 0));
    steps.push(`M${n(X(segs[i].x1))} ${n(Y(r))}V${n(Y(-r))}`);
  }
  if (steps.length) o.push(el('path', { d: steps.join(''), stroke: line, 'stroke-width': lineW * 0.75 }));
  // feature lines
  const thin = [],
    hidden = [],
    dashdot = [];
  for (const s of segs) {
    const r1 = rOf(s, 1);
    if (s.type === 'poly' && s.shape === 'hex') {
      thin.push(`M${n(X(s.x0))} ${n(Y(r1 / 2))}H${n(X(s.x1))}M${n(X(s.x0))} ${n(Y(-r1 / 2))}H${n(X(s.x1))}`);
    }
    if (s.type === 'poly' && s.shape === 'gear') {
      thin.push(`M${n(X(s.x0))} ${n(Y(s.df / 2))}H${n(X(s.x1))}M${n(X(s.x0))} ${n(Y(-s.df / 2))}H${n(X(s.x1))}`);
      const pr = (s.da + s.df) / 4;
      dashdot.push(`M${n(X(s.x0) - 4)} ${n(Y(pr))}H${n(X(s.x1) + 4)}M${n(X(s.x0) - 4)} ${n(Y(-pr))}H${n(X(s.x1) + 4)}`);
    }
    for (const f of s.feats || []) {
      if (f.type === 'thread') {
        const a = s.x0 + (f.from ?? 0) * s.l,
          b = s.x0 + (f.to ?? 1) * s.l;
        const rm = r1 - f.pitch * 0.6;
        thin.push(`M${n(X(a))} ${n(Y(rm))}H${n(X(b))}M${n(X(a))} ${n(Y(-rm))}H${n(X(b))}`);
      }
      if (f.type === 'keyway') {
        const xc = s.x0 + (f.at ?? 0.5) * s.l;
        const hl = f.len / 2,
          hw = f.w / 2;
        o.push(
          el('rect', {
            x: X(xc - hl),
            y: Y(hw),
            width: f.len * sc,
            height: f.w * sc,
            rx: hw * sc,
            fill: 'none',
            stroke: line,
            'stroke-width': lineW * 0.8,
          }),
        );
      }
      if (f.type === 'knurl') {
        const a = s.x0 + (f.from ?? 0) * s.l,
          b = s.x0 + (f.to ?? 1) * s.l;
        const hatch = [];
        for (let xx = a; xx <= b; xx += Math.max(1.5, (b - a) / 14)) hatch.push(`M${n(X(xx))} ${n(Y(r1))}l${n(4)} ${n(2 * r1 * sc)}`);
        thin.push(hatch.join(''));
      }
      if (f.type === 'crosshole') {
        const xc = s.x0 + (f.at ?? 0.5) * s.l;
        o.push(el('circle', { cx: X(xc), cy: oy, r: (f.d / 2) * sc, fill: 'none', stroke: line, 'stroke-width': lineW * 0.8 }));
      }
      if (f.type === 'groove') {
        const xc = s.x0 + f.at * s.l;
        thin.push(`M${n(X(xc))} ${n(Y(r1))}V${n(Y(-r1))}`);
      }
    }
    for (const h of s.face?.holes || []) {
      const yy = h.pcd / 2;
      for (const sgn of [1, -1])
        hidden.push(`M${n(X(s.x0))} ${n(Y(sgn * yy + h.d / 2))}H${n(X(s.x1))}M${n(X(s.x0))} ${n(Y(sgn * yy - h.d / 2))}H${n(X(s.x1))}`);
      dashdot.push(`M${n(X(s.x0) - 4)} ${n(Y(yy))}H${n(X(s.x1) + 4)}M${n(X(s.x0) - 4)} ${n(Y(-yy))}H${n(X(s.x1) + 4)}`);
    }
  }
  if (part.bore) {
    const rb = part.bore.d / 2;
    hidden.push(`M${n(X(0))} ${n(Y(rb))}H${n(X(L))}M${n(X(0))} ${n(Y(-rb))}H${n(X(L))}`);
  }
  if (thin.length) o.push(el('path', { d: thin.join(''), stroke: line, 'stroke-width': 0.7, opacity: 0.8, fill: 'none' }));
  if (hidden.length)
    o.push(el('path', { d: hidden.join(''), stroke: line, 'stroke-width': 0.8, 'stroke-dasharray': '4 3', opacity: 0.75, fill: 'none' }));
  if (dashdot.length)
    o.push(el('path', { d: dashdot.join(''), stroke: acc, 'stroke-width': 0.6, 'stroke-dasharray': '10 3 2 3', opacity: 0.8, fill: 'none' }));
  // centre line
  o.push(
    el('path', { d: `M${n(X(0) - 10)} ${n(oy)}H${n(X(L) + 10)}`, stroke: acc, 'stroke-width': 0.7, 'stroke-dasharray': '14 3 2 3', opacity: 0.9 }),
  );
  if (dims) {
    const yb = Y(-Rmax) + 18;
    o.push(hDim(X(0), X(L), yb, Y(-rOf(segs[0], 0)), `${Math.round(L)}`, { color: acc, text: line, size: labelSize }));
    // diameter dims on the longest segments with distinct diameters
    const cand = segs.filter((s) => s.type === 'cyl' && s.l * sc > 14).sort((a, b) => b.l - a.l);
    const used = new Set();
    const picks = [];
    for (const s of cand) {
      if (used.has(s.d)) continue;
      used.add(s.d);
      picks.push(s);
      if (picks.length >= maxDiaDims) break;
    }
    for (const s of picks) {
      const keyed = (s.feats || []).some((f) => f.type === 'keyway' || f.type === 'crosshole');
      const xm = X(s.x0 + s.l * (keyed ? 0.12 : 0.5)) + (keyed ? 6 : 0);
      const tol = s.tol ? ` ${s.tol}` : '';
      if (s.d * sc > 30 && !front) o.push(vDim(xm, Y(s.d / 2), Y(-s.d / 2), `Ø${fmt(s.d)}${tol}`, { color: acc, text: line, size: labelSize * 0.9 }));
    }
  }
  if (front) o.push(frontView(part, segs, fx, oy, sc, Rmax, pal, { dims, labelSize, lineW, fill }));
  return o.join('');
}

/** End view (looking along the axis from +X) drawn centred at cx, cy. */
function frontView(part, segs, cx, cy, sc, Rmax, pal, { dims, labelSize, lineW, fill }) {
  const line = pal.line,
    acc = pal.accent;
  const o = [];
  const seen = new Set();
  const thin = [];
  // draw from the largest outline inwards
  const shapes = [];
  for (const s of segs) {
    if (s.type === 'poly') shapes.push({ r: Math.max(...shapePoints(s).map(([a, b]) => Math.hypot(a, b))), s });
    else for (const d of s.type === 'cone' ? [s.d0, s.d1] : [s.d]) shapes.push({ r: d / 2 });
  }
  shapes.sort((a, b) => b.r - a.r);
  shapes.forEach((sh, i) => {
    const k = sh.s ? `p${sh.s.shape}${sh.r}` : `c${Math.round(sh.r * 10)}`;
    if (seen.has(k)) return;
    seen.add(k);
    const style = { fill: i === 0 ? fill : 'none', stroke: line, 'stroke-width': i === 0 ? lineW : lineW * 0.6, opacity: i === 0 ? 1 : 0.8 };
    if (sh.s) {
      const p = shapePoints(sh.s).map(([y, z]) => [cx + y * sc, cy - z * sc]);
      o.push(el('path', { d: pathD(p), ...style }));
      if (sh.s.shape === 'gear')
        thin.push(el('circle', { cx, cy, r: (sh.s.df / 2) * sc, fill: 'none', stroke: line, 'stroke-width': 0.6, opacity: 0.7 }));
      if (sh.s.face?.turned)
        thin.push(el('circle', { cx, cy, r: sh.s.face.turned * sc, fill: 'none', stroke: line, 'stroke-width': 0.6, opacity: 0.7 }));
    } else o.push(el('circle', { cx, cy, r: sh.r * sc, ...style }));
  });
  o.push(...thin);
  if (part.bore) o.push(el('circle', { cx, cy, r: (part.bore.d / 2) * sc, fill: 'none', stroke: line, 'stroke-width': lineW }));
  for (const s of segs)
    for (const h of s.face?.holes || []) {
      o.push(
        el('circle', { cx, cy, r: (h.pcd / 2) * sc, fill: 'none', stroke: acc, 'stroke-width': 0.6, 'stroke-dasharray': '10 3 2 3', opacity: 0.85 }),
      );
      for (let k = 0; k < h.n; k++) {
        const a = ((h.start ?? 0) * Math.PI) / 180 + (k / h.n) * Math.PI * 2;
        o.push(
          el('circle', {
            cx: cx + (h.pcd / 2) * Math.cos(a) * sc,
            cy: cy - (h.pcd / 2) * Math.sin(a) * sc,
            r: (h.d / 2) * sc,
            fill: 'none',
            stroke: line,
            'stroke-width': lineW * 0.8,
          }),
        );
      }
    }
  const e = Rmax * sc + 8;
  o.push(
    el('path', {
      d: `M${n(cx - e)} ${n(cy)}H${n(cx + e)}M${n(cx)} ${n(cy - e)}V${n(cy + e)}`,
      stroke: acc,
      'stroke-width': 0.7,
      'stroke-dasharray': '14 3 2 3',
      opacity: 0.9,
    }),
  );
  if (dims) {
    const yb = cy + Rmax * sc + 18;
    const big = shapes[0].s;
    const half = big?.shape === 'hex' ? big.s / 2 : Rmax;
    const lab = big?.shape === 'hex' ? `${fmt(big.s)} A/F` : big?.shape === 'square' ? `□${fmt(big.a)}` : `Ø${fmt(2 * Rmax)}`;
    o.push(hDim(cx - half * sc, cx + half * sc, yb, cy, lab, { color: acc, text: line, size: labelSize }));
  }
  return o.join('');
}

const fmt = (v) => (Math.round(v * 10) / 10).toString();
