// Aerospace & defence: aircraft plan view.
import { hDim } from '../lib/dimensions.mjs';
import { P, R, stroke, accent, glass } from '../lib/lineart.mjs';
import { pathD } from '../lib/util.mjs';
import { part, withDetail } from './drawing-kit.mjs';

export function aerospace(pal) {
  const fus = 'M0 -262C18 -250 24 -205 24 -150L24 200C24 232 12 255 0 264C-12 255 -24 232 -24 200L-24 -150C-24 -205 -18 -250 0 -262Z';
  const wing = (sg) =>
    pathD([
      [24 * sg, -54],
      [250 * sg, 68],
      [252 * sg, 98],
      [24 * sg, 42],
    ]);
  const tail = (sg) =>
    pathD([
      [20 * sg, 186],
      [104 * sg, 232],
      [104 * sg, 248],
      [18 * sg, 232],
    ]);
  const eng = (sg) => `M${95 * sg - 12} -44h24v62q0 10 -12 10q-12 0 -12 -10z`;
  const inner =
    P(wing(1) + wing(-1), { ...stroke(pal, 1.6), fill: glass(pal, 0.08) }) +
    P(tail(1) + tail(-1), { ...stroke(pal, 1.5), fill: glass(pal, 0.08) }) +
    P(fus, { ...stroke(pal, 1.8), fill: pal.bottom }) +
    P(fus, { fill: glass(pal, 0.1) }) +
    P(eng(1) + eng(-1), { ...stroke(pal, 1.4), fill: pal.bottom }) +
    P('M-83 -44h166', accent(pal, 1, 0.5)) +
    P('M-12 -228Q0 -236 12 -228', stroke(pal, 1.4, 0.8)) +
    P('M0 -290V300', accent(pal, 0.8, 0.8, { 'stroke-dasharray': '16 4 3 4' })) +
    P('M-24 -120H24M-24 -40H24M-24 60H24M-24 140H24', stroke(pal, 0.6, 0.35)) +
    P('M30 10h70M-30 10h-70M38 50l150 30M-38 50l-150 30', stroke(pal, 0.6, 0.3)) +
    // landing gear bays (where bushes & pins live)
    R(28, 20, 22, 30, accent(pal, 1.4), 3) +
    R(-50, 20, 22, 30, accent(pal, 1.4), 3) +
    R(-7, -190, 14, 26, accent(pal, 1.2), 3);
  const rot = -62,
    cx = 330,
    cy = 330;
  const body = [
    `<g transform="translate(${cx} ${cy}) rotate(${rot})">${inner}</g>`,
    // wingspan dimension, in the rotated frame
    `<g transform="translate(${cx} ${cy}) rotate(${rot})">${hDim(-252, 252, 140, 98, 'SPAN 35.8 m', { color: pal.accent, text: pal.line, size: 11 })}</g>`,
  ].join('');
  const a = (rot * Math.PI) / 180;
  const from = [cx + 39 * Math.cos(a) - 35 * Math.sin(a), cy + 39 * Math.sin(a) + 35 * Math.cos(a)];
  return withDetail(
    body,
    from,
    [770, 370, 140],
    'LANDING-GEAR PINS & BUSHES',
    [part('en8-clevis-pin-cross-hole', 0, { mat: 'ss', spos: [10, -30, 40] }), part('en24-hardened-drill-jig-bush', 0, { spos: [-30, 45, -40] })],
    { yaw: -40, pitch: 20, roll: -18 },
  );
}
