#!/usr/bin/env node
// Industry illustrations: apps/web/public/images/industries/<slug>.webp (960x640, < 50 KB).
// Blueprint line art of the machine, plus a "detail" callout with a 3D render of the
// kind of part we supply to that industry.
import path from 'node:path';
import { PUBLIC } from './lib/seed.mjs';
import { PART_SPECS } from './parts.mjs';
import { background, frame, hDim, vDim, PALETTES } from './lib/blueprint.mjs';
import { P, C, R, T, stroke, accent, glass, lugs, spokes, detailCallout } from './lib/lineart.mjs';
import { ids, svgDoc, pathD } from './lib/util.mjs';
import { rasterise, kb } from './lib/raster.mjs';

const W = 960,
  H = 640;
const part = (slug, i = 0, extra = {}) => ({ ...PART_SPECS[slug].parts[i], ...extra });
const cyl = (l, d, extra = {}) => ({ type: 'cyl', l, d, ...extra });
const cone = (l, d0, d1, extra = {}) => ({ type: 'cone', l, d0, d1, ...extra });

function ground(pal, y, x0 = 30, x1 = W - 30) {
  let hatch = '';
  for (let x = x0; x < x1; x += 14) hatch += `M${x} ${y + 2}l-8 10`;
  return P(`M${x0} ${y}H${x1}`, stroke(pal, 1.4, 0.7)) + P(hatch, stroke(pal, 0.8, 0.25));
}

// ── Energy & Power: wind turbines ────────────────────────────────────────────
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

function energy(pal) {
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
  return {
    body,
    callout: {
      from: [384, 234],
      cx: 770,
      cy: 250,
      r: 145,
      label: 'A',
      title: 'MAIN SHAFT & COUPLING FLANGE',
      parts: [mainShaft],
      view: { yaw: -40, pitch: 18, roll: -10 },
    },
  };
}

// ── Textile machinery: ring spinning frame ───────────────────────────────────
function textile(pal) {
  const o = [];
  const xs = [];
  for (let i = 0; i < 7; i++) xs.push(200 + i * 62);
  o.push(ground(pal, 560));
  // headstock
  o.push(R(60, 150, 110, 410, { ...stroke(pal, 1.5), fill: glass(pal, 0.08) }, 6));
  o.push(
    C(115, 230, 34, stroke(pal, 1.2, 0.8)),
    C(115, 230, 10, accent(pal, 1.6)),
    C(100, 330, 22, stroke(pal, 1.2, 0.8)),
    C(100, 330, 6, accent(pal, 1.4)),
  );
  o.push(P(`M115 196L100 308M149 230L122 330`, stroke(pal, 0.8, 0.5)));
  o.push(R(80, 420, 70, 40, stroke(pal, 1, 0.6), 3));
  // frame, creel and rails
  o.push(R(170, 110, 440, 14, { ...stroke(pal, 1.4), fill: glass(pal, 0.1) }));
  o.push(R(170, 400, 440, 10, { ...stroke(pal, 1.4), fill: glass(pal, 0.1) }));
  o.push(R(170, 470, 440, 90, { ...stroke(pal, 1.4), fill: glass(pal, 0.07) }));
  o.push(P('M170 500H610M170 530H610', stroke(pal, 0.7, 0.35)));
  o.push(P('M610 110V560M170 124V400', stroke(pal, 1.2, 0.7)));
  // drafting rollers (inclined line)
  o.push(P('M170 270L610 250', stroke(pal, 1, 0.55)));
  for (const x of xs) {
    const yr = 270 - ((x - 170) / 440) * 20;
    // roving bobbin
    o.push(P(`M${x} 124V134`, stroke(pal, 1, 0.6)));
    o.push(R(x - 13, 134, 26, 74, { ...stroke(pal, 1.2), fill: glass(pal, 0.12) }, 9));
    o.push(P(`M${x - 13} 150h26M${x - 13} 166h26M${x - 13} 182h26M${x - 13} 198h26`, stroke(pal, 0.5, 0.35)));
    // roving path -> drafting rollers -> spindle
    o.push(P(`M${x} 208L${x + 6} ${yr - 10}L${x} ${yr}L${x} 300`, stroke(pal, 0.7, 0.6)));
    o.push(C(x - 9, yr - 8, 7, stroke(pal, 1.1)), C(x + 9, yr - 8, 7, stroke(pal, 1.1)), C(x, yr + 5, 7, accent(pal, 1.3)));
    // cop (yarn package) on spindle
    o.push(
      P(`M${x - 16} 392C${x - 16} 360 ${x - 9} 330 ${x - 5} 306H${x + 5}C${x + 9} 330 ${x + 16} 360 ${x + 16} 392Z`, {
        ...stroke(pal, 1.2),
        fill: glass(pal, 0.14),
      }),
    );
    let wraps = '';
    for (let k = 0; k < 7; k++) {
      const yy = 316 + k * 11;
      const hw = 6 + k * 1.4;
      wraps += `M${x - hw} ${yy + 3}L${x + hw} ${yy - 3}`;
    }
    o.push(P(wraps, stroke(pal, 0.6, 0.45)));
    o.push(P(`M${x} 296V306`, accent(pal, 2)));
    // ring, wharve, bolster below the ring rail
    o.push(P(`M${x - 18} 400h36`, accent(pal, 2.2)));
    o.push(R(x - 7, 412, 14, 12, stroke(pal, 1.1)), R(x - 4, 424, 8, 40, stroke(pal, 1.1)));
  }
  // tape drive
  o.push(P('M170 418H610', accent(pal, 1, 0.6, { 'stroke-dasharray': '8 5' })));
  o.push(hDim(200, 262, 90, 124, 'GAUGE 70 mm', { color: pal.accent, text: pal.line, size: 11 }));
  return {
    body: o.join(''),
    callout: {
      from: [448, 440],
      cx: 790,
      cy: 270,
      r: 140,
      label: 'A',
      title: 'SPINDLE & BOLSTER ASSEMBLY',
      parts: [part('textile-spindle-assembly')],
      view: { yaw: -30, pitch: 16, roll: -62 },
    },
  };
}

// ── Automotive: car with x-ray drivetrain ────────────────────────────────────
function automotive(pal) {
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
  return {
    body: o.join(''),
    callout: {
      from: [248 * s + ox, 428 * s + oy],
      cx: 790,
      cy: 180,
      r: 125,
      label: 'A',
      title: 'GEARBOX SHAFT SUB-ASSEMBLY',
      parts: [part('gear-shaft-sub-assembly')],
      view: { yaw: -38, pitch: 20, roll: -8 },
    },
  };
}

// ── Aerospace & defence: aircraft plan view ─────────────────────────────────
function aerospace(pal) {
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
  return {
    body,
    callout: {
      from,
      cx: 770,
      cy: 370,
      r: 140,
      label: 'A',
      title: 'LANDING-GEAR PINS & BUSHES',
      parts: [
        part('en8-clevis-pin-cross-hole', 0, { mat: 'ss', spos: [10, -30, 40] }),
        part('en24-hardened-drill-jig-bush', 0, { spos: [-30, 45, -40] }),
      ],
      view: { yaw: -40, pitch: 20, roll: -18 },
    },
  };
}

// ── Electric vehicles: skateboard chassis, battery & motor ──────────────────
function ev(pal) {
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
  return {
    body: o.join(''),
    callout: {
      from: [mx, my - 44],
      cx: 790,
      cy: 230,
      r: 140,
      label: 'A',
      title: 'TRACTION MOTOR ROTOR SHAFT',
      parts: [rotor],
      view: { yaw: -36, pitch: 20, roll: -10 },
    },
  };
}

// ── Agriculture: tractor with PTO ────────────────────────────────────────────
function agriculture(pal) {
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
  return {
    body: o.join(''),
    callout: {
      from: [630, 420],
      cx: 800,
      cy: 230,
      r: 130,
      label: 'A',
      title: 'SPLINED PTO SHAFT',
      parts: [part('en24-splined-pto-shaft')],
      view: { yaw: -38, pitch: 18, roll: -24 },
    },
  };
}

const DRAW = {
  'energy-power': [energy, 0],
  'textile-machinery': [textile, 2],
  automotive: [automotive, 1],
  'aerospace-defense': [aerospace, 3],
  'electric-vehicles': [ev, 2],
  'agriculture-equipment': [agriculture, 0],
};

export function industrySvg(slug) {
  const [fn, pi] = DRAW[slug];
  const pal = PALETTES[pi];
  const uid = ids('i');
  const bg = background(W, H, pal, uid, { grid: 16, major: 80 });
  const d = fn(pal);
  const co = detailCallout({ ...d.callout, pal, idPrefix: 'x' });
  const body = bg.body + frame(W, H, pal, { inset: 10, opacity: 0.45 }) + d.body + co.body;
  return svgDoc(W, H, body, { defs: bg.defs + co.defs });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = new Set(process.argv.slice(2));
  for (const slug of Object.keys(DRAW)) {
    if (only.size && !only.has(slug)) continue;
    const out = path.join(PUBLIC, 'images/industries', `${slug}.webp`);
    const size = rasterise(industrySvg(slug), out, { w: W, h: H, q: 74, maxBytes: 50 * 1024 });
    console.log(`industries/${slug}.webp  ${kb(size)}`);
  }
}
