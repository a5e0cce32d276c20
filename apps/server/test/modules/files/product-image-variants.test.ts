import sharp from 'sharp';
import { buildProduct, toDataUrl } from '@rp/contract/testing';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, imageVariants } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';

const ctx = await setupApp();
const token = await ctx.login();
const saveProduct = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/product/save', payload, headers: ctx.auth(token) });

/** A real photo-like picture: a colour gradient, 1200x900, as PNG or JPEG. */
async function picture(format: 'png' | 'jpeg', width = 1200, height = 900) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

const upload = (bytes: Buffer, type: string, name: string) =>
  saveProduct(buildProduct({ ProductImagesType: 'UploadImage', ProductImages: toDataUrl(type, bytes), ProductMediaFileName: name }));

describe('uploaded product images', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
  ] as const)('a %s upload keeps the original and gets 400 and 800 wide AVIF and WebP copies', async (format, type) => {
    const original = await picture(format);
    const res = await upload(original, type, `part.${format}`);
    expect(res.statusCode).toBe(200);
    const product = res.json().data;

    const stored = await ctx.app.inject({ method: 'GET', url: product.ProductImages });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(original)).toBe(true);

    const variants = product.ProductImageVariants as { width: number; format: string; url: string }[];
    expect(variants.map((v) => `${v.format} ${v.width}`)).toEqual(['avif 400', 'avif 800', 'webp 400', 'webp 800']);
    for (const variant of variants) {
      expect(variant.url).toBe(`${product.ProductImages}/${variant.width}.${variant.format}`);
      const served = await ctx.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      if (variant.format === 'avif') expect(meta.compression).toBe('av1');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe((variant.width * 3) / 4);
    }

    // The public list and getByID carry the same variants.
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/v1/product/list' }))
      .json()
      .data.find((p: { _id: string }) => p._id === product._id);
    expect(listed.ProductImageVariants).toEqual(variants);
  });

  it('a small image is enlarged so each copy is as wide as its srcset descriptor says', async () => {
    const res = await upload(await picture('png', 200, 100), 'image/png', 'small.png');
    expect(res.statusCode).toBe(200);
    const variants = res.json().data.ProductImageVariants as { width: number; url: string }[];
    for (const v of variants) expect((await sharp((await ctx.app.inject({ method: 'GET', url: v.url })).rawPayload).metadata()).width).toBe(v.width);
  });

  it('refuses a file that is not an image with a clear 400, and stores nothing', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(files))[0]!.n;
    const res = await upload(Buffer.from('%PDF-1.4\nnot a picture'), 'image/png', 'drawing.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid file type. Please select an image.');
    expect((await ctx.database.db.select({ n: count() }).from(files))[0]!.n).toBe(before);
  });

  it('refuses an image sharp cannot read (right signature, broken body) with a 400, not a 500', async () => {
    const broken = Buffer.concat([(await picture('png')).subarray(0, 40), Buffer.alloc(2000, 7)]);
    const res = await upload(broken, 'image/png', 'broken.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image could not be read. Please upload a valid JPEG, PNG, GIF or WebP file.');
    expect(res.json().errors.ProductImages).toMatch(/could not be read/);
  });

  it('deletes the copies with the product, and answers 404 for them afterwards', async () => {
    const product = (await upload(await picture('jpeg'), 'image/jpeg', 'gone.jpg')).json().data;
    const fileId = (product.ProductImages as string).split('/').pop()!;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/product/remove',
      payload: { _id: product._id },
      headers: ctx.auth(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await ctx.database.db.select({ n: count() }).from(imageVariants).where(eq(imageVariants.fileId, fileId)))[0]!.n).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: product.ProductImageVariants[0].url })).statusCode).toBe(404);
  });

  it('answers 400 for a variant name that is not one of the sizes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/media/00000000-0000-4000-8000-000000000000/300.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/400 or 800/);
  });

  it('a product whose image is an outside link has no variants', async () => {
    const res = await saveProduct(buildProduct({ ProductImagesType: 'URL', ProductImages: 'https://cdn.example.com/part.jpg' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ProductImageVariants).toBeUndefined();
  });
});
