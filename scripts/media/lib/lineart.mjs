// Line-art helpers for blueprint illustrations (industries, plant, videos).
import { el, esc, n, pathD } from './util.mjs';
import { FONT } from './brand.mjs';
import { Scene } from './render3d.mjs';

export const stroke = (pal, w = 1.4, o = 0.9, extra = {}) => ({
  fill: 'none',
  stroke: pal.line,
  'stroke-width': w,
  opacity: o,
  'stroke-linejoin': 'round',
  'stroke-linecap': 'round',
  ...extra,
});
export const accent = (pal, w = 2, o = 1, extra = {}) => ({
  fill: 'none',
  stroke: pal.accent,
  'stroke-width': w,
  opacity: o,
  'stroke-linejoin': 'round',
  'stroke-linecap': 'round',
  ...extra,
});
export const P = (d, attrs) => el('path', { d, ...attrs });
export const C = (cx, cy, r, attrs) => el('circle', { cx, cy, r, ...attrs });
export const R = (x, y, w, h, attrs, rx = 0) => el('rect', { x, y, width: w, height: h, rx: rx || undefined, ...attrs });
export const T = (x, y, text, attrs = {}) => el('text', { x, y, 'font-family': FONT, ...attrs }, esc(text));

/** Faint fill used behind line art so shapes read as solid. */
export const glass = (pal, o = 0.06) => `rgba(${pal.grid},${o})`;

/** Lugs / teeth around a circle (tractor tyres, gears). */
export function lugs(cx, cy, r0, r1, count, width, start = 0) {
  const d = [];
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    const w0 = width / r0,
      w1 = (width * 0.75) / r1;
    const p = [
      [cx + r0 * Math.cos(a - w0), cy + r0 * Math.sin(a - w0)],
      [cx + r1 * Math.cos(a - w1), cy + r1 * Math.sin(a - w1)],
      [cx + r1 * Math.cos(a + w1), cy + r1 * Math.sin(a + w1)],
      [cx + r0 * Math.cos(a + w0), cy + r0 * Math.sin(a + w0)],
    ];
    d.push(pathD(p));
  }
  return d.join('');
}

/** Spokes between radii. */
export function spokes(cx, cy, r0, r1, count, start = 0) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    d += `M${n(cx + r0 * Math.cos(a))} ${n(cy + r0 * Math.sin(a))}L${n(cx + r1 * Math.cos(a))} ${n(cy + r1 * Math.sin(a))}`;
  }
  return d;
}

/**
 * A blueprint "detail" callout: bubble at the source point, leader line, and a circle
 * containing a 3D render of parts.
 */
export function detailCallout({ from, cx, cy, r, parts, view, pal, label, title, idPrefix = 'd', fit = 0.66 }) {
  const sc = new Scene({ ...view, idPrefix });
  parts.forEach((p) => sc.add(p));
  const s = r * 2 * fit;
  sc.fit({ x: cx - s / 2, y: cy - s / 2, w: s, h: s });
  const rr = sc.render({ shadowOpacity: 0.4 });
  const dx = cx - from[0],
    dy = cy - from[1];
  const dl = Math.hypot(dx, dy);
  const edge = [cx - (dx / dl) * r, cy - (dy / dl) * r];
  const body = [
    C(from[0], from[1], 14, { fill: 'rgba(5,14,28,0.6)', ...accent(pal, 1.6) }),
    T(from[0], from[1] + 4.5, label, { fill: pal.accent, 'font-size': 13, 'font-weight': 'bold', 'text-anchor': 'middle' }),
    P(
      `M${n(from[0] + (dx / dl) * 14)} ${n(from[1] + (dy / dl) * 14)}L${n(edge[0])} ${n(edge[1])}`,
      accent(pal, 1.2, 0.9, { 'stroke-dasharray': '6 4' }),
    ),
    C(cx, cy, r, { fill: 'rgba(3,10,22,0.55)', stroke: pal.accent, 'stroke-width': 1.6 }),
    C(cx, cy, r - 7, { fill: 'none', stroke: `rgba(${pal.grid},0.35)`, 'stroke-width': 0.8 }),
    rr.body,
    T(cx, cy + r + 24, `DETAIL ${label}`, { fill: pal.accent, 'font-size': 13, 'letter-spacing': 2, 'text-anchor': 'middle', 'font-weight': 'bold' }),
    title ? T(cx, cy + r + 42, title, { fill: pal.line, opacity: 0.75, 'font-size': 12, 'letter-spacing': 1.5, 'text-anchor': 'middle' }) : '',
  ].join('');
  return { defs: rr.defs, body };
}
