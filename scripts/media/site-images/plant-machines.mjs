// The machines of the plant illustration (VMC and lathe rows, bar rack, pallets, the glass QC room with
// its CMM, the tool crib) as boxes, drawn back to front with their decorations and light towers.
import { BRAND } from '../lib/brand.mjs';
import { el, pathD } from '../lib/util.mjs';
import { quadX, quadY, quadZ } from './iso-quads.mjs';

function plantBoxes() {
  const boxes = [];
  const box = (x, y, z, w, d, h, c, deco = []) => boxes.push({ x, y, z, w, d, h, c, deco });
  const machine = { top: '#3f6c98', left: '#2d5580', right: '#21456b' };
  const glassF = { fill: '#0b1d33', stroke: '#9cc6f0', 'stroke-width': 1 };
  const stripe = { fill: BRAND.amber, opacity: 0.9 };
  const lightTower = (x, y, z) => [{ q: null, tower: [x, y, z] }];
  // VMC row
  for (const x of [2, 7.5, 13, 18.5]) {
    box(x, 3, 0, 4, 2.6, 2.8, machine, [
      { pts: quadY(5.6, x + 0.5, x + 2.9, 0.9, 2.4), a: glassF },
      { pts: quadY(5.6, x + 0.2, x + 3.8, 0.35, 0.5), a: stripe },
      { pts: quadX(x + 4, 3.6, 5, 1.4, 2.3), a: { fill: '#0e223b', stroke: '#9cc6f0', 'stroke-width': 0.8 } },
      ...lightTower(x + 3.6, 3.3, 2.8),
    ]);
    box(x + 3.2, 5.6, 0, 0.8, 0.5, 1.6, { top: '#4c78a3', left: '#34608b', right: '#2a5078' });
  }
  // CNC lathe row
  for (const x of [2, 8.5, 15]) {
    box(x, 10, 0, 5, 2.2, 2.3, machine, [
      { pts: quadY(12.2, x + 0.6, x + 3.4, 0.9, 2.0), a: glassF },
      { pts: quadY(12.2, x + 0.2, x + 4.8, 0.3, 0.45), a: stripe },
      { pts: quadY(12.2, x + 3.8, x + 4.7, 1.0, 2.0), a: { fill: '#0e223b', stroke: '#9cc6f0', 'stroke-width': 0.8 } },
      ...lightTower(x + 4.6, 10.3, 2.3),
    ]);
  }
  // bar-stock rack
  box(3, 17, 0, 12, 1.6, 0.3, { top: '#4a6f95', left: '#34597f', right: '#2a4b6d' });
  box(3, 17, 1.1, 12, 1.6, 0.12, { top: '#7fa6cc', left: '#5b84ad', right: '#4a7298' });
  box(3, 17, 1.7, 12, 1.6, 0.12, { top: '#9fc0e0', left: '#6f96bd', right: '#5a82a8' });
  // pallets of finished parts
  for (const [x, y] of [
    [20, 16.5],
    [21.8, 17.8],
  ]) {
    box(x, y, 0, 1.5, 1.2, 0.25, { top: '#6a5a3e', left: '#54472f', right: '#463b27' });
    box(x + 0.1, y + 0.1, 0.25, 1.3, 1.0, 0.7, { top: '#c69a4a', left: '#a57c35', right: '#8a672b' });
  }
  // QC / metrology room (glass)
  boxes.push({ x: 27, y: 2, z: 0, w: 7.5, d: 8, h: 3.2, glassRoom: true });
  // CMM inside
  box(29, 4, 0, 3.2, 3, 0.9, { top: '#8fb5da', left: '#5e86ae', right: '#4b7197' });
  box(29.2, 4.3, 0.9, 0.3, 2.4, 1.6, { top: '#b9d3ec', left: '#86a9cb', right: '#6f93b6' });
  box(31.9, 4.3, 0.9, 0.3, 2.4, 1.6, { top: '#b9d3ec', left: '#86a9cb', right: '#6f93b6' });
  box(29.2, 5.2, 2.5, 3.0, 0.5, 0.3, { top: '#d9e8f6', left: '#a9c2da', right: '#8fa9c2' });
  // tool crib / desk
  box(27, 16, 0, 3.5, 1.2, 1.0, machine);
  box(31.5, 15.5, 0, 2.2, 2.2, 2.2, machine, [
    { pts: quadY(17.7, 31.8, 33.4, 0.4, 1.9), a: { fill: '#0e223b', stroke: '#9cc6f0', 'stroke-width': 0.8 } },
  ]);

  return boxes;
}

export function drawMachines({ iso, poly, edge }, o) {
  const boxes = plantBoxes();
  boxes.sort((a, b) => a.x + a.w / 2 + a.y + a.d / 2 - (b.x + b.w / 2 + b.y + b.d / 2));
  for (const b of boxes) {
    const { x, y, z, w, d, h } = b;
    // soft shadow
    if (z === 0) o.push(poly(quadZ(0, x + 0.3, x + w + 0.6, y + d, y + d + 0.8), { fill: '#050d19', opacity: 0.35 }));
    if (b.glassRoom) {
      const st = { fill: 'rgba(120,180,240,0.10)', stroke: '#9cc6f0', 'stroke-width': 1 };
      o.push(poly(quadY(y + d, x, x + w, z, z + h), st));
      o.push(poly(quadX(x + w, y, y + d, z, z + h), st));
      let mull = '';
      for (let k = 1; k < 5; k++) mull += pathD([iso(x + (w * k) / 5, y + d, 0), iso(x + (w * k) / 5, y + d, h)], false);
      for (let k = 1; k < 5; k++) mull += pathD([iso(x + w, y + (d * k) / 5, 0), iso(x + w, y + (d * k) / 5, h)], false);
      o.push(el('path', { d: mull, stroke: '#9cc6f0', 'stroke-width': 0.7, opacity: 0.6, fill: 'none' }));
      continue;
    }
    const c = b.c;
    o.push(poly(quadY(y + d, x, x + w, z, z + h), { fill: c.left, stroke: edge, 'stroke-width': 0.8 }));
    o.push(poly(quadX(x + w, y, y + d, z, z + h), { fill: c.right, stroke: edge, 'stroke-width': 0.8 }));
    o.push(poly(quadZ(z + h, x, x + w, y, y + d), { fill: c.top, stroke: edge, 'stroke-width': 0.8 }));
    for (const dd of b.deco) {
      if (dd.tower) {
        const [tx, ty, tz] = dd.tower;
        const [bx, by] = iso(tx, ty, tz);
        const cols = ['#37d67a', BRAND.amber, '#e5533d'];
        o.push(el('rect', { x: bx - 1, y: by - 8, width: 2, height: 8, fill: '#9cc6f0' }));
        cols.forEach((cc, k) =>
          o.push(el('rect', { x: bx - 3.5, y: by - 15 - k * 6.5, width: 7, height: 6, rx: 1.5, fill: cc, opacity: k === 1 ? 1 : 0.5 })),
        );
        continue;
      }
      o.push(poly(dd.pts, dd.a));
    }
  }
}
