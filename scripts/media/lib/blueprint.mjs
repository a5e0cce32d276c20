// Blueprint sheet elements: background, grid, frame, orthographic side view with
// dimensions, and a title block.

import { el, esc, n, pathD, hex, rgb, mix } from './util.mjs';
import { shapePoints } from './part-shapes.mjs';

export const FONT = "'Nimbus Sans Narrow','Liberation Sans Narrow','Arial Narrow',sans-serif";
export const FONT_SANS = "'Nimbus Sans','Liberation Sans',Arial,Helvetica,sans-serif";
export const FONT_MONO = "'DejaVu Sans Mono','Noto Sans Mono',monospace";

export const BRAND = {
  navy: '#0b2545',
  navyDeep: '#071a31',
  steel: '#1f4e79',
  amber: '#f5a524',
  orange: '#f07d24',
  ice: '#dbe9f7',
  name: 'Rajkot Precision',
};

/** Background palettes: [top, bottom, grid rgb, line colour, accent]. */
export const PALETTES = [
  { top: '#12345a', bottom: '#0a1f38', grid: '150,195,255', line: '#dbe9f7', accent: '#f5a524' },
  { top: '#1b4268', bottom: '#0e2743', grid: '160,205,255', line: '#e3eefa', accent: '#f08a2c' },
  { top: '#0f3a4c', bottom: '#08222f', grid: '140,215,235', line: '#d8eef4', accent: '#f5a524' },
  { top: '#1e2c52', bottom: '#0f1833', grid: '165,180,255', line: '#e0e6fb', accent: '#f39a3a' },
];

export function background(w, h, pal, uid, { grid = 20, major = 100, vignette = true, gridAlpha = 1 } = {}) {
  const g = uid(),
    pf = uid(),
    pm = uid(),
    vg = uid();
  const defs =
    `<linearGradient id="${g}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${pal.top}"/><stop offset="1" stop-color="${pal.bottom}"/></linearGradient>` +
    `<pattern id="${pf}" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse"><path d="M${grid} 0H0V${grid}" fill="none" stroke="rgba(${pal.grid},${0.06 * gridAlpha})" stroke-width="1"/></pattern>` +
    `<pattern id="${pm}" width="${major}" height="${major}" patternUnits="userSpaceOnUse"><path d="M${major} 0H0V${major}" fill="none" stroke="rgba(${pal.grid},${0.12 * gridAlpha})" stroke-width="1"/></pattern>` +
    `<radialGradient id="${vg}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#${g})"/>` +
    `<rect x="0.5" y="0.5" width="${w}" height="${h}" fill="url(#${pf})"/>` +
    `<rect x="0.5" y="0.5" width="${w}" height="${h}" fill="url(#${pm})"/>` +
    (vignette ? `<rect width="${w}" height="${h}" fill="url(#${vg})"/>` : '');
  return { defs, body };
}

/** Drawing-sheet border with zone markers. */
export function frame(w, h, pal, { inset = 10, zones = true, opacity = 0.55 } = {}) {
  const o = [];
  const c = `rgba(${pal.grid},${opacity})`;
  o.push(el('rect', { x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset, fill: 'none', stroke: c, 'stroke-width': 1.4 }));
  const i2 = inset + 8;
  o.push(el('rect', { x: i2, y: i2, width: w - 2 * i2, height: h - 2 * i2, fill: 'none', stroke: c, 'stroke-width': 0.8 }));
  if (zones) {
    const nx = Math.round(w / 150),
      ny = Math.round(h / 150);
    const t = [];
    const lab = [];
    for (let i = 1; i < nx; i++) {
      const x = inset + ((w - 2 * inset) * i) / nx;
      t.push(`M${n(x)} ${inset}V${i2}M${n(x)} ${h - inset}V${h - i2}`);
    }
    for (let i = 0; i < nx; i++) {
      const x = inset + ((w - 2 * inset) * (i + 0.5)) / nx;
      lab.push(el('text', { x, y: inset + 6.5 }, String(i + 1)));
      lab.push(el('text', { x, y: h - inset - 1.5 }, String(i + 1)));
    }
    for (let j = 1; j < ny; j++) {
      const y = inset + ((h - 2 * inset) * j) / ny;
      t.push(`M${inset} ${n(y)}H${i2}M${w - inset} ${n(y)}H${w - i2}`);
    }
    for (let j = 0; j < ny; j++) {
      const y = inset + ((h - 2 * inset) * (j + 0.5)) / ny + 2.5;
      const L = String.fromCharCode(65 + j);
      lab.push(el('text', { x: inset + 4, y }, L));
      lab.push(el('text', { x: w - inset - 4, y }, L));
    }
    o.push(el('path', { d: t.join(''), stroke: c, 'stroke-width': 0.8 }));
    o.push(el('g', { fill: c, 'font-family': FONT, 'font-size': 7, 'text-anchor': 'middle' }, lab));
  }
  return o.join('');
}

function arrow(x, y, ang, size, color) {
  const a = (ang * Math.PI) / 180;
  const p = [
    [x, y],
    [x - size * Math.cos(a) + size * 0.32 * Math.sin(a), y - size * Math.sin(a) - size * 0.32 * Math.cos(a)],
    [x - size * Math.cos(a) - size * 0.32 * Math.sin(a), y - size * Math.sin(a) + size * 0.32 * Math.cos(a)],
  ];
  return el('path', { d: pathD(p), fill: color });
}

/** Horizontal dimension between x1 and x2 at height y (extension lines from yFrom). */
export function hDim(x1, x2, y, yFrom, label, { color, text = '#fff', size = 10 } = {}) {
  const o = [];
  const dir = y > yFrom ? 1 : -1;
  o.push(
    el('path', {
      d: `M${n(x1)} ${n(yFrom + dir * 3)}V${n(y + dir * 4)}M${n(x2)} ${n(yFrom + dir * 3)}V${n(y + dir * 4)}`,
      stroke: color,
      'stroke-width': 0.7,
      opacity: 0.8,
    }),
  );
  o.push(el('path', { d: `M${n(x1)} ${n(y)}H${n(x2)}`, stroke: color, 'stroke-width': 0.8 }));
  o.push(arrow(x1, y, 180, 6, color), arrow(x2, y, 0, 6, color));
  const cx = (x1 + x2) / 2;
  o.push(el('text', { x: cx, y: y - 3, fill: text, 'font-size': size, 'text-anchor': 'middle', 'font-family': FONT }, esc(label)));
  return o.join('');
}

/** Vertical dimension at x between y1 and y2, label rotated. */
export function vDim(x, y1, y2, label, { color, text = '#fff', size = 10 } = {}) {
  const o = [];
  o.push(el('path', { d: `M${n(x)} ${n(y1)}V${n(y2)}`, stroke: color, 'stroke-width': 0.8 }));
  o.push(arrow(x, y1, -90, 6, color), arrow(x, y2, 90, 6, color));
  const cy = (y1 + y2) / 2;
  o.push(
    el(
      'text',
      {
        x: 0,
        y: 0,
        transform: `translate(${n(x - 3)} ${n(cy)}) rotate(-90)`,
        fill: text,
        'font-size': size,
        'text-anchor': 'middle',
        'font-family': FONT,
      },
      esc(label),
    ),
  );
  return o.join('');
}

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

/** Engineering title block. rows: [[label, value, weight], ...] laid out in a grid. */
export function titleBlock(box, pal, { title, stn, material, tolerance, scale = '1:1', sheet = '1/1', date } = {}) {
  const { x, y, w, h } = box;
  const c = `rgba(${pal.grid},0.55)`;
  const line = pal.line;
  const o = [];
  o.push(el('rect', { x, y, width: w, height: h, fill: 'rgba(5,14,28,0.55)', stroke: c, 'stroke-width': 1 }));
  const r1 = h * 0.34,
    r2 = h * 0.33;
  const ya = y + r1,
    yb = ya + r2;
  o.push(
    el('path', {
      d: `M${n(x)} ${n(ya)}H${n(x + w)}M${n(x)} ${n(yb)}H${n(x + w)}M${n(x + w * 0.3)} ${n(y)}V${n(ya)}M${n(x + w * 0.5)} ${n(ya)}V${n(y + h)}M${n(x + w * 0.75)} ${n(yb)}V${n(y + h)}`,
      stroke: c,
      'stroke-width': 0.8,
    }),
  );
  const lab = (lx, ly, t) =>
    el('text', { x: lx, y: ly, fill: line, opacity: 0.55, 'font-size': 7.5, 'font-family': FONT, 'letter-spacing': 0.6 }, esc(t));
  const val = (lx, ly, t, size = 12, weight = 'normal', color = line) =>
    el('text', { x: lx, y: ly, fill: color, 'font-size': size, 'font-weight': weight, 'font-family': FONT }, esc(t));
  // brand cell
  o.push(mark(x + 8, y + r1 / 2 - 10, 20, pal));
  o.push(val(x + 33, y + r1 / 2 - 1, 'RAJKOT', 9.5, 'bold'), val(x + 33, y + r1 / 2 + 9, 'PRECISION', 7.5, 'normal'));
  o.push(lab(x + w * 0.3 + 7, y + 11, 'TITLE'));
  const tt = truncate(title.toUpperCase(), 42);
  o.push(val(x + w * 0.3 + 7, y + r1 - 8, tt, Math.min(12.5, (w * 0.7 - 14) / (tt.length * 0.5)), 'bold'));
  o.push(lab(x + 7, ya + 11, 'PART / STN NO.'));
  o.push(val(x + 7, yb - 7, stn, 13, 'bold', pal.accent));
  o.push(lab(x + w * 0.5 + 7, ya + 11, 'MATERIAL'));
  o.push(val(x + w * 0.5 + 7, yb - 7, material.toUpperCase(), 12, 'bold'));
  o.push(lab(x + 7, yb + 11, 'GENERAL TOLERANCE'));
  o.push(val(x + 7, y + h - 7, truncate(tolerance, 24), 11));
  o.push(lab(x + w * 0.5 + 7, yb + 11, 'SCALE'));
  o.push(val(x + w * 0.5 + 7, y + h - 7, scale, 11));
  o.push(lab(x + w * 0.75 + 7, yb + 11, date ? 'REV' : 'SHEET'));
  o.push(val(x + w * 0.75 + 7, y + h - 7, date || sheet, 11));
  return o.join('');
}

const truncate = (s, k) => (s.length > k ? s.slice(0, k - 1) + '…' : s);

/** The brand mark: a hexagon (nut) with a turned bore and a precision cross-hair. */
export function mark(x, y, size, pal = { accent: BRAND.amber }, { hexFill = BRAND.steel, stroke = '#fff' } = {}) {
  const s = size / 100;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${markPaths({ hexFill, accent: pal.accent, stroke })}</g>`;
}

export function markPaths({ hexFill = BRAND.navy, accent = BRAND.amber, stroke = '#ffffff', ring = true } = {}) {
  // 100x100 box. Hexagon with flats top/bottom.
  const R = 48;
  const hx = [];
  for (let i = 0; i < 6; i++) hx.push([50 + R * Math.cos((Math.PI / 3) * i), 50 + R * Math.sin((Math.PI / 3) * i)]);
  return (
    `<path d="${pathD(hx)}" fill="${hexFill}"/>` +
    (ring ? `<circle cx="50" cy="50" r="25" fill="none" stroke="${stroke}" stroke-width="7"/>` : '') +
    `<circle cx="50" cy="50" r="9" fill="${accent}"/>` +
    `<path d="M50 13V29M50 71V87M13 50H29M71 50H87" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`
  );
}

export const tint = (h, k) => hex(mix(rgb(h), [1, 1, 1], k));
