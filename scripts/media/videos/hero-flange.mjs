// hero-2: a flange drawing traced by a pen, held, faded, redrawn.
import { BRAND, FONT } from '../lib/brand.mjs';
import { hDim, vDim } from '../lib/dimensions.mjs';
import { svgDoc, el, n, pathD, clamp, smooth } from '../lib/util.mjs';
import { SECONDS, TAU } from './loop-timing.mjs';
import { backdrop } from './backdrop.mjs';
import { circlePts, prefix } from './polyline.mjs';

export function flangeDrawing(W, H) {
  const portrait = H > W;
  const S = portrait ? 0.92 : 1;
  // front view centre and side view origin
  const fc = portrait ? [W / 2, H * 0.34] : [W * 0.36, H * 0.5];
  const R = (portrait ? 205 : 230) * S;
  const strokes = []; // {pts, w, c, o, dash, t0, t1}
  const ice = '#cfe0f3',
    amb = BRAND.amber;
  const add = (pts, t0, t1, style = {}) => strokes.push({ pts, t0, t1, w: 1.6, c: ice, o: 0.85, ...style });
  // front view
  add(circlePts(fc[0], fc[1], R), 0.0, 0.16, { w: 2 });
  add(circlePts(fc[0], fc[1], R * 0.66, 0.3), 0.1, 0.24);
  add(circlePts(fc[0], fc[1], R * 0.4, 1.2), 0.18, 0.3, { w: 2 });
  add(circlePts(fc[0], fc[1], R * 0.83, 0.5), 0.26, 0.4, { c: amb, w: 1, o: 0.75, dash: '18 5 3 5' });
  for (let k = 0; k < 8; k++) {
    const a = (k / 8) * TAU + TAU / 16;
    add(circlePts(fc[0] + R * 0.83 * Math.cos(a), fc[1] + R * 0.83 * Math.sin(a), R * 0.085, a, 48), 0.34 + k * 0.03, 0.42 + k * 0.03);
  }
  add(
    [
      [fc[0] - R - 30, fc[1]],
      [fc[0] + R + 30, fc[1]],
    ],
    0.02,
    0.12,
    { c: amb, w: 1, o: 0.8, dash: '22 5 4 5' },
  );
  add(
    [
      [fc[0], fc[1] - R - 30],
      [fc[0], fc[1] + R + 30],
    ],
    0.04,
    0.14,
    { c: amb, w: 1, o: 0.8, dash: '22 5 4 5' },
  );
  // side (section) view: profile in (axial a, radial fraction r) mapped to screen
  const u = R / 230;
  const ka = portrait ? 1.25 * u : 1.15 * u;
  const sx = portrait ? W / 2 : W * 0.7,
    sy = portrait ? H * 0.7 : H * 0.5;
  const map = portrait ? ([a, r], sg) => [sx + r * R * sg, sy + a * ka] : ([a, r], sg) => [sx + a * ka, sy - r * R * sg];
  const prof = [
    [0, 0.4],
    [0, 1],
    [40, 1],
    [40, 0.66],
    [46, 0.66],
    [46, 0.6],
    [118, 0.6],
    [118, 0.52],
    [160, 0.52],
    [160, 0.4],
  ];
  const half = (sg) => [...prof, prof[0]].map((q) => map(q, sg));
  add(half(1), 0.45, 0.62, { w: 2 });
  add(half(-1), 0.5, 0.67, { w: 2 });
  // edges seen through the section: bore ends and the raised-face step
  add([map([0, 0.4], 1), map([0, 0.4], -1)], 0.6, 0.64, { w: 1.4, o: 0.7 });
  add([map([160, 0.4], 1), map([160, 0.4], -1)], 0.62, 0.66, { w: 1.4, o: 0.7 });
  // section hatching (45°), clipped to each half
  const box = (poly) => [
    Math.min(...poly.map((q) => q[0])),
    Math.max(...poly.map((q) => q[0])),
    Math.min(...poly.map((q) => q[1])),
    Math.max(...poly.map((q) => q[1])),
  ];
  for (const [sg, t0] of [
    [1, 0.66],
    [-1, 0.7],
  ]) {
    const poly = half(sg);
    const [x0, x1, y0, y1] = box(poly);
    const hgt = y1 - y0;
    let i = 0;
    for (let x = x0 - hgt; x < x1; x += 12) {
      add(
        [
          [x, y1],
          [x + hgt, y0],
        ],
        t0 + i * 0.003,
        t0 + 0.05 + i * 0.003,
        { w: 0.8, o: 0.45, clip: poly },
      );
      i++;
    }
  }
  // axis line of the side view
  add([map([-14, 0], 1), map([174, 0], 1)], 0.44, 0.52, { c: amb, w: 1, o: 0.8, dash: '22 5 4 5' });
  const h1 = half(1),
    h2 = half(-1);
  const all = [...h1, ...h2];
  const side = {
    minX: Math.min(...all.map((q) => q[0])),
    maxX: Math.max(...all.map((q) => q[0])),
    minY: Math.min(...all.map((q) => q[1])),
    maxY: Math.max(...all.map((q) => q[1])),
  };
  // dims (appear as they are traced)
  return { strokes, fc, R, side };
}

export function flangeFrame(t, W, H, drawing) {
  const portrait = H > W;
  const p = t / SECONDS;
  // timeline: 0–0.15 hold finished drawing, 0.15–0.27 fade out, 0.27–1 redraw (ends finished)
  const fade = p < 0.15 ? 1 : p < 0.27 ? 1 - smooth(0.15, 0.27, p) : 1;
  const prog = p < 0.27 ? 1 : clamp((p - 0.29) / 0.68);
  const drawProg = p < 0.15 ? 1 : p < 0.27 ? 1 : prog;
  const bd = backdrop(W, H, { cell: portrait ? 27 : 32, shift: [-p * (portrait ? 27 : 32), 0] });
  const o = [];
  const defs = [bd.defs];
  let pen = null;
  let clipN = 0;
  for (const s of drawing.strokes) {
    const f = p < 0.27 ? 1 : clamp((drawProg - s.t0) / (s.t1 - s.t0));
    if (f <= 0) continue;
    const pts = prefix(s.pts, f);
    let clip;
    if (s.clip) {
      const id = `c${clipN++}`;
      defs.push(`<clipPath id="${id}"><path d="${pathD(s.clip)}"/></clipPath>`);
      clip = `url(#${id})`;
    }
    o.push(
      el('path', {
        d: pathD(pts, false),
        fill: 'none',
        stroke: s.c,
        'stroke-width': s.w,
        opacity: s.o,
        'stroke-dasharray': s.dash,
        'stroke-linecap': 'round',
        'clip-path': clip,
      }),
    );
    if (f < 1 && !s.clip) pen = pts[pts.length - 1];
  }
  // dimensions fade in near the end of the drawing phase
  const dA = p < 0.27 ? 1 : smooth(0.86, 0.97, p);
  const pal = { accent: BRAND.amber, line: '#cfe0f3' };
  const { fc, R, side } = drawing;
  if (dA > 0.001) {
    const dd = portrait
      ? hDim(fc[0] - R, fc[0] + R, fc[1] + R + 40, fc[1], 'Ø230', { color: pal.accent, text: pal.line, size: 14 }) +
        vDim(side.maxX + 34, side.minY, side.maxY, '61', { color: pal.accent, text: pal.line, size: 14 })
      : hDim(fc[0] - R, fc[0] + R, fc[1] + R + 44, fc[1], 'Ø230', { color: pal.accent, text: pal.line, size: 14 }) +
        hDim(side.minX, side.maxX, side.minY - 30, side.minY, '61', { color: pal.accent, text: pal.line, size: 14 });
    o.push(`<g opacity="${n(0.8 * dA)}">${dd}</g>`);
    o.push(
      `<g opacity="${n(0.55 * dA)}">` +
        el(
          'text',
          {
            x: portrait ? W / 2 : W * 0.7,
            y: portrait ? H * 0.93 : H * 0.86,
            fill: '#cfe0f3',
            'font-family': FONT,
            'font-size': 15,
            'letter-spacing': 3,
            'text-anchor': portrait ? 'middle' : 'start',
          },
          'SECTION A–A',
        ) +
        `</g>`,
    );
  }
  if (pen && p >= 0.27) {
    o.push(el('circle', { cx: pen[0], cy: pen[1], r: 10, fill: BRAND.amber, opacity: 0.18 }));
    o.push(el('circle', { cx: pen[0], cy: pen[1], r: 3.2, fill: BRAND.amber }));
  }
  const dim = `<rect width="${W}" height="${H}" fill="#061224" opacity="0.2"/>`;
  return svgDoc(W, H, bd.body + `<g opacity="${n(0.85 * fade)}">${o.join('')}</g>` + dim + bd.vignette, { defs: defs.join('') });
}
