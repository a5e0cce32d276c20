// hero-3: VMC toolpath, a cutter circling a pocket with a fading trail.
import { BRAND, FONT_MONO } from '../lib/brand.mjs';
import { svgDoc, el, n, pathD } from '../lib/util.mjs';
import { SECONDS, TAU } from './loop-timing.mjs';
import { backdrop } from './backdrop.mjs';
import { polyLen, pointAt, roundedRectPath } from './polyline.mjs';

export function toolpathScene(W, H) {
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

export function toolpathFrame(t, W, H, sc) {
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
