// Writes the responsive copies of every shipped raster image (ADR 038): for each
// apps/web/public/images/{products,categories,industries,about}/<name>.webp, the files
// <name>-400.avif, <name>-800.avif, <name>-400.webp and <name>-800.webp beside it.
// The output is committed (the web build stays quick and needs no encoder): re-run it after changing
// or adding an image. apps/server/test/web/shipped-image-variants.test.ts checks every copy is there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/images');
const FOLDERS = ['products', 'categories', 'industries', 'about'];
// Keep in step with IMAGE_VARIANT_WIDTHS / IMAGE_VARIANT_FORMATS in packages/contract/src/images.ts.
const WIDTHS = [400, 800];
// Committed once, so a slow, thorough AVIF encoder is affordable here (uploads use effort 2).
const ENCODE = {
  avif: (image) => image.avif({ quality: 50, effort: 7 }),
  webp: (image) => image.webp({ quality: 75, effort: 6 }),
};

// `node scripts/media/generate-image-variants.mjs products/x.webp ...` redoes only those (all: ~6 min on 2 cores).
const only = process.argv.slice(2);
const sources = FOLDERS.flatMap((folder) =>
  fs
    .readdirSync(path.join(ROOT, folder))
    .filter((name) => name.endsWith('.webp') && !/-\d+\.webp$/.test(name))
    .filter((name) => !only.length || only.includes(`${folder}/${name}`))
    .map((name) => path.join(ROOT, folder, name)),
);

let before = 0;
let after = 0;
for (const source of sources) {
  before += fs.statSync(source).size;
  for (const width of WIDTHS) {
    for (const [format, encode] of Object.entries(ENCODE)) {
      // Sources narrower than 800 (categories 600, the founder 600) are enlarged so every descriptor is true.
      const file = source.replace(/\.webp$/, `-${width}.${format}`);
      await encode(sharp(source).resize({ width })).toFile(file);
      if (width === 400 && format === 'avif') after += fs.statSync(file).size;
    }
  }
  console.log(path.relative(ROOT, source));
}
console.log(`${sources.length} images: originals ${Math.round(before / 1024)} KB, 400 wide AVIF ${Math.round(after / 1024)} KB`);
