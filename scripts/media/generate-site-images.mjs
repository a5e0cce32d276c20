#!/usr/bin/env node
// About-page art, the default product image and the placeholder:
//   images/about/plant.webp (1200x800), images/about/founder.webp (600x750),
//   default-image.jpg (800x600), images/placeholder-product.svg
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC } from './lib/seed.mjs';
import { rasterise, kb } from './lib/raster.mjs';
import { plantSvg } from './site-images/plant.mjs';
import { founderSvg } from './site-images/founder.mjs';
import { defaultImageSvg } from './site-images/default-image.mjs';
import { placeholder } from './site-images/placeholder.mjs';

const out = (f) => path.join(PUBLIC, f);

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
