#!/usr/bin/env node
// Renders one blueprint-style catalogue image per seed product:
//   apps/web/public/images/products/<slug>.webp  (800x600, WebP)
// Usage: node scripts/media/generate-product-images.mjs [slug ...]
import path from 'node:path';
import { loadSeedProducts, PUBLIC } from './lib/seed.mjs';
import { PART_SPECS, CATEGORY_DEFAULTS } from './parts.mjs';
import { productSheet, materialKey } from './lib/compose.mjs';
import { rasterise, kb } from './lib/raster.mjs';

const only = new Set(process.argv.slice(2));
const products = loadSeedProducts();
const outDir = path.join(PUBLIC, 'images/products');
let total = 0;
products.forEach((p, i) => {
  if (only.size && !only.has(p.slug)) return;
  let spec = PART_SPECS[p.slug];
  if (!spec) {
    // Unknown product: reuse its category's default geometry, coloured by its material.
    const base = PART_SPECS[CATEGORY_DEFAULTS[p.Category] || CATEGORY_DEFAULTS.shafts];
    spec = { ...base, parts: base.parts.map((part) => ({ ...part, mat: materialKey(p.ProductMaterial) })) };
  }
  const svg = productSheet(p, spec, i);
  const out = path.join(outDir, `${p.slug}.webp`);
  const size = rasterise(svg, out, { w: 800, h: 600, q: 72, maxBytes: 40 * 1024 });
  total += size;
  console.log(`${p.slug}.webp  ${kb(size)}`);
});
console.log(`products: ${kb(total)} total`);
