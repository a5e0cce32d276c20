// Cross-sections of the renderer's segments: points of an extruded shape (hex, gear, square or explicit)
// and the radius a segment shows at either end (for deciding which end faces are exposed).
import { rad } from './util.mjs';

export function faceR(sg, front) {
  if (sg.type === 'cone') return (front > 0 ? sg.d1 : sg.d0) / 2;
  if (sg.type === 'poly') return polyR(sg);
  return sg.d / 2;
}
export function maxR(sg, end) {
  if (sg.type === 'cone') return (end === 'start' ? sg.d0 : sg.d1) / 2;
  if (sg.type === 'poly') return polyR(sg);
  return sg.d / 2;
}
function polyR(sg) {
  return Math.max(...shapePoints(sg).map(([y, z]) => Math.hypot(y, z)));
}

const shapeCache = new WeakMap();
export function shapePoints(sg) {
  if (shapeCache.has(sg)) return shapeCache.get(sg);
  let pts;
  if (Array.isArray(sg.shape)) pts = sg.shape;
  else if (sg.shape === 'hex') {
    const R = sg.s / Math.sqrt(3);
    pts = [];
    for (let i = 0; i < 6; i++) pts.push([R * Math.cos(rad(60 * i + (sg.rotate || 0))), R * Math.sin(rad(60 * i + (sg.rotate || 0)))]);
  } else if (sg.shape === 'gear') {
    const { z, da, df } = sg;
    pts = [];
    const pa = (Math.PI * 2) / z;
    for (let i = 0; i < z; i++) {
      const a0 = i * pa;
      const prof = [
        [0, df / 2],
        [0.16, df / 2],
        [0.3, (da / 2) * 0.985],
        [0.36, da / 2],
        [0.5, da / 2],
        [0.56, (da / 2) * 0.985],
        [0.7, df / 2],
      ];
      for (const [f, rr] of prof) pts.push([rr * Math.cos(a0 + f * pa), rr * Math.sin(a0 + f * pa)]);
    }
  } else if (sg.shape === 'square') {
    const h = sg.a / 2,
      rc = sg.rc || 0;
    pts = [];
    const corners = [
      [h, h],
      [-h, h],
      [-h, -h],
      [h, -h],
    ];
    const start = [0, 90, 180, 270];
    corners.forEach(([cy, cz], i) => {
      for (let k = 0; k <= 6; k++) {
        const a = rad(start[i] + (k / 6) * 90);
        pts.push([cy - Math.sign(cy) * rc + rc * Math.cos(a), cz - Math.sign(cz) * rc + rc * Math.sin(a)]);
      }
    });
  }
  shapeCache.set(sg, pts);
  return pts;
}
