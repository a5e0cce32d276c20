// The machine-shop hall of the plant illustration: floor with grid and safety lanes, back walls with
// windows, the roller door, roof trusses and the crane rails. Pushes onto `o`; returns the gradient defs.
import { BRAND } from '../lib/brand.mjs';
import { el, pathD } from '../lib/util.mjs';
import { quadX, quadY, quadZ } from './iso-quads.mjs';

export function drawHall({ iso, poly, edge, uid, lights }, o) {
  const FX = 36,
    FY = 22,
    WH = 8.5;
  // floor
  o.push(poly(quadZ(0, 0, FX, 0, FY), { fill: '#10294a', stroke: edge, 'stroke-width': 1 }));
  let g = '';
  for (let x = 2; x < FX; x += 2) g += pathD([iso(x, 0, 0), iso(x, FY, 0)], false);
  for (let y = 2; y < FY; y += 2) g += pathD([iso(0, y, 0), iso(FX, y, 0)], false);
  o.push(el('path', { d: g, stroke: 'rgba(150,195,255,0.09)', 'stroke-width': 1, fill: 'none' }));
  // safety lanes
  const lane = (a, b) =>
    el('path', { d: pathD([iso(...a), iso(...b)], false), stroke: BRAND.amber, 'stroke-width': 2, 'stroke-dasharray': '14 8', opacity: 0.75 });
  o.push(lane([1, 8, 0], [FX - 1, 8, 0]), lane([1, 14.5, 0], [FX - 1, 14.5, 0]), lane([24.5, 1, 0], [24.5, 21, 0]));
  // back walls with windows
  o.push(poly(quadY(0, 0, FX, 0, WH), { fill: '#143258', stroke: edge, 'stroke-width': 1 }));
  o.push(poly(quadX(0, 0, FY, 0, WH), { fill: '#0f2746', stroke: edge, 'stroke-width': 1 }));
  const gl = uid();
  const defs = [
    `<linearGradient id="${gl}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa3d8" stop-opacity="${0.55 * lights}"/><stop offset="1" stop-color="#2b5d91" stop-opacity="${0.25 * lights}"/></linearGradient>`,
  ];
  for (let x = 1.5; x < FX - 1; x += 3.5) {
    o.push(poly(quadY(0, x, x + 2.4, 4.2, 7.6), { fill: `url(#${gl})`, stroke: edge, 'stroke-width': 0.8 }));
    o.push(
      el('path', {
        d: pathD([iso(x + 1.2, 0, 4.2), iso(x + 1.2, 0, 7.6)], false) + pathD([iso(x, 0, 5.9), iso(x + 2.4, 0, 5.9)], false),
        stroke: edge,
        'stroke-width': 0.6,
        fill: 'none',
      }),
    );
  }
  for (let y = 1.5; y < FY - 1; y += 3.5)
    o.push(poly(quadX(0, y, y + 2.4, 4.2, 7.6), { fill: `url(#${gl})`, stroke: edge, 'stroke-width': 0.8, opacity: 0.8 }));
  // big roller door on the side wall
  o.push(poly(quadX(0, 15.5, 20.5, 0, 5), { fill: '#173a63', stroke: edge, 'stroke-width': 1 }));
  let slats = '';
  for (let z = 0.5; z < 5; z += 0.5) slats += pathD([iso(0, 15.5, z), iso(0, 20.5, z)], false);
  o.push(el('path', { d: slats, stroke: 'rgba(190,220,255,0.25)', 'stroke-width': 0.7, fill: 'none' }));
  // roof trusses
  let tr = '';
  for (let x = 0; x <= FX; x += 6) tr += pathD([iso(x, 0, WH), iso(x, 4, WH + 1.2), iso(x, 8, WH)], false);
  o.push(el('path', { d: tr, stroke: 'rgba(190,220,255,0.3)', 'stroke-width': 1, fill: 'none' }));
  // overhead crane rails and bridge
  o.push(
    el('path', {
      d: pathD([iso(0.2, 3, 7.2), iso(FX, 3, 7.2)], false) + pathD([iso(0.2, 19, 7.2), iso(FX, 19, 7.2)], false),
      stroke: 'rgba(190,220,255,0.35)',
      'stroke-width': 1.2,
      fill: 'none',
    }),
  );
  return defs;
}
