import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildProduct, TINY_PNG_DATA_URL, toDataUrl } from '@rp/contract/testing';
import { CATEGORY_SLUGS, PRODUCT_TAGS } from '@rp/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema.js';
import { seedProducts } from '../../src/db/seed-products.js';
import { setupApp } from '../helpers.js';

const ctx = await setupApp();
const token = await ctx.login();
const saveProduct = (payload: object, headers = ctx.auth(token)) => ctx.app.inject({ method: 'POST', url: '/api/v1/product/save', payload, headers });
const getById = (_id: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/product/getByID', payload: { _id } });
const listAll = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/product/list' })).json().data as Record<string, unknown>[];

describe('seeded catalogue', () => {
  it('has at least 18 products across all six categories, each complete with an image', async () => {
    const products = await listAll();
    expect(products.length).toBe(seedProducts.length);
    expect(products.length).toBeGreaterThanOrEqual(18);
    expect(new Set(products.map((p) => p.Category))).toEqual(new Set(CATEGORY_SLUGS));
    for (const p of products) {
      for (const key of [
        'ProductStn',
        'ProductDescription',
        'ProductMaterial',
        'ProductTolerance',
        'ProductApplication',
        'ProductFinish',
        'ProductImages',
      ]) {
        expect(p[key], `${p.ProductTitle} ${key}`).toMatch(/\S/);
      }
      expect(Number.isNaN(Date.parse(p.DateAdded as string))).toBe(false);
      for (const tag of p.Tags as string[]) expect(PRODUCT_TAGS).toContain(tag);
    }
  });

  it('points every seeded product at an image file that exists in the web app', () => {
    const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
    for (const p of seedProducts) {
      expect(p.image, p.slug).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/);
      expect(fs.existsSync(path.join(publicDir, p.image)), `${p.image} exists`).toBe(true);
    }
  });

  it('seeds only once: a second start on the same database adds nothing', async () => {
    const { seedCatalogOnce } = await import('../../src/db/seed.js');
    expect(await seedCatalogOnce(ctx.database.db)).toBe(false);
    expect(await listAll()).toHaveLength(seedProducts.length);
  });
});

describe('GET /product/list and POST /product/getByID (public)', () => {
  it('lists without a session and never inlines image bytes', async () => {
    await saveProduct(buildProduct({ ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL, ProductMediaFileName: 'tiny.png' }));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/list' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data:image');
    expect(res.body).not.toContain(TINY_PNG_DATA_URL.split(',')[1]);
  });

  it('answers one product in data[0]', async () => {
    const [first] = await listAll();
    const res = await getById(first!._id as string);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toEqual(first);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'abc', "' or 1=1 --"])('answers 404 for id %s', async (id) => {
    const res = await getById(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Product not found.' });
  });

  it('answers 400 without an _id', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/product/getByID', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /product/save (admin)', () => {
  it('creates a product from an image URL with a timestamp ProductId', async () => {
    const before = Date.now();
    const res = await saveProduct(buildProduct({ ProductTitle: '  Ground EN24 Shaft ', ProductImages: 'https://cdn.example.com/shaft.jpg' }));
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      ProductTitle: 'Ground EN24 Shaft',
      ProductImagesType: 'URL',
      ProductImages: 'https://cdn.example.com/shaft.jpg',
      Category: 'shafts',
      Tags: ['New'],
    });
    expect(Number(p.ProductId)).toBeGreaterThanOrEqual(before);
  });

  it('stores an uploaded image in the files table and serves it by URL with long cache headers', async () => {
    const res = await saveProduct(
      buildProduct({ ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL, ProductMediaFileName: 'tiny.png' }),
    );
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.ProductImages).toMatch(/^\/api\/v1\/media\/[0-9a-f-]{36}$/);
    expect(p.ProductMediaFileName).toBe('tiny.png');
    const image = await ctx.app.inject({ method: 'GET', url: p.ProductImages });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(Buffer.from(TINY_PNG_DATA_URL.split(',')[1]!, 'base64'))).toBe(true);
  });

  it('keeps the ProductId and the stored upload on edit when no new image is chosen', async () => {
    const created = (
      await saveProduct(buildProduct({ ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL, ProductMediaFileName: 'a.png' }))
    ).json().data;
    const res = await saveProduct({ ...created, ProductId: 'something-else', ProductTitle: 'Renamed', ProductImages: created.ProductImages });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: created._id,
      ProductId: created.ProductId,
      ProductTitle: 'Renamed',
      ProductImages: created.ProductImages,
      ProductMediaFileName: 'a.png',
    });
  });

  it('switching an uploaded image to a URL deletes the stored file', async () => {
    const created = (
      await saveProduct(buildProduct({ ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL, ProductMediaFileName: 'b.png' }))
    ).json().data;
    const [before] = await ctx.database.db.select({ n: count() }).from(files);
    const res = await saveProduct({ ...created, ProductImagesType: 'URL', ProductImages: '/images/products/x.webp' });
    expect(res.json().data).toMatchObject({ ProductImagesType: 'URL', ProductImages: '/images/products/x.webp', ProductMediaFileName: '' });
    const [after] = await ctx.database.db.select({ n: count() }).from(files);
    expect(after!.n).toBe(before!.n - 1);
    expect((await ctx.app.inject({ method: 'GET', url: created.ProductImages })).statusCode).toBe(404);
  });

  it.each([
    ['ProductTitle', { ProductTitle: '   ' }, 'Product title is required.'],
    ['ProductStn', { ProductStn: '' }, 'Product STN is required.'],
    ['ProductImages', { ProductImages: '' }, 'A product image is required.'],
    ['ProductImages', { ProductImages: 'javascript:alert(1)' }, 'Please enter a valid image URL (https://...).'],
    [
      'ProductImages',
      { ProductImagesType: 'UploadImage', ProductImages: toDataUrl('image/png', 'GIF89a-not-really-a-png'.replace('GIF89a', 'text')) },
      'Invalid file type. Please select an image.',
    ],
    [
      'ProductImages',
      { ProductImagesType: 'UploadImage', ProductImages: toDataUrl('application/pdf', '%PDF-1.4') },
      'Invalid file type. Please select an image.',
    ],
    ['ProductImages', { ProductImagesType: 'UploadImage', ProductImages: '/not/a/data/url.png' }, 'A product image is required.'],
    ['ProductImagesType', { ProductImagesType: 'Base64' }, "ProductImagesType must be 'URL' or 'UploadImage'."],
    ['Category', { Category: 'gears' }, 'Please choose one of the six categories.'],
    ['Tags', { Tags: ['Cheap'] }, 'Tags must be Popular, New, Ready Stock or Custom Made.'],
  ])('rejects a bad %s with 400', async (field, override, message) => {
    const res = await saveProduct({ ...buildProduct(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ [field]: message });
  });

  it('accepts GIF and WebP uploads by their bytes', async () => {
    // Real pictures: the server decodes each upload to make its AVIF and WebP copies (ADR 038).
    const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#b45309' } });
    const gif = toDataUrl('image/gif', await pixel.clone().gif().toBuffer());
    const webp = toDataUrl('image/webp', await pixel.clone().webp().toBuffer());
    for (const img of [gif, webp]) {
      const res = await saveProduct(buildProduct({ ProductImagesType: 'UploadImage', ProductImages: img, ProductMediaFileName: 'x' }));
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('rejects an uploaded image over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    big.write('\x89PNG\r\n\x1a\n', 'latin1');
    const res = await saveProduct(
      buildProduct({ ProductImagesType: 'UploadImage', ProductImages: `data:image/png;base64,${big.toString('base64')}` }),
    );
    expect(res.statusCode).toBe(413);
  });

  it('saves again a product without a category, sent back exactly as the list returned it', async () => {
    const { Category: _none, ...withoutCategory } = buildProduct({ ProductTitle: 'Uncategorised Spacer' });
    const created = (await saveProduct(withoutCategory)).json().data;
    expect(created.Category).toBe('');
    const listed = (await listAll()).find((p) => p._id === created._id)!;
    expect(listed.Category).toBe('');
    const res = await saveProduct({ ...listed, ProductTitle: 'Uncategorised Spacer, renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: created._id, Category: '', ProductTitle: 'Uncategorised Spacer, renamed' });
  });

  it('clears a category saved as "" and still refuses an unknown one', async () => {
    const created = (await saveProduct(buildProduct({ Category: 'bushes' }))).json().data;
    const cleared = await saveProduct({ ...created, Category: '' });
    expect(cleared.json().data.Category).toBe('');
    const wrong = await saveProduct({ ...created, Category: 'gears' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Please choose one of the six categories.');
  });

  it('answers 404 when editing a product that does not exist', async () => {
    const res = await saveProduct({ ...buildProduct(), _id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /product/remove (admin)', () => {
  it('deletes the product and its uploaded image, then 404s', async () => {
    const created = (
      await saveProduct(buildProduct({ ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL, ProductMediaFileName: 'c.png' }))
    ).json().data;
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/product/remove', headers: ctx.auth(token), payload: { _id: created._id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Product "${created.ProductTitle}" deleted.`);
    expect((await getById(created._id)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: created.ProductImages })).statusCode).toBe(404);
    const again = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/product/remove', headers: ctx.auth(token), payload: { _id: created._id } });
    expect(again.statusCode).toBe(404);
  });
});
