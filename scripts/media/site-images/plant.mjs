// Plant: isometric machine-shop illustration for the About page.
import { BRAND, FONT, PALETTES } from '../lib/brand.mjs';
import { background, frame } from '../lib/blueprint.mjs';
import { ids, svgDoc, el, n, pathD } from '../lib/util.mjs';
import { drawHall } from './plant-hall.mjs';
import { drawMachines } from './plant-machines.mjs';

export function plantSvg({ W = 1200, H = 800, lights = 1, labels = true } = {}) {
  const pal = PALETTES[0];
  const uid = ids('w');
  const bg = background(W, H, pal, uid, { grid: 20, major: 100, gridAlpha: 0.6 });
  const S = 19.5 * (W / 1200),
    OX = W * 0.5 - 7 * S * 0.866,
    OY = 34 + 9.6 * S;
  const iso = (x, y, z) => [OX + (x - y) * 0.866 * S, OY + (x + y) * 0.5 * S - z * S];
  const poly = (pts, attrs) => el('path', { d: pathD(pts.map((p) => iso(...p))), ...attrs });
  const edge = 'rgba(190,220,255,0.55)';
  const o = [];
  const defs = drawHall({ iso, poly, edge, uid, lights }, o);
  drawMachines({ iso, poly, edge }, o);
  // crane bridge & hook over the lathe bay
  o.push(el('path', { d: pathD([iso(12, 3, 7.2), iso(12, 19, 7.2)], false), stroke: BRAND.amber, 'stroke-width': 4, opacity: 0.75, fill: 'none' }));
  const [hx, hy] = iso(12, 9, 7.2);
  o.push(el('path', { d: `M${n(hx)} ${n(hy)}V${n(hy + 70)}`, stroke: '#9cc6f0', 'stroke-width': 1.2 }));
  o.push(el('path', { d: `M${n(hx - 5)} ${n(hy + 70)}h10v8a5 5 0 0 1-10 0z`, fill: BRAND.amber }));
  // area labels (blueprint call-outs)
  const tag = (x, y, text) => {
    const [tx, ty] = iso(x, y, 0);
    return (
      el('path', { d: `M${n(tx)} ${n(ty)}v18`, stroke: BRAND.amber, 'stroke-width': 1, opacity: 0.8 }) +
      el('circle', { cx: tx, cy: ty, r: 2.5, fill: BRAND.amber }) +
      el(
        'text',
        {
          x: tx,
          y: ty + 32,
          fill: '#dbe9f7',
          'font-family': FONT,
          'font-size': 13 * (W / 1200),
          'letter-spacing': 2,
          'text-anchor': 'middle',
          opacity: 0.85,
        },
        text,
      )
    );
  };
  if (labels)
    o.push(
      tag(23.6, 5.2, 'VMC MACHINING'),
      tag(17.8, 12.9, 'CNC TURNING'),
      tag(30.5, 11, 'QC / METROLOGY'),
      tag(9, 19.4, 'RAW MATERIAL'),
      tag(22, 20, 'DISPATCH'),
    );
  const body = bg.body + o.join('') + frame(W, H, pal, { inset: 12, zones: false, opacity: 0.4 });
  return svgDoc(W, H, body, { defs: bg.defs + defs.join('') });
}
