#!/usr/bin/env node
// Industry illustrations: apps/web/public/images/industries/<slug>.webp (960x640, < 50 KB).
// Blueprint line art of the machine, plus a "detail" callout with a 3D render of the
// kind of part we supply to that industry.
import path from 'node:path';
import { PUBLIC } from './lib/seed.mjs';
import { background, frame } from './lib/blueprint.mjs';
import { PALETTES } from './lib/brand.mjs';
import { detailCallout } from './lib/lineart.mjs';
import { ids, svgDoc } from './lib/util.mjs';
import { rasterise, kb } from './lib/raster.mjs';
import { W, H } from './industries/drawing-kit.mjs';
import { energy } from './industries/energy-power.mjs';
import { textile } from './industries/textile-machinery.mjs';
import { automotive } from './industries/automotive.mjs';
import { aerospace } from './industries/aerospace-defense.mjs';
import { ev } from './industries/electric-vehicles.mjs';
import { agriculture } from './industries/agriculture-equipment.mjs';

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
