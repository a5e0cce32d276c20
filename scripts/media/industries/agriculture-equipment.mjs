// Agriculture: tractor with PTO.
import { hDim } from '../lib/dimensions.mjs';
import { P, C, R, stroke, accent, glass, lugs, spokes } from '../lib/lineart.mjs';
import { part, ground, withDetail } from './drawing-kit.mjs';

export function agriculture(pal) {
  const o = [];
  o.push(ground(pal, 560));
  const rw = [430, 440],
    rr = 118;
  const fw = [150, 494],
    fr = 64;
  // body behind wheels
  o.push(P('M98 430L98 352Q100 336 118 334L318 318L318 432Z', { ...stroke(pal, 1.6), fill: glass(pal, 0.08) })); // hood
  o.push(P('M104 356h16M104 372h16M104 388h16M104 404h16', stroke(pal, 1, 0.6))); // grille
  o.push(P('M140 330L300 318', stroke(pal, 0.8, 0.4)));
  o.push(R(196, 236, 11, 86, { ...stroke(pal, 1.3), fill: glass(pal, 0.1) }, 2), P('M192 236h19', stroke(pal, 2, 0.8)));
  // cab
  o.push(P('M318 318L330 182H478L508 300V330', { ...stroke(pal, 1.6), fill: glass(pal, 0.05) }));
  o.push(R(322, 170, 172, 14, { ...stroke(pal, 1.5), fill: glass(pal, 0.12) }, 4));
  o.push(P('M338 196H470L494 298H330Z', { ...stroke(pal, 1, 0.7), fill: glass(pal, 0.1) }));
  o.push(P('M404 196V298', stroke(pal, 1, 0.6)));
  o.push(P('M380 300v-40h30v40', stroke(pal, 1, 0.5))); // seat
  // chassis / axle housing
  o.push(P('M110 440H560', stroke(pal, 1.4, 0.7)));
  // rear fender
  o.push(P(`M300 ${rw[1] - 20}A${rr + 14} ${rr + 14} 0 0 1 ${rw[0] + rr + 12} ${rw[1] - 30}`, stroke(pal, 3, 0.8)));
  // wheels
  for (const [[cx, cy], r, nl] of [
    [rw, rr, 26],
    [fw, fr, 16],
  ]) {
    o.push(C(cx, cy, r, { ...stroke(pal, 1.8), fill: pal.bottom }));
    o.push(P(lugs(cx, cy, r, r + r * 0.09, nl, r * 0.09, 0.1), { ...stroke(pal, 1.1, 0.85), fill: glass(pal, 0.12) }));
    o.push(C(cx, cy, r * 0.62, stroke(pal, 1.4, 0.8)), C(cx, cy, r * 0.5, stroke(pal, 0.8, 0.5)));
    o.push(C(cx, cy, r * 0.16, accent(pal, 1.8)));
    o.push(P(spokes(cx, cy, r * 0.17, r * 0.5, 8), stroke(pal, 1, 0.5)));
  }
  // 3-point hitch and PTO
  o.push(P('M560 420L610 400M560 456L612 470M610 400L612 470', stroke(pal, 1.6, 0.8)));
  o.push(P('M556 446H620', accent(pal, 5)));
  o.push(R(620, 439, 14, 14, accent(pal, 1.6), 2));
  o.push(hDim(fw[0], rw[0], 596, 560, 'WHEELBASE 2 100', { color: pal.accent, text: pal.line, size: 11 }));
  return withDetail(o.join(''), [630, 420], [800, 230, 130], 'SPLINED PTO SHAFT', [part('en24-splined-pto-shaft')], {
    yaw: -38,
    pitch: 18,
    roll: -24,
  });
}
