import { endpoints } from '@rp/contract';
import { buildProduct, TINY_PNG_DATA_URL } from '@rp/contract/testing';
import { expect, test } from '../../fixtures';
import { openPage } from './helpers';

test.describe('catalogue /products: images', () => {
  test('card images come as AVIF and WebP at 400 and 800 wide; the first row loads at once, the rest lazily', async ({ page }) => {
    await openPage(page, '/products');
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBeGreaterThan(3);
    // Three cards make the widest first row: those load at once; the fourth is lazy (whatever image each has).
    for (let i = 0; i < 4; i++) {
      const img = cards.nth(i).locator('img').first();
      await expect(img).toHaveAttribute('loading', i < 3 ? 'eager' : 'lazy');
      if (i < 3) await expect(img).toHaveAttribute('fetchpriority', 'high');
      else await expect(img).not.toHaveAttribute('fetchpriority');
    }
    // Shipped images (other tests of this worker may have added products with outside links first).
    const pictured = cards.filter({ has: page.locator('picture') });
    expect(await pictured.count()).toBeGreaterThan(3);
    for (let i = 0; i < 4; i++) {
      const card = pictured.nth(i);
      const img = card.locator('picture > img');
      const src = (await img.getAttribute('src'))!;
      expect(src).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/);
      const base = src.replace(/\.webp$/, '');
      const sources = card.locator('picture > source');
      await expect(sources).toHaveCount(2);
      await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
      await expect(sources.nth(0)).toHaveAttribute('srcset', `${base}-400.avif 400w, ${base}-800.avif 800w`);
      await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
      await expect(sources.nth(1)).toHaveAttribute('srcset', `${base}-400.webp 400w, ${base}-800.webp 800w`);
      await expect(sources.nth(0)).toHaveAttribute('sizes', /\(min-width: 1280px\) 283px/);
    }
    // Chromium picks the AVIF copy, and it decodes.
    const first = pictured.first().locator('picture > img');
    await expect.poll(() => first.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
    expect(await first.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-(400|800)\.avif$/);
  });

  test('an uploaded image is shown from the copies the server made', async ({ page, api }) => {
    const title = `Uploaded Image Bush ${Date.now()}`;
    const saved = await api.call(endpoints.product.save, {
      body: {
        ...buildProduct({ ProductTitle: title }),
        ProductImagesType: 'UploadImage',
        ProductImages: TINY_PNG_DATA_URL,
        ProductMediaFileName: 'bush.png',
      },
    });
    try {
      const original = saved.data.ProductImages;
      await openPage(page, `/products?q=${encodeURIComponent(title)}`);
      const card = page.getByTestId('product-card').first();
      await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', `${original}/400.avif 400w, ${original}/800.avif 800w`);
      await expect(card.locator('source[type="image/webp"]')).toHaveAttribute('srcset', `${original}/400.webp 400w, ${original}/800.webp 800w`);
      await expect(card.locator('img')).toHaveAttribute('src', original);
      const img = card.locator('img');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/(400|800)\.avif$/);
    } finally {
      await api.call(endpoints.product.remove, { body: { _id: saved.data._id } });
    }
  });
});
