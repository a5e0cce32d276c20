// Drawing dimensions: horizontal and vertical dimension lines with arrowheads, extension lines and a label.
import { el, esc, n, pathD } from './util.mjs';
import { FONT } from './brand.mjs';

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
