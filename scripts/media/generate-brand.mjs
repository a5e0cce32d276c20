#!/usr/bin/env node
// Brand assets: logo.svg, logo-light.svg, favicon.svg, favicon.ico, apple-touch-icon.png, og-image.jpg
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { PUBLIC } from './lib/seed.mjs';
import { BRAND, markPaths, PALETTES, FONT_SANS, FONT } from './lib/brand.mjs';
import { background, frame } from './lib/blueprint.mjs';
import { Scene } from './lib/render3d.mjs';
import { PART_SPECS } from './parts.mjs';
import { ids, svgDoc, el } from './lib/util.mjs';
import { rasterise, svgToPng, CONVERT, TMP, kb } from './lib/raster.mjs';

const WEB_FONT = "Inter,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const out = (f) => path.join(PUBLIC, f);
const report = (f) => console.log(`${f}  ${kb(fs.statSync(out(f)).size)}`);

// ── logo (mark + two-line wordmark). textLength keeps the width fixed whatever font loads.
function logo({ light = false } = {}) {
  const word = light ? '#ffffff' : BRAND.navy;
  const sub = light ? BRAND.amber : '#c26a05';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="232" height="64" viewBox="0 0 232 64" role="img" aria-label="${BRAND.name}">` +
    `<title>${BRAND.name}</title>` +
    `<g transform="translate(2 4) scale(.56)">${markPaths({ hexFill: light ? BRAND.steel : BRAND.navy, accent: BRAND.amber })}</g>` +
    `<text x="70" y="33" font-family="${WEB_FONT}" font-size="29" font-weight="800" fill="${word}" textLength="158" lengthAdjust="spacingAndGlyphs">RAJKOT</text>` +
    `<text x="71" y="53" font-family="${WEB_FONT}" font-size="13.5" font-weight="600" fill="${sub}" textLength="156" lengthAdjust="spacing" letter-spacing="4">PRECISION</text>` +
    `</svg>`
  );
}
fs.writeFileSync(out('logo.svg'), logo());
fs.writeFileSync(out('logo-light.svg'), logo({ light: true }));
report('logo.svg');
report('logo-light.svg');

// ── favicon.svg: the mark alone (reads at 16 px: bold ring + amber centre)
const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` + markPaths({ hexFill: BRAND.navy, accent: BRAND.amber }) + `</svg>`;
fs.writeFileSync(out('favicon.svg'), favicon);
report('favicon.svg');

// favicon.ico (32x32) rendered from the same mark
const icoPng = svgToPng(favicon, path.join(TMP, 'fav32.png'), 32, 32);
execFileSync(CONVERT, [icoPng, '-background', 'none', out('favicon.ico')]);
report('favicon.ico');

// apple-touch-icon.png: opaque navy tile (iOS rounds the corners itself)
const touch = svgDoc(
  180,
  180,
  `<rect width="180" height="180" fill="${BRAND.navy}"/>` +
    `<g transform="translate(30 30) scale(1.2)">${markPaths({ hexFill: BRAND.steel, accent: BRAND.amber })}</g>`,
);
rasterise(touch, out('apple-touch-icon.png'), { w: 180, h: 180 });
report('apple-touch-icon.png');

// ── og-image.jpg (1200x630)
{
  const W = 1200,
    H = 630;
  const pal = PALETTES[0];
  const uid = ids('o');
  const bg = background(W, H, pal, uid, { grid: 24, major: 120 });
  const sc = new Scene({ yaw: -36, pitch: 18, roll: -10, idPrefix: 'q' });
  sc.add({ ...PART_SPECS['en8-stepped-drive-shaft'].parts[0], spos: [40, 70, -120] });
  sc.add({ ...PART_SPECS['ss316-slip-on-pipe-flange'].parts[0], spos: [-120, -40, 40] });
  sc.add({ ...PART_SPECS['gear-shaft-sub-assembly'].parts[0], spos: [130, -100, 120] });
  sc.fit({ x: 640, y: 70, w: 520, h: 480 });
  const r = sc.render({ shadowOpacity: 0.45 });
  const body = [
    bg.body,
    frame(W, H, pal, { inset: 14 }),
    r.body,
    `<g transform="translate(70 88) scale(.9)">${markPaths({ hexFill: BRAND.steel, accent: BRAND.amber })}</g>`,
    el('text', { x: 176, y: 132, fill: '#fff', 'font-family': FONT_SANS, 'font-size': 40, 'font-weight': 'bold', 'letter-spacing': 1 }, 'RAJKOT'),
    el('text', { x: 178, y: 160, fill: BRAND.amber, 'font-family': FONT_SANS, 'font-size': 19, 'letter-spacing': 7.5 }, 'PRECISION'),
    el('text', { x: 72, y: 268, fill: '#fff', 'font-family': FONT_SANS, 'font-size': 50, 'font-weight': 'bold' }, 'Precision machined'),
    el('text', { x: 72, y: 328, fill: '#fff', 'font-family': FONT_SANS, 'font-size': 50, 'font-weight': 'bold' }, 'components'),
    el('rect', { x: 72, y: 356, width: 84, height: 5, fill: BRAND.amber }),
    el('text', { x: 72, y: 404, fill: '#c9dbef', 'font-family': FONT_SANS, 'font-size': 24 }, 'CNC / VMC turned &amp; milled parts to drawing'),
    el('text', { x: 72, y: 440, fill: '#c9dbef', 'font-family': FONT_SANS, 'font-size': 24 }, 'Shafts · Bushes · Flanges · Fasteners · Assemblies'),
    el('text', { x: 72, y: 552, fill: '#8fb0d3', 'font-family': FONT, 'font-size': 20, 'letter-spacing': 3 }, 'RAJKOT, GUJARAT · SINCE 1997'),
  ].join('');
  const size = rasterise(svgDoc(W, H, body, { defs: bg.defs + r.defs }), out('og-image.jpg'), { w: W, h: H, q: 84, maxBytes: 120 * 1024 });
  console.log(`og-image.jpg  ${kb(size)}`);
}
