// Electric vehicles: skateboard chassis, battery & motor.
import { hDim } from '../lib/dimensions.mjs';
import { P, C, R, T, stroke, accent, glass, spokes } from '../lib/lineart.mjs';
import { cyl, cone, withDetail } from './drawing-kit.mjs';

export function ev(pal) {
  const o = [];
  const x0 = 70,
    y0 = 170,
    Wc = 540,
    Hc = 300;
  o.push(
    P(
      `M${x0 + 60} ${y0}H${x0 + Wc - 50}Q${x0 + Wc} ${y0} ${x0 + Wc} ${y0 + 60}V${y0 + Hc - 60}Q${x0 + Wc} ${y0 + Hc} ${x0 + Wc - 50} ${y0 + Hc}H${x0 + 60}Q${x0} ${y0 + Hc} ${x0} ${y0 + Hc - 70}V${y0 + 70}Q${x0} ${y0} ${x0 + 60} ${y0}Z`,
      { ...stroke(pal, 1.8), fill: glass(pal, 0.06) },
    ),
  );
  // wheels
  for (const [wx, wy] of [
    [x0 + 70, y0 - 18],
    [x0 + 70, y0 + Hc - 22],
    [x0 + Wc - 90, y0 - 18],
    [x0 + Wc - 90, y0 + Hc - 22],
  ]) {
    o.push(R(wx - 45, wy, 90, 40, { ...stroke(pal, 1.6), fill: pal.bottom }, 10));
    o.push(P(`M${wx - 30} ${wy}v40M${wx - 10} ${wy}v40M${wx + 10} ${wy}v40M${wx + 30} ${wy}v40`, stroke(pal, 0.7, 0.4)));
  }
  // axles / half shafts
  o.push(P(`M${x0 + 70} ${y0 + 22}V${y0 + Hc - 22}`, stroke(pal, 1.4, 0.6, { 'stroke-dasharray': '10 4 2 4' })));
  o.push(P(`M${x0 + Wc - 90} ${y0 + 22}V${y0 + Hc / 2 - 40}M${x0 + Wc - 90} ${y0 + Hc / 2 + 40}V${y0 + Hc - 22}`, accent(pal, 3.2)));
  // battery pack
  const bx = x0 + 130,
    by = y0 + 50,
    bw = 270,
    bh = 200;
  o.push(R(bx, by, bw, bh, { ...stroke(pal, 1.6), fill: glass(pal, 0.08) }, 6));
  let cells = '';
  for (let i = 0; i < 6; i++) for (let j = 0; j < 4; j++) cells += R(bx + 12 + i * 42.5, by + 12 + j * 45, 36, 39, stroke(pal, 0.9, 0.55), 3);
  o.push(cells);
  o.push(
    P(
      `M${bx + bw} ${by + 40}C${bx + bw + 40} ${by + 40} ${x0 + Wc - 150} ${y0 + Hc / 2 - 20} ${x0 + Wc - 125} ${y0 + Hc / 2 - 20}M${bx + bw} ${by + 60}C${bx + bw + 36} ${by + 60} ${x0 + Wc - 152} ${y0 + Hc / 2 - 6} ${x0 + Wc - 125} ${y0 + Hc / 2 - 6}`,
      accent(pal, 1.4, 0.9, { 'stroke-dasharray': '6 4' }),
    ),
  );
  // rear drive unit
  const mx = x0 + Wc - 90,
    my = y0 + Hc / 2;
  o.push(C(mx, my, 42, { ...accent(pal, 1.8), fill: 'rgba(245,165,36,0.08)' }));
  o.push(C(mx, my, 26, accent(pal, 1.2, 0.8)), C(mx, my, 8, accent(pal, 1.6)));
  o.push(P(spokes(mx, my, 27, 41, 18), accent(pal, 0.8, 0.5)));
  o.push(R(mx - 70, my - 22, 28, 44, stroke(pal, 1.3), 4));
  o.push(
    T(bx + bw / 2, by + bh + 30, 'HV BATTERY PACK', { fill: pal.line, opacity: 0.6, 'font-size': 11, 'letter-spacing': 2, 'text-anchor': 'middle' }),
  );
  o.push(hDim(x0 + 70, x0 + Wc - 90, y0 + Hc + 58, y0 + Hc + 20, 'WHEELBASE 2 875', { color: pal.accent, text: pal.line, size: 11 }));
  const rotor = {
    mat: 'steel',
    segs: [
      cone(1.5, 22, 25),
      cyl(34, 25, {
        feats: [
          { type: 'thread', pitch: 1.2, from: 0, to: 0.35 },
          { type: 'keyway', len: 16, w: 6, at: 0.7, ang: 30 },
        ],
      }),
      cyl(18, 30, { mat: 'bearing' }),
      cyl(8, 64, { mat: 'bronze' }),
      { type: 'poly', shape: 'gear', z: 36, da: 92, df: 86, l: 80, mat: 'blued' },
      cyl(8, 64, { mat: 'bronze' }),
      cyl(18, 30, { mat: 'bearing' }),
      { type: 'poly', shape: 'gear', z: 22, da: 27, df: 23, l: 30, face: { centre: 4 } },
    ],
  };
  return withDetail(o.join(''), [mx, my - 44], [790, 230, 140], 'TRACTION MOTOR ROTOR SHAFT', [rotor], { yaw: -36, pitch: 20, roll: -10 });
}
