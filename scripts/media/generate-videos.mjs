#!/usr/bin/env node
// Home-page background loops (seamless, silent, dark and calm):
//   media/hero-{1,2,3}.mp4         1280x720 H.264 (< 700 KB)
//   media/hero-{1,2,3}-mobile.mp4  540x960  H.264 (< 300 KB)
//   media/hero-N.webp / hero-N-mobile.webp posters (= first frame, so there is no jump)
// Frames are SVGs rendered with rsvg-convert and encoded with ffmpeg.
// Usage: node scripts/media/generate-videos.mjs [1 2 3] [--fast]
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { spawn, execFileSync } from 'node:child_process';
import { PUBLIC } from './lib/seed.mjs';
import { Scene } from './lib/render3d.mjs';
import { BRAND, FONT, FONT_MONO, hDim, vDim } from './lib/blueprint.mjs';
import { svgDoc, el, n, pathD, clamp, smooth } from './lib/util.mjs';
import { RSVG, TMP, pngToWebp, kb } from './lib/raster.mjs';

const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const args = process.argv.slice(2);
const FAST = args.includes('--fast');
const which = args.filter((a) => /^\d$/.test(a)).map(Number);
const OUT = path.join(PUBLIC, 'media');
const TAU = Math.PI * 2;

// ── shared backdrop ──────────────────────────────────────────────────────────
function backdrop(W, H, { shift = [0, 0], cell = 32 } = {}) {
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#0d2340"/><stop offset="1" stop-color="#060f1f"/></linearGradient>` +
    `<pattern id="gf" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse" patternTransform="translate(${n(shift[0] % cell)} ${n(shift[1] % cell)})"><path d="M${cell} 0H0V${cell}" fill="none" stroke="rgba(140,185,240,0.06)"/></pattern>` +
    `<pattern id="gm" width="${cell * 5}" height="${cell * 5}" patternUnits="userSpaceOnUse" patternTransform="translate(${n(shift[0] % (cell * 5))} ${n(shift[1] % (cell * 5))})"><path d="M${cell * 5} 0H0V${cell * 5}" fill="none" stroke="rgba(140,185,240,0.10)"/></pattern>` +
    `<radialGradient id="vg" cx="0.5" cy="0.5" r="0.72"><stop offset="0.5" stop-color="#020812" stop-opacity="0"/><stop offset="1" stop-color="#020812" stop-opacity="0.6"/></radialGradient>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#gf)"/><rect width="${W}" height="${H}" fill="url(#gm)"/>`;
  const vignette = `<rect width="${W}" height="${H}" fill="url(#vg)"/>`;
  return { defs, body, vignette };
}

// ── hero-1: a turned shaft slowly revolving, with a measuring scan line ──────
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

function hero1(t, W, H) {
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

// ── hero-2: a flange drawing traced by a pen, held, faded, redrawn ────────────
function circlePts(cx, cy, r, a0 = -Math.PI / 2, k = 120) {
  const p = [];
  for (let i = 0; i <= k; i++) {
    const a = a0 + (i / k) * TAU;
    p.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return p;
}
const polyLen = (pts) => pts.reduce((s, q, i) => (i ? s + Math.hypot(q[0] - pts[i - 1][0], q[1] - pts[i - 1][1]) : 0), 0);
function prefix(pts, f) {
  if (f >= 1) return pts;
  const L = polyLen(pts) * f;
  const out = [pts[0]];
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    const d = Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
    if (acc + d >= L) {
      const u = d ? (L - acc) / d : 0;
      out.push([pts[i - 1][0] + (pts[i][0] - pts[i - 1][0]) * u, pts[i - 1][1] + (pts[i][1] - pts[i - 1][1]) * u]);
      return out;
    }
    acc += d;
    out.push(pts[i]);
  }
  return out;
}

function flangeDrawing(W, H) {
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

function hero2(t, W, H, drawing) {
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

// ── hero-3: VMC toolpath, a cutter circling a pocket with a fading trail ─────
function roundedRectPath(x, y, w, h, r, k = 10) {
  const p = [];
  const corner = (cx, cy, a0) => {
    for (let i = 0; i <= k; i++) {
      const a = a0 + (i / k) * (Math.PI / 2);
      p.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  };
  corner(x + w - r, y + r, -Math.PI / 2);
  corner(x + w - r, y + h - r, 0);
  corner(x + r, y + h - r, Math.PI / 2);
  corner(x + r, y + r, Math.PI);
  p.push(p[0]);
  return p;
}

function toolpathScene(W, H) {
  const portrait = H > W;
  // work in a landscape frame then rotate for portrait
  const cw = portrait ? H : W,
    ch = portrait ? W : H;
  const s = portrait ? 0.8 : 1;
  const cx = cw / 2,
    cy = ch / 2;
  const PW = 760 * s,
    PH = 400 * s;
  const part = roundedRectPath(cx - PW / 2, cy - PH / 2, PW, PH, 36 * s);
  // pocket with an island: the tool follows a closed contour that loops around both
  const pocket = roundedRectPath(cx - 250 * s, cy - 120 * s, 500 * s, 240 * s, 50 * s);
  const tp = [];
  // closed toolpath = pocket offset inward (tool radius) traced once
  const off = roundedRectPath(cx - 232 * s, cy - 102 * s, 464 * s, 204 * s, 32 * s, 14);
  tp.push(...off);
  const holes = [];
  for (const [hx, hy] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ])
    holes.push([cx + hx * (PW / 2 - 48 * s), cy + hy * (PH / 2 - 48 * s)]);
  return { part, pocket, tp, holes, portrait, cw, ch, s, cx, cy };
}

function pointAt(pts, f, L) {
  const target = L * f;
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    const d = Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]);
    if (acc + d >= target) {
      const u = d ? (target - acc) / d : 0;
      return [pts[i - 1][0] + (pts[i][0] - pts[i - 1][0]) * u, pts[i - 1][1] + (pts[i][1] - pts[i - 1][1]) * u];
    }
    acc += d;
  }
  return pts[pts.length - 1];
}

function hero3(t, W, H, sc) {
  const p = t / SECONDS;
  const { part, pocket, tp, holes, portrait, s, cx, cy } = sc;
  const bd = backdrop(W, H, { cell: portrait ? 27 : 32, shift: [p * (portrait ? 27 : 32), p * (portrait ? 27 : 32)] });
  const L = polyLen(tp);
  const o = [];
  const ice = '#cfe0f3';
  o.push(el('path', { d: pathD(part), fill: 'rgba(140,185,240,0.05)', stroke: ice, 'stroke-width': 1.8, opacity: 0.75 }));
  o.push(el('path', { d: pathD(pocket), fill: 'rgba(2,8,18,0.35)', stroke: ice, 'stroke-width': 1.4, opacity: 0.6 }));
  // pocket island (boss)
  o.push(el('circle', { cx, cy, r: 52 * s, fill: 'rgba(140,185,240,0.06)', stroke: ice, 'stroke-width': 1.4, opacity: 0.6 }));
  o.push(el('circle', { cx, cy, r: 20 * s, fill: 'none', stroke: ice, 'stroke-width': 1, opacity: 0.5 }));
  // inner finishing passes (static, faint)
  for (const k of [1, 2, 3]) {
    const q = roundedRectPath(
      cx - (232 - 34 * k) * s,
      cy - (102 - 20 * k) * s,
      (464 - 68 * k) * s,
      (204 - 40 * k) * s,
      Math.max(6, (32 - 6 * k) * s),
    );
    o.push(el('path', { d: pathD(q), fill: 'none', stroke: BRAND.amber, 'stroke-width': 1, opacity: 0.12, 'stroke-dasharray': '6 6' }));
  }
  for (const [hx, hy] of holes) {
    o.push(el('circle', { cx: hx, cy: hy, r: 17 * s, fill: 'rgba(2,8,18,0.45)', stroke: ice, 'stroke-width': 1.4, opacity: 0.7 }));
    o.push(
      el('path', {
        d: `M${n(hx - 26 * s)} ${n(hy)}h${n(52 * s)}M${n(hx)} ${n(hy - 26 * s)}v${n(52 * s)}`,
        stroke: BRAND.amber,
        'stroke-width': 0.8,
        opacity: 0.5,
        'stroke-dasharray': '8 3 2 3',
      }),
    );
  }
  o.push(
    el('path', {
      d: `M${n(cx - 430 * s)} ${n(cy)}H${n(cx + 430 * s)}M${n(cx)} ${n(cy - 240 * s)}V${n(cy + 240 * s)}`,
      stroke: BRAND.amber,
      'stroke-width': 0.8,
      opacity: 0.35,
      'stroke-dasharray': '22 5 4 5',
    }),
  );
  // comet trail: last 40% of the closed loop, older segments fainter
  const tail = 0.42,
    segs = 28;
  for (let i = 0; i < segs; i++) {
    const f0 = p - tail + (tail * i) / segs,
      f1 = p - tail + (tail * (i + 1)) / segs;
    const q = [];
    for (let k = 0; k <= 4; k++) {
      const f = f0 + ((f1 - f0) * k) / 4;
      q.push(pointAt(tp, ((f % 1) + 1) % 1, L));
    }
    const a = (i + 1) / segs;
    o.push(
      el('path', {
        d: pathD(q, false),
        fill: 'none',
        stroke: BRAND.amber,
        'stroke-width': 2 + 10 * s * a * a,
        opacity: n(0.08 + 0.5 * a * a),
        'stroke-linecap': 'round',
      }),
    );
  }
  // cutter
  const [tx, ty] = pointAt(tp, p, L);
  o.push(el('circle', { cx: tx, cy: ty, r: 30 * s, fill: BRAND.amber, opacity: 0.12 }));
  o.push(el('circle', { cx: tx, cy: ty, r: 17 * s, fill: '#0b1a2e', stroke: BRAND.amber, 'stroke-width': 2 }));
  const spin = p * TAU * 12;
  let fl = '';
  for (let k = 0; k < 4; k++) {
    const a = spin + (k * TAU) / 4;
    fl += `M${n(tx)} ${n(ty)}L${n(tx + 15 * s * Math.cos(a))} ${n(ty + 15 * s * Math.sin(a))}`;
  }
  o.push(el('path', { d: fl, stroke: BRAND.amber, 'stroke-width': 1.6, opacity: 0.8 }));
  o.push(
    el('path', {
      d: `M${n(tx - 40 * s)} ${n(ty)}h${n(14 * s)}M${n(tx + 26 * s)} ${n(ty)}h${n(14 * s)}M${n(tx)} ${n(ty - 40 * s)}v${n(14 * s)}M${n(tx)} ${n(ty + 26 * s)}v${n(14 * s)}`,
      stroke: '#cfe0f3',
      'stroke-width': 1,
      opacity: 0.7,
    }),
  );
  let g = o.join('');
  if (portrait) g = `<g transform="translate(${W} 0) rotate(90)">${g}</g>`;
  // DRO read-out
  const X = ((tx - cx) / s) * 0.25,
    Y = (-(ty - cy) / s) * 0.25;
  const dro = [
    ['X', X.toFixed(3)],
    ['Y', Y.toFixed(3)],
    ['Z', '-4.000'],
    ['F', '1800'],
  ];
  const dx = portrait ? 40 : W - 230,
    dy = portrait ? H - 130 : H - 150;
  const droSvg =
    `<g opacity="0.55" font-family="${FONT_MONO}" font-size="15" fill="#cfe0f3">` +
    dro
      .map(
        ([k, v], i) =>
          `<text x="${dx}" y="${dy + i * 22}"><tspan fill="${BRAND.amber}">${k}</tspan><tspan x="${dx + 24}">${v.padStart(9, ' ')}</tspan></text>`,
      )
      .join('') +
    `</g>`;
  const dim = `<rect width="${W}" height="${H}" fill="#061224" opacity="0.22"/>`;
  return svgDoc(W, H, bd.body + g + dim + droSvg + bd.vignette, { defs: bd.defs });
}

// ── rendering pipeline ──────────────────────────────────────────────────────
function pool(tasks, limit) {
  return new Promise((resolve, reject) => {
    let i = 0,
      running = 0,
      done = 0;
    const next = () => {
      if (done === tasks.length) return resolve();
      while (running < limit && i < tasks.length) {
        const task = tasks[i++];
        running++;
        task()
          .then(() => {
            running--;
            done++;
            next();
          })
          .catch(reject);
      }
    };
    next();
  });
}

const rsvg = (svgFile, png, w, h) =>
  new Promise((res, rej) => {
    const c = spawn(RSVG, ['-w', String(w), '-h', String(h), '-o', png, svgFile]);
    c.on('exit', (code) => (code === 0 ? res() : rej(new Error(`rsvg-convert failed on ${svgFile}`))));
  });

function encode(dir, out, maxBytes, w, h) {
  for (let crf = 23; crf <= 40; crf += 2) {
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      path.join(dir, 'f%04d.png'),
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      FAST ? 'medium' : 'veryslow',
      '-tune',
      'animation',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-level',
      '4.0',
      '-g',
      String(FPS * 2),
      '-vf',
      `scale=${w}:${h}:flags=lanczos`,
      '-movflags',
      '+faststart',
      out,
    ]);
    const size = fs.statSync(out).size;
    if (size <= maxBytes) return { size, crf };
  }
  return { size: fs.statSync(out).size, crf: 40 };
}

async function makeVideo(name, render, w, h, maxBytes) {
  const dir = path.join(TMP, name);
  fs.mkdirSync(dir, { recursive: true });
  const n = FAST ? Math.round(FRAMES / 4) : FRAMES;
  const tasks = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * SECONDS;
    tasks.push(async () => {
      const f = path.join(dir, `f${String(i).padStart(4, '0')}`);
      fs.writeFileSync(`${f}.svg`, render(t, w, h));
      await rsvg(`${f}.svg`, `${f}.png`, w, h);
      fs.rmSync(`${f}.svg`);
    });
  }
  await pool(tasks, Math.max(1, os.cpus().length));
  const mp4 = path.join(OUT, `${name}.mp4`);
  const { size, crf } = encode(dir, mp4, maxBytes, w, h);
  // poster = first frame
  const poster = path.join(OUT, `${name}.webp`);
  for (let q = 72; q >= 40; q -= 6) {
    pngToWebp(path.join(dir, 'f0000.png'), poster, q);
    if (fs.statSync(poster).size <= (w > h ? 60 : 45) * 1024) break;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`media/${name}.mp4  ${kb(size)} (crf ${crf})   media/${name}.webp  ${kb(fs.statSync(poster).size)}`);
}

const VIDEOS = {
  1: (w, h) => (t) => hero1(t, w, h),
  2: (w, h) => {
    const d = flangeDrawing(w, h);
    return (t) => hero2(t, w, h, d);
  },
  3: (w, h) => {
    const s = toolpathScene(w, h);
    return (t) => hero3(t, w, h, s);
  },
};
const preview = args.find((a) => a.startsWith('--preview='));
if (preview) {
  // quick look: write a few frames as PNGs instead of encoding
  const dir = preview.split('=')[1];
  fs.mkdirSync(dir, { recursive: true });
  for (const k of which.length ? which : [1, 2, 3])
    for (const [w, h, sfx] of [
      [1280, 720, ''],
      [540, 960, '-mobile'],
    ]) {
      const r = VIDEOS[k](w, h);
      for (const t of [0, 1.5, 3, 5, 7]) {
        const f = path.join(dir, `hero-${k}${sfx}-t${t}`);
        fs.writeFileSync(`${f}.svg`, r(t, w, h));
        await rsvg(`${f}.svg`, `${f}.png`, w, h);
      }
    }
  process.exit(0);
}
fs.mkdirSync(OUT, { recursive: true });
for (const k of which.length ? which : [1, 2, 3]) {
  await makeVideo(`hero-${k}`, VIDEOS[k](1280, 720), 1280, 720, 560 * 1024); // hard limit 700 KB
  await makeVideo(`hero-${k}-mobile`, VIDEOS[k](540, 960), 540, 960, 250 * 1024); // hard limit 300 KB
}
