// Automotive: car with x-ray drivetrain.
import { hDim } from '../lib/dimensions.mjs';
import { P, C, R, stroke, accent, glass, spokes } from '../lib/lineart.mjs';
import { part, ground, withDetail } from './drawing-kit.mjs';

export function automotive(pal) {
  const o = [];
  const s = 1.16,
    ox = -40,
    oy = -40;
  const g = (d) => `<g transform="translate(${ox} ${oy}) scale(${s})">${d}</g>`;
  const body =
    'M70 462L70 430Q72 404 100 398L205 384Q250 378 278 370L332 322Q344 313 364 313L450 313Q470 314 484 324L540 370L592 378Q606 382 607 400L607 458Q606 468 594 468L564 468A58 58 0 0 0 446 468L232 468A58 58 0 0 0 114 468L82 468Q70 468 70 462Z';
  const win1 = 'M292 372L336 330Q342 324 352 324L400 324L400 372Z';
  const win2 = 'M408 324L456 324Q468 325 476 333L514 372L408 372Z';
  const wheels = [
    [173, 470],
    [505, 470],
  ];
  let w = '';
  for (const [cx, cy] of wheels) {
    w += C(cx, cy, 50, { ...stroke(pal, 1.6), fill: pal.bottom });
    w += C(cx, cy, 32, stroke(pal, 1.2, 0.8));
    w += C(cx, cy, 24, accent(pal, 1.2, 0.7, { 'stroke-dasharray': '3 3' }));
    w += C(cx, cy, 8, accent(pal, 1.6));
    w += P(spokes(cx, cy, 10, 31, 5, 0.3), stroke(pal, 1, 0.6));
  }
  const drive = [
    R(108, 402, 88, 50, { ...accent(pal, 1.6), fill: 'rgba(245,165,36,0.08)' }, 4),
    P('M118 402V392h18v10M142 402V392h18v10M166 402V392h18v10', accent(pal, 1.2, 0.8)),
    P('M196 416L250 422V444L196 450Z', { ...accent(pal, 1.6), fill: 'rgba(245,165,36,0.08)' }),
    P('M250 433L482 447', accent(pal, 3.2)),
    C(262, 434, 5, accent(pal, 1.6)),
    C(472, 446, 5, accent(pal, 1.6)),
    C(505, 452, 17, { ...accent(pal, 1.8), fill: 'rgba(245,165,36,0.12)' }),
    P('M173 470L173 452H196', accent(pal, 1.4, 0.7, { 'stroke-dasharray': '5 4' })),
  ].join('');
  o.push(ground(pal, 560));
  o.push(
    g(
      P(body, { ...stroke(pal, 1.8), fill: glass(pal, 0.07) }) +
        P(win1, { ...stroke(pal, 1.2, 0.8), fill: glass(pal, 0.1) }) +
        P(win2, { ...stroke(pal, 1.2, 0.8), fill: glass(pal, 0.1) }) +
        P('M284 380V462M404 372V462M70 430H96M596 400H607', stroke(pal, 1, 0.6)) +
        P('M120 420H96M290 392h16M412 392h16', stroke(pal, 1.2, 0.6)) +
        drive +
        w,
    ),
  );
  o.push(hDim(176 * s + ox, 505 * s + ox, 600, 470 * s + oy + 52, 'WHEELBASE 2 700', { color: pal.accent, text: pal.line, size: 11 }));
  return withDetail(o.join(''), [248 * s + ox, 428 * s + oy], [790, 180, 125], 'GEARBOX SHAFT SUB-ASSEMBLY', [part('gear-shaft-sub-assembly')], {
    yaw: -38,
    pitch: 20,
    roll: -8,
  });
}
