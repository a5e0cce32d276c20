// @database-agnostic: the shipped image files, no database (the PGlite pass only)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS } from '@rp/contract';
import { describe, expect, it } from 'vitest';

const images = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/images');
const sources = ['products', 'categories', 'industries', 'about'].flatMap((folder) =>
  fs
    .readdirSync(path.join(images, folder))
    .filter((name) => name.endsWith('.webp') && !/-\d+\.webp$/.test(name))
    .map((name) => `${folder}/${name}`),
);

// The web's <ResponsiveImage> names these copies for every shipped image (scripts/media/generate-image-variants.mjs).
describe('shipped image copies', () => {
  it('covers the product, category, industry and about images', () => {
    expect(sources.length).toBeGreaterThanOrEqual(38);
  });

  it.each(sources)('%s has AVIF and WebP copies 400 and 800 wide', async (source) => {
    const { width, height } = await sharp(path.join(images, source)).metadata();
    for (const size of IMAGE_VARIANT_WIDTHS) {
      for (const format of IMAGE_VARIANT_FORMATS) {
        const meta = await sharp(path.join(images, source.replace(/\.webp$/, `-${size}.${format}`))).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(size);
        expect(meta.height).toBe(Math.round((size * height!) / width!));
      }
    }
  });
});
