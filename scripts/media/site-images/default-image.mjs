// Default product image (neutral branded render), for products without a picture.
import { BRAND, markPaths, FONT_SANS } from '../lib/brand.mjs';
import { background, frame } from '../lib/blueprint.mjs';
import { ids, svgDoc, el } from '../lib/util.mjs';
import { Scene } from '../lib/render3d.mjs';

export function defaultImageSvg() {
  const W = 800,
    H = 600;
  const uid = ids('z');
  const pal = { top: '#2b3a4c', bottom: '#151d27', grid: '170,190,215', line: '#dfe7f0', accent: BRAND.amber };
  const bg = background(W, H, pal, uid, { grid: 20, major: 100 });
  const sc = new Scene({ yaw: -36, pitch: 18, roll: -10, idPrefix: 'd' });
  sc.add({
    mat: 'steel',
    bore: undefined,
    segs: [
      { type: 'cone', l: 2, d0: 36, d1: 40 },
      { type: 'cyl', l: 60, d: 40, feats: [{ type: 'keyway', len: 40, w: 10, at: 0.5, ang: 28 }] },
      { type: 'cyl', l: 30, d: 55, mat: 'bearing' },
      { type: 'cone', l: 6, d0: 55, d1: 70 },
      { type: 'cyl', l: 22, d: 150, face: { holes: [{ pcd: 118, n: 6, d: 14, start: 30, through: true }], centre: 6 } },
    ],
  });
  sc.fit({ x: 150, y: 70, w: 500, h: 400 });
  const r = sc.render({ shadowOpacity: 0.5 });
  const body =
    bg.body +
    frame(W, H, pal, { inset: 10, zones: false, opacity: 0.35 }) +
    r.body +
    `<g transform="translate(318 512) scale(.34)">${markPaths({ hexFill: '#34516f', accent: BRAND.amber })}</g>` +
    el(
      'text',
      { x: 360, y: 531, fill: '#dfe7f0', opacity: 0.8, 'font-family': FONT_SANS, 'font-size': 17, 'font-weight': 'bold', 'letter-spacing': 2 },
      'RAJKOT PRECISION',
    );
  return svgDoc(W, H, body, { defs: bg.defs + r.defs });
}
