#!/usr/bin/env node
// About-page art, the default product image and the placeholder:
//   images/about/plant.webp (1200x800), images/about/founder.webp (600x750),
//   default-image.jpg (800x600), images/placeholder-product.svg
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC } from './lib/seed.mjs';
import { Scene } from './lib/render3d.mjs';
import { background, frame } from './lib/blueprint.mjs';
import { markPaths, PALETTES, BRAND, FONT, FONT_SANS } from './lib/brand.mjs';
import { ids, svgDoc, el, n, pathD } from './lib/util.mjs';
import { rasterise, kb } from './lib/raster.mjs';

const out = (f) => path.join(PUBLIC, f);

// ── Plant: isometric machine-shop illustration ───────────────────────────────
export function plantSvg({ W = 1200, H = 800, lights = 1, labels = true } = {}) {
  const pal = PALETTES[0];
  const uid = ids('w');
  const bg = background(W, H, pal, uid, { grid: 20, major: 100, gridAlpha: 0.6 });
  const S = 19.5 * (W / 1200),
    OX = W * 0.5 - 7 * S * 0.866,
    OY = 34 + 9.6 * S;
  const iso = (x, y, z) => [OX + (x - y) * 0.866 * S, OY + (x + y) * 0.5 * S - z * S];
  const poly = (pts, attrs) => el('path', { d: pathD(pts.map((p) => iso(...p))), ...attrs });
  const edge = 'rgba(190,220,255,0.55)';
  const o = [];
  const FX = 36,
    FY = 22,
    WH = 8.5;
  // floor
  o.push(
    poly(
      [
        [0, 0, 0],
        [FX, 0, 0],
        [FX, FY, 0],
        [0, FY, 0],
      ],
      { fill: '#10294a', stroke: edge, 'stroke-width': 1 },
    ),
  );
  let g = '';
  for (let x = 2; x < FX; x += 2) g += pathD([iso(x, 0, 0), iso(x, FY, 0)], false);
  for (let y = 2; y < FY; y += 2) g += pathD([iso(0, y, 0), iso(FX, y, 0)], false);
  o.push(el('path', { d: g, stroke: 'rgba(150,195,255,0.09)', 'stroke-width': 1, fill: 'none' }));
  // safety lanes
  const lane = (a, b) =>
    el('path', { d: pathD([iso(...a), iso(...b)], false), stroke: BRAND.amber, 'stroke-width': 2, 'stroke-dasharray': '14 8', opacity: 0.75 });
  o.push(lane([1, 8, 0], [FX - 1, 8, 0]), lane([1, 14.5, 0], [FX - 1, 14.5, 0]), lane([24.5, 1, 0], [24.5, 21, 0]));
  // back walls with windows
  o.push(
    poly(
      [
        [0, 0, 0],
        [FX, 0, 0],
        [FX, 0, WH],
        [0, 0, WH],
      ],
      { fill: '#143258', stroke: edge, 'stroke-width': 1 },
    ),
  );
  o.push(
    poly(
      [
        [0, 0, 0],
        [0, FY, 0],
        [0, FY, WH],
        [0, 0, WH],
      ],
      { fill: '#0f2746', stroke: edge, 'stroke-width': 1 },
    ),
  );
  const gl = uid();
  const defs = [
    `<linearGradient id="${gl}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa3d8" stop-opacity="${0.55 * lights}"/><stop offset="1" stop-color="#2b5d91" stop-opacity="${0.25 * lights}"/></linearGradient>`,
  ];
  for (let x = 1.5; x < FX - 1; x += 3.5) {
    o.push(
      poly(
        [
          [x, 0, 4.2],
          [x + 2.4, 0, 4.2],
          [x + 2.4, 0, 7.6],
          [x, 0, 7.6],
        ],
        { fill: `url(#${gl})`, stroke: edge, 'stroke-width': 0.8 },
      ),
    );
    o.push(
      el('path', {
        d: pathD([iso(x + 1.2, 0, 4.2), iso(x + 1.2, 0, 7.6)], false) + pathD([iso(x, 0, 5.9), iso(x + 2.4, 0, 5.9)], false),
        stroke: edge,
        'stroke-width': 0.6,
        fill: 'none',
      }),
    );
  }
  for (let y = 1.5; y < FY - 1; y += 3.5)
    o.push(
      poly(
        [
          [0, y, 4.2],
          [0, y + 2.4, 4.2],
          [0, y + 2.4, 7.6],
          [0, y, 7.6],
        ],
        { fill: `url(#${gl})`, stroke: edge, 'stroke-width': 0.8, opacity: 0.8 },
      ),
    );
  // big roller door on the side wall
  o.push(
    poly(
      [
        [0, 15.5, 0],
        [0, 20.5, 0],
        [0, 20.5, 5],
        [0, 15.5, 5],
      ],
      { fill: '#173a63', stroke: edge, 'stroke-width': 1 },
    ),
  );
  let slats = '';
  for (let z = 0.5; z < 5; z += 0.5) slats += pathD([iso(0, 15.5, z), iso(0, 20.5, z)], false);
  o.push(el('path', { d: slats, stroke: 'rgba(190,220,255,0.25)', 'stroke-width': 0.7, fill: 'none' }));
  // roof trusses
  let tr = '';
  for (let x = 0; x <= FX; x += 6) tr += pathD([iso(x, 0, WH), iso(x, 4, WH + 1.2), iso(x, 8, WH)], false);
  o.push(el('path', { d: tr, stroke: 'rgba(190,220,255,0.3)', 'stroke-width': 1, fill: 'none' }));
  // overhead crane rails and bridge
  o.push(
    el('path', {
      d: pathD([iso(0.2, 3, 7.2), iso(FX, 3, 7.2)], false) + pathD([iso(0.2, 19, 7.2), iso(FX, 19, 7.2)], false),
      stroke: 'rgba(190,220,255,0.35)',
      'stroke-width': 1.2,
      fill: 'none',
    }),
  );

  const boxes = [];
  const box = (x, y, z, w, d, h, c, deco = []) => boxes.push({ x, y, z, w, d, h, c, deco });
  const machine = { top: '#3f6c98', left: '#2d5580', right: '#21456b' };
  const quadX = (x, y0, y1, z0, z1) => [
    [x, y0, z0],
    [x, y1, z0],
    [x, y1, z1],
    [x, y0, z1],
  ];
  const quadY = (y, x0, x1, z0, z1) => [
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ];
  const glassF = { fill: '#0b1d33', stroke: '#9cc6f0', 'stroke-width': 1 };
  const stripe = { fill: BRAND.amber, opacity: 0.9 };
  const lightTower = (x, y, z) => [{ q: null, tower: [x, y, z] }];
  // VMC row
  for (const x of [2, 7.5, 13, 18.5]) {
    box(x, 3, 0, 4, 2.6, 2.8, machine, [
      { pts: quadY(5.6, x + 0.5, x + 2.9, 0.9, 2.4), a: glassF },
      { pts: quadY(5.6, x + 0.2, x + 3.8, 0.35, 0.5), a: stripe },
      { pts: quadX(x + 4, 3.6, 5, 1.4, 2.3), a: { fill: '#0e223b', stroke: '#9cc6f0', 'stroke-width': 0.8 } },
      ...lightTower(x + 3.6, 3.3, 2.8),
    ]);
    box(x + 3.2, 5.6, 0, 0.8, 0.5, 1.6, { top: '#4c78a3', left: '#34608b', right: '#2a5078' });
  }
  // CNC lathe row
  for (const x of [2, 8.5, 15]) {
    box(x, 10, 0, 5, 2.2, 2.3, machine, [
      { pts: quadY(12.2, x + 0.6, x + 3.4, 0.9, 2.0), a: glassF },
      { pts: quadY(12.2, x + 0.2, x + 4.8, 0.3, 0.45), a: stripe },
      { pts: quadY(12.2, x + 3.8, x + 4.7, 1.0, 2.0), a: { fill: '#0e223b', stroke: '#9cc6f0', 'stroke-width': 0.8 } },
      ...lightTower(x + 4.6, 10.3, 2.3),
    ]);
  }
  // bar-stock rack
  box(3, 17, 0, 12, 1.6, 0.3, { top: '#4a6f95', left: '#34597f', right: '#2a4b6d' });
  box(3, 17, 1.1, 12, 1.6, 0.12, { top: '#7fa6cc', left: '#5b84ad', right: '#4a7298' });
  box(3, 17, 1.7, 12, 1.6, 0.12, { top: '#9fc0e0', left: '#6f96bd', right: '#5a82a8' });
  // pallets of finished parts
  for (const [x, y] of [
    [20, 16.5],
    [21.8, 17.8],
  ]) {
    box(x, y, 0, 1.5, 1.2, 0.25, { top: '#6a5a3e', left: '#54472f', right: '#463b27' });
    box(x + 0.1, y + 0.1, 0.25, 1.3, 1.0, 0.7, { top: '#c69a4a', left: '#a57c35', right: '#8a672b' });
  }
  // QC / metrology room (glass)
  boxes.push({ x: 27, y: 2, z: 0, w: 7.5, d: 8, h: 3.2, glassRoom: true });
  // CMM inside
  box(29, 4, 0, 3.2, 3, 0.9, { top: '#8fb5da', left: '#5e86ae', right: '#4b7197' });
  box(29.2, 4.3, 0.9, 0.3, 2.4, 1.6, { top: '#b9d3ec', left: '#86a9cb', right: '#6f93b6' });
  box(31.9, 4.3, 0.9, 0.3, 2.4, 1.6, { top: '#b9d3ec', left: '#86a9cb', right: '#6f93b6' });
  box(29.2, 5.2, 2.5, 3.0, 0.5, 0.3, { top: '#d9e8f6', left: '#a9c2da', right: '#8fa9c2' });
  // tool crib / desk
  box(27, 16, 0, 3.5, 1.2, 1.0, machine);
  box(31.5, 15.5, 0, 2.2, 2.2, 2.2, machine, [
    { pts: quadY(17.7, 31.8, 33.4, 0.4, 1.9), a: { fill: '#0e223b', stroke: '#9cc6f0', 'stroke-width': 0.8 } },
  ]);

  boxes.sort((a, b) => a.x + a.w / 2 + a.y + a.d / 2 - (b.x + b.w / 2 + b.y + b.d / 2));
  for (const b of boxes) {
    const { x, y, z, w, d, h } = b;
    // soft shadow
    if (z === 0)
      o.push(
        poly(
          [
            [x + 0.3, y + d, 0],
            [x + w + 0.6, y + d, 0],
            [x + w + 0.6, y + d + 0.8, 0],
            [x + 0.3, y + d + 0.8, 0],
          ],
          { fill: '#050d19', opacity: 0.35 },
        ),
      );
    if (b.glassRoom) {
      const st = { fill: 'rgba(120,180,240,0.10)', stroke: '#9cc6f0', 'stroke-width': 1 };
      o.push(
        poly(
          [
            [x, y + d, z],
            [x + w, y + d, z],
            [x + w, y + d, z + h],
            [x, y + d, z + h],
          ],
          st,
        ),
      );
      o.push(
        poly(
          [
            [x + w, y, z],
            [x + w, y + d, z],
            [x + w, y + d, z + h],
            [x + w, y, z + h],
          ],
          st,
        ),
      );
      let mull = '';
      for (let k = 1; k < 5; k++) mull += pathD([iso(x + (w * k) / 5, y + d, 0), iso(x + (w * k) / 5, y + d, h)], false);
      for (let k = 1; k < 5; k++) mull += pathD([iso(x + w, y + (d * k) / 5, 0), iso(x + w, y + (d * k) / 5, h)], false);
      o.push(el('path', { d: mull, stroke: '#9cc6f0', 'stroke-width': 0.7, opacity: 0.6, fill: 'none' }));
      continue;
    }
    const c = b.c;
    o.push(
      poly(
        [
          [x, y + d, z],
          [x + w, y + d, z],
          [x + w, y + d, z + h],
          [x, y + d, z + h],
        ],
        { fill: c.left, stroke: edge, 'stroke-width': 0.8 },
      ),
    );
    o.push(
      poly(
        [
          [x + w, y, z],
          [x + w, y + d, z],
          [x + w, y + d, z + h],
          [x + w, y, z + h],
        ],
        { fill: c.right, stroke: edge, 'stroke-width': 0.8 },
      ),
    );
    o.push(
      poly(
        [
          [x, y, z + h],
          [x + w, y, z + h],
          [x + w, y + d, z + h],
          [x, y + d, z + h],
        ],
        { fill: c.top, stroke: edge, 'stroke-width': 0.8 },
      ),
    );
    for (const dd of b.deco) {
      if (dd.tower) {
        const [tx, ty, tz] = dd.tower;
        const [bx, by] = iso(tx, ty, tz);
        const cols = ['#37d67a', BRAND.amber, '#e5533d'];
        o.push(el('rect', { x: bx - 1, y: by - 8, width: 2, height: 8, fill: '#9cc6f0' }));
        cols.forEach((cc, k) =>
          o.push(el('rect', { x: bx - 3.5, y: by - 15 - k * 6.5, width: 7, height: 6, rx: 1.5, fill: cc, opacity: k === 1 ? 1 : 0.5 })),
        );
        continue;
      }
      o.push(poly(dd.pts, dd.a));
    }
  }
  // crane bridge & hook over the lathe bay
  o.push(el('path', { d: pathD([iso(12, 3, 7.2), iso(12, 19, 7.2)], false), stroke: BRAND.amber, 'stroke-width': 4, opacity: 0.75, fill: 'none' }));
  const [hx, hy] = iso(12, 9, 7.2);
  o.push(el('path', { d: `M${n(hx)} ${n(hy)}V${n(hy + 70)}`, stroke: '#9cc6f0', 'stroke-width': 1.2 }));
  o.push(el('path', { d: `M${n(hx - 5)} ${n(hy + 70)}h10v8a5 5 0 0 1-10 0z`, fill: BRAND.amber }));
  // area labels (blueprint call-outs)
  const tag = (x, y, text) => {
    const [tx, ty] = iso(x, y, 0);
    return (
      el('path', { d: `M${n(tx)} ${n(ty)}v18`, stroke: BRAND.amber, 'stroke-width': 1, opacity: 0.8 }) +
      el('circle', { cx: tx, cy: ty, r: 2.5, fill: BRAND.amber }) +
      el(
        'text',
        {
          x: tx,
          y: ty + 32,
          fill: '#dbe9f7',
          'font-family': FONT,
          'font-size': 13 * (W / 1200),
          'letter-spacing': 2,
          'text-anchor': 'middle',
          opacity: 0.85,
        },
        text,
      )
    );
  };
  if (labels)
    o.push(
      tag(23.6, 5.2, 'VMC MACHINING'),
      tag(17.8, 12.9, 'CNC TURNING'),
      tag(30.5, 11, 'QC / METROLOGY'),
      tag(9, 19.4, 'RAW MATERIAL'),
      tag(22, 20, 'DISPATCH'),
    );
  const body = bg.body + o.join('') + frame(W, H, pal, { inset: 12, zones: false, opacity: 0.4 });
  return svgDoc(W, H, body, { defs: bg.defs + defs.join('') });
}

// ── Founder portrait placeholder ────────────────────────────────────────────
function founderSvg() {
  const W = 600,
    H = 750;
  const g1 = 'f1',
    g2 = 'f2',
    g3 = 'f3';
  const defs =
    `<radialGradient id="${g1}" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#2f5a86"/><stop offset="0.6" stop-color="#173a5e"/><stop offset="1" stop-color="#0b2545"/></radialGradient>` +
    `<linearGradient id="${g2}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b7fa6"/><stop offset="1" stop-color="#21466e"/></linearGradient>` +
    `<linearGradient id="${g3}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2545" stop-opacity="0"/><stop offset="1" stop-color="#071a31" stop-opacity="0.85"/></linearGradient>` +
    `<pattern id="fg" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30 0H0V30" fill="none" stroke="rgba(150,195,255,0.07)"/></pattern>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${g1})"/>`,
    `<rect width="${W}" height="${H}" fill="url(#fg)"/>`,
    `<circle cx="300" cy="330" r="230" fill="none" stroke="rgba(245,165,36,0.35)" stroke-width="1.5" stroke-dasharray="14 5 3 5"/>`,
    `<path d="M300 80V120M300 540V580M50 330H90M510 330H550" stroke="rgba(245,165,36,0.5)" stroke-width="1.5"/>`,
    // shoulders / jacket
    `<path d="M70 750C78 610 150 540 250 512L300 560L350 512C450 540 522 610 530 750Z" fill="url(#${g2})"/>`,
    // shirt collar V and lapels
    `<path d="M250 512L300 610L350 512L332 505L300 560L268 505Z" fill="#c9d8e8" opacity="0.85"/>`,
    `<path d="M250 512L222 560L300 700M350 512L378 560L300 700" fill="none" stroke="#12304f" stroke-width="3" opacity="0.6"/>`,
    // neck
    `<path d="M262 420H338V500L300 560L262 500Z" fill="#3f6690"/>`,
    // head
    `<ellipse cx="300" cy="330" rx="92" ry="112" fill="url(#${g2})"/>`,
    // soft rim light on the left of head and shoulder
    `<path d="M214 300C218 240 250 212 290 220C252 230 228 262 226 330C226 370 240 404 262 426C232 404 212 360 214 300Z" fill="#8fb0d3" opacity="0.18"/>`,
    `<rect width="${W}" height="${H}" fill="url(#${g3})"/>`,
    `<g transform="translate(536 686) scale(.36)" opacity="0.8">${markPaths({ hexFill: BRAND.steel, accent: BRAND.amber })}</g>`,
  ].join('');
  return svgDoc(W, H, body, { defs });
}

// ── Default product image (neutral branded render) ───────────────────────────
function defaultImageSvg() {
  const W = 800,
    H = 600;
  const uid = ids('z');
  const pal = { top: '#2b3a4c', bottom: '#151d27', grid: '170,190,215', line: '#dfe7f0', accent: BRAND.amber };
  const bg = background(W, H, pal, uid, { grid: 20, major: 100 });
  const sc = new Scene({ yaw: -36, pitch: 18, roll: -10, idPrefix: 'd' });
  sc.add({
    mat: 'steel',
    bore: undefined,
    segs: [
      { type: 'cone', l: 2, d0: 36, d1: 40 },
      { type: 'cyl', l: 60, d: 40, feats: [{ type: 'keyway', len: 40, w: 10, at: 0.5, ang: 28 }] },
      { type: 'cyl', l: 30, d: 55, mat: 'bearing' },
      { type: 'cone', l: 6, d0: 55, d1: 70 },
      { type: 'cyl', l: 22, d: 150, face: { holes: [{ pcd: 118, n: 6, d: 14, start: 30, through: true }], centre: 6 } },
    ],
  });
  sc.fit({ x: 150, y: 70, w: 500, h: 400 });
  const r = sc.render({ shadowOpacity: 0.5 });
  const body =
    bg.body +
    frame(W, H, pal, { inset: 10, zones: false, opacity: 0.35 }) +
    r.body +
    `<g transform="translate(318 512) scale(.34)">${markPaths({ hexFill: '#34516f', accent: BRAND.amber })}</g>` +
    el(
      'text',
      { x: 360, y: 531, fill: '#dfe7f0', opacity: 0.8, 'font-family': FONT_SANS, 'font-size': 17, 'font-weight': 'bold', 'letter-spacing': 2 },
      'RAJKOT PRECISION',
    );
  return svgDoc(W, H, body, { defs: bg.defs + r.defs });
}

// ── Placeholder (hand-written, tiny) ────────────────────────────────────────
const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="Image coming soon">
<rect width="800" height="600" fill="#eef2f6"/>
<path d="M0 560H800" stroke="#dde4ec" stroke-width="80"/>
<g fill="none" stroke="#9aa8b8" stroke-width="4" stroke-linejoin="round">
<path d="M232 270h56v-20h70v-22h104v22h70v20h36v60h-36v20h-70v22H358v-22h-70v-20h-56z" fill="#f8fafc"/>
<path d="M288 250v100M358 228v144M462 228v144M532 250v100"/>
</g>
<path d="M212 300h376" stroke="#f5a524" stroke-width="2.5" stroke-dasharray="22 6 4 6"/>
<path d="M252 288h24a12 12 0 0 1 0 24h-24a12 12 0 0 1 0-24z" fill="none" stroke="#9aa8b8" stroke-width="3"/>
<text x="400" y="450" text-anchor="middle" font-family="Inter,'Segoe UI',Roboto,Arial,sans-serif" font-size="30" font-weight="600" fill="#6b7a8c">Image coming soon</text>
</svg>
`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let s = rasterise(plantSvg(), out('images/about/plant.webp'), { w: 1200, h: 800, q: 76, maxBytes: 80 * 1024 });
  console.log(`images/about/plant.webp  ${kb(s)}`);
  s = rasterise(founderSvg(), out('images/about/founder.webp'), { w: 600, h: 750, q: 72, maxBytes: 30 * 1024 });
  console.log(`images/about/founder.webp  ${kb(s)}`);
  s = rasterise(defaultImageSvg(), out('default-image.jpg'), { w: 800, h: 600, q: 78, maxBytes: 40 * 1024 });
  console.log(`default-image.jpg  ${kb(s)}`);
  fs.mkdirSync(path.dirname(out('images/placeholder-product.svg')), { recursive: true });
  fs.writeFileSync(out('images/placeholder-product.svg'), placeholder);
  console.log(`images/placeholder-product.svg  ${kb(placeholder.length)}`);
}
