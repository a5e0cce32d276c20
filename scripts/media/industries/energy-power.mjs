// Energy & Power: wind turbines.
import { vDim } from '../lib/dimensions.mjs';
import { P, C, R, T, stroke, accent, glass } from '../lib/lineart.mjs';
import { pathD } from '../lib/util.mjs';
import { cyl, cone, ground, withDetail } from './drawing-kit.mjs';

function turbine(pal, hx, hy, L, rot, o = 1, towerBase = 560) {
  const out = [];
  const tw0 = L * 0.07,
    tw1 = L * 0.035;
  out.push(
    P(
      pathD([
        [hx + 18 - tw0, towerBase],
        [hx + 18 + tw0, towerBase],
        [hx + 18 + tw1, hy + 10],
        [hx + 18 - tw1, hy + 10],
      ]),
      { ...stroke(pal, 1.4, 0.9 * o), fill: glass(pal, 0.07) },
    ),
  );
  // nacelle
  out.push(R(hx + 4, hy - L * 0.055, L * 0.34, L * 0.11, { ...stroke(pal, 1.4, o), fill: glass(pal, 0.1) }, L * 0.03));
  for (let k = 0; k < 3; k++) {
    const a = rot + (k * Math.PI * 2) / 3;
    const ca = Math.cos(a),
      sa = Math.sin(a);
    const pt = (t, w) => [hx + ca * t * L - sa * w, hy + sa * t * L + ca * w];
    const prof = [
      [0.06, 0],
      [0.1, L * 0.045],
      [0.3, L * 0.05],
      [0.7, L * 0.028],
      [1, L * 0.008],
    ];
    const up = prof.map(([t, w]) => pt(t, w));
    const lo = prof.map(([t, w]) => pt(t, -w * 0.45)).reverse();
    out.push(P(pathD([...up, ...lo]), { ...stroke(pal, 1.3, o), fill: glass(pal, 0.1) }));
    out.push(P(pathD([pt(0.1, 0), pt(0.96, 0)], false), stroke(pal, 0.6, 0.4 * o)));
  }
  out.push(C(hx, hy, L * 0.06, { ...stroke(pal, 1.4, o), fill: pal.bottom }));
  out.push(C(hx, hy, L * 0.022, accent(pal, 1.6, o)));
  return out.join('');
}

export function energy(pal) {
  const body = [
    ground(pal, 560),
    turbine(pal, 130, 300, 105, -0.5, 0.45, 560),
    turbine(pal, 320, 236, 176, 0.35, 1, 560),
    // dimension: hub height
    vDim(548, 236, 560, 'HUB HT. 110 m', { color: pal.accent, text: pal.line, size: 11 }),
    P('M540 236H386M540 560H548', stroke(pal, 0.7, 0.5, { 'stroke-dasharray': '4 3' })),
    // rotor diameter
    C(320, 236, 176, stroke(pal, 0.8, 0.35, { 'stroke-dasharray': '12 4 2 4' })),
    T(320, 432, 'ROTOR Ø 120 m', { fill: pal.line, opacity: 0.55, 'font-size': 11, 'text-anchor': 'middle', 'letter-spacing': 1.5 }),
  ].join('');
  const mainShaft = {
    mat: 'steel',
    segs: [
      cone(3, 84, 90),
      cyl(70, 90, { feats: [{ type: 'keyway', len: 50, w: 22, at: 0.5, ang: 30 }] }),
      cyl(40, 110, { mat: 'bearing' }),
      cyl(120, 124),
      cone(14, 124, 170),
      cyl(26, 250, { face: { holes: [{ pcd: 205, n: 12, d: 18 }], centre: 10 } }),
    ],
  };
  return withDetail(body, [384, 234], [770, 250, 145], 'MAIN SHAFT & COUPLING FLANGE', [mainShaft], { yaw: -40, pitch: 18, roll: -10 });
}
