// hero-1: a turned shaft slowly revolving, with a measuring scan line.
import { Scene } from '../lib/render3d.mjs';
import { BRAND } from '../lib/brand.mjs';
import { hDim, vDim } from '../lib/dimensions.mjs';
import { svgDoc, el, n, smooth } from '../lib/util.mjs';
import { SECONDS, TAU } from './loop-timing.mjs';
import { backdrop } from './backdrop.mjs';

const heroShaft = {
  mat: 'steel',
  segs: [
    { type: 'cone', l: 2, d0: 26, d1: 30 },
    { type: 'cyl', l: 50, d: 30, feats: [{ type: 'keyway', len: 36, w: 8, at: 0.5, ang: 0 }] },
    { type: 'cyl', l: 30, d: 40, mat: 'bearing' },
    { type: 'cyl', l: 80, d: 52 },
    { type: 'cyl', l: 10, d: 64 },
    { type: 'poly', shape: 'gear', z: 22, da: 56, df: 49, l: 44, mat: 'blued' },
    { type: 'cyl', l: 28, d: 40, mat: 'bearing' },
    { type: 'cyl', l: 30, d: 34, feats: [{ type: 'thread', pitch: 2 }] },
    { type: 'cone', l: 2, d0: 34, d1: 30, face: { centre: 5 } },
  ],
};

export function shaftFrame(t, W, H) {
  const p = t / SECONDS; // 0..1
  const portrait = H > W;
  const bd = backdrop(W, H, { cell: portrait ? 27 : 32 });
  const sc = new Scene({
    yaw: -32 + 4 * Math.sin(TAU * p),
    pitch: 16 + 3 * Math.cos(TAU * p),
    roll: portrait ? -64 : -11,
    idPrefix: 'h',
    edge: 'rgba(255,255,255,0.14)',
  });
  // the keyway/thread/spline turn once per loop; spin is negative so the thread appears to feed
  sc.add({ ...heroShaft, spin: -360 * p });
  const box = portrait ? { x: W * 0.12, y: H * 0.1, w: W * 0.76, h: H * 0.8 } : { x: W * 0.1, y: H * 0.16, w: W * 0.8, h: H * 0.68 };
  // fit with a fixed reference view so the part does not "breathe" as the camera sways
  const ref = new Scene({ yaw: -32, pitch: 16, roll: portrait ? -64 : -11 });
  ref.add({ ...heroShaft });
  ref.fit(box);
  sc.s = ref.s;
  sc.t = ref.t;
  const r = sc.render({ shadowOpacity: 0.55 });
  const b = ref.bbox();
  // scan line sweeping across, invisible at the loop seam
  const o = [];
  const a = smooth(0.05, 0.2, p) * (1 - smooth(0.8, 0.95, p));
  if (a > 0.001) {
    if (!portrait) {
      const x = b.x0 - 30 + (b.w + 60) * smooth(0.05, 0.95, p);
      o.push(el('rect', { x: x - 18, y: 0, width: 36, height: H, fill: 'url(#scan)', opacity: 0.4 * a }));
      o.push(el('path', { d: `M${n(x)} 0V${H}`, stroke: BRAND.amber, 'stroke-width': 1.2, opacity: 0.42 * a }));
    } else {
      const y = b.y0 - 30 + (b.h + 60) * smooth(0.05, 0.95, p);
      o.push(el('rect', { x: 0, y: y - 18, width: W, height: 36, fill: 'url(#scanv)', opacity: 0.4 * a }));
      o.push(el('path', { d: `M0 ${n(y)}H${W}`, stroke: BRAND.amber, 'stroke-width': 1.2, opacity: 0.42 * a }));
    }
  }
  // faint static dimensions around the part
  const pal = { accent: BRAND.amber, line: '#cfe0f3' };
  const dims = portrait
    ? `<g opacity="0.35">${vDim(b.x0 - 18, b.y0, b.y1, '308', { color: pal.accent, text: pal.line, size: 13 })}</g>`
    : `<g opacity="0.35">${hDim(b.x0, b.x1, b.y1 + 34, b.y1, '308', { color: pal.accent, text: pal.line, size: 13 })}</g>`;
  const defs =
    bd.defs +
    r.defs +
    `<linearGradient id="scan" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${BRAND.amber}" stop-opacity="0"/><stop offset="0.5" stop-color="${BRAND.amber}" stop-opacity="0.35"/><stop offset="1" stop-color="${BRAND.amber}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="scanv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BRAND.amber}" stop-opacity="0"/><stop offset="0.5" stop-color="${BRAND.amber}" stop-opacity="0.35"/><stop offset="1" stop-color="${BRAND.amber}" stop-opacity="0"/></linearGradient>`;
  const dim = `<rect width="${W}" height="${H}" fill="#061224" opacity="0.28"/>`;
  return svgDoc(W, H, bd.body + dims + `<g>${r.body}</g>` + dim + o.join('') + bd.vignette, { defs });
}
