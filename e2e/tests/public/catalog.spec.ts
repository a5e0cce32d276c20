import type { Page } from '@playwright/test';
import { endpoints } from '@rp/contract';
import { buildProduct, TINY_PNG_DATA_URL } from '@rp/contract/testing';
import { expect, test, waitForHydration, type AdminApi } from '../../fixtures';
import { openPage } from './helpers';

async function products(api: AdminApi) {
  return (await api.call(endpoints.product.list)).data;
}

const cardTitles = (page: Page) => page.getByTestId('product-card').locator('h3').allTextContents();

test.describe('catalogue /products', () => {
  test('lists every product with count line, tag badges and All Products heading', async ({ page, api }) => {
    const all = await products(api);
    await openPage(page, '/products');
    await expect(page.getByRole('heading', { level: 2, name: 'All Products' })).toBeVisible();
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${all.length} product(s).`);
    await expect(page.getByTestId('product-card')).toHaveCount(all.length);
    const tagged = all.filter((p) => p.Tags.length).length;
    expect(tagged).toBeGreaterThan(0);
    const firstTagged = all.find((p) => p.Tags.length)!;
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: firstTagged.ProductTitle, exact: true }) });
    for (const tag of firstTagged.Tags) await expect(card.getByTestId('tag-badge').filter({ hasText: tag })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/./);
    await expect(page.locator('main')).toContainText('Over 25 years');
  });

  test('search matches title and description case-insensitively and is kept in the URL', async ({ page, api }) => {
    const all = await products(api);
    await openPage(page, '/products');
    const search = page.getByTestId('catalog-search');
    await search.fill('sHaFt');
    const expected = all.filter((p) => `${p.ProductTitle}\n${p.ProductDescription}`.toLowerCase().includes('shaft'));
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${expected.length} product(s).`);
    await expect(page.getByRole('heading', { level: 2, name: 'Filtered Results' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=sHaFt/);

    // A word that only appears in a description still matches.
    const descOnly = all.find((p) => !p.ProductTitle.toLowerCase().includes('keyway') && p.ProductDescription.toLowerCase().includes('keyway'));
    if (descOnly) {
      await search.fill('KEYWAY');
      await expect(page.getByTestId('product-card').locator('h3', { hasText: descOnly.ProductTitle })).toBeVisible();
    }

    await search.fill('zzzz-no-such-part');
    await expect(page.getByTestId('product-count')).toHaveText('Showing 0 product(s).');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${all.length} product(s).`);
    await expect(page).toHaveURL(/\/products$/);
  });

  test('material buttons: All plus distinct materials without N/A; filtering works', async ({ page, api }) => {
    const all = await products(api);
    const materials = [...new Set(all.map((p) => p.ProductMaterial).filter((m) => m && m !== 'N/A'))].sort((a, b) => a.localeCompare(b));
    await openPage(page, '/products');
    const buttons = page.getByTestId('material-buttons').first().getByRole('button');
    expect(await buttons.allTextContents()).toEqual(['All', ...materials]);
    const material = materials[0]!;
    await page.getByTestId('material-buttons').first().getByRole('button', { name: material, exact: true }).click();
    const count = all.filter((p) => p.ProductMaterial === material).length;
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${count} product(s).`);
    await expect(page.getByTestId('material-buttons').first().getByRole('button', { name: material, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(new RegExp(`material=${encodeURIComponent(material).replace(/%20/g, '(\\+|%20)')}`));
  });

  test('category chips filter, and sort orders Popular / Newest / Name A-Z / Name Z-A', async ({ page, api }) => {
    const all = await products(api);
    await openPage(page, '/products');
    await page.getByTestId('category-chips').first().getByRole('button', { name: 'Bushes', exact: true }).click();
    const bushes = all.filter((p) => p.Category === 'bushes');
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${bushes.length} product(s).`);
    await expect(page).toHaveURL(/category=bushes/);

    const sort = page.getByTestId('catalog-sort');
    await expect(sort).toHaveValue('popular');
    expect(await sort.locator('option').allTextContents()).toEqual(['Popular', 'Newest', 'Name A-Z', 'Name Z-A']);
    const titles = await cardTitles(page);
    const popularCount = bushes.filter((p) => p.Tags.includes('Popular')).length;
    for (const t of titles.slice(0, popularCount)) expect(bushes.find((p) => p.ProductTitle === t)!.Tags).toContain('Popular');

    await sort.selectOption('name-asc');
    await expect(page).toHaveURL(/sort=name-asc/);
    await expect.poll(() => cardTitles(page)).toEqual([...bushes.map((p) => p.ProductTitle)].sort((a, b) => a.localeCompare(b)));
    await sort.selectOption('name-desc');
    await expect.poll(() => cardTitles(page)).toEqual([...bushes.map((p) => p.ProductTitle)].sort((a, b) => b.localeCompare(a)));
    await sort.selectOption('newest');
    await expect
      .poll(() => cardTitles(page))
      .toEqual([...bushes].sort((a, b) => Date.parse(b.DateAdded) - Date.parse(a.DateAdded)).map((p) => p.ProductTitle));
  });

  test('filters in the URL are restored on load (shareable views)', async ({ page, api }) => {
    const all = await products(api);
    const shafts = all.filter((p) => p.Category === 'shafts');
    await openPage(page, '/products?category=shafts&sort=name-desc');
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${shafts.length} product(s).`);
    await expect(page.getByTestId('catalog-sort')).toHaveValue('name-desc');
    await expect.poll(() => cardTitles(page)).toEqual(shafts.map((p) => p.ProductTitle).sort((a, b) => b.localeCompare(a)));
    await page.reload();
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${shafts.length} product(s).`);
    // Server HTML is already filtered too.
    await expect(page.getByRole('heading', { level: 2, name: 'Filtered Results' })).toBeVisible();
  });

  test('home category tiles open the catalogue filtered by selectedCategory', async ({ page, api }) => {
    const all = await products(api);
    await openPage(page, '/');
    await page.getByTestId('category-tile-spacers').click();
    await expect(page).toHaveURL(/\/products\?category=spacers/);
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${all.filter((p) => p.Category === 'spacers').length} product(s).`);
    await expect(page.getByTestId('category-chips').first().getByRole('button', { name: 'Spacers' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('detail modal: carousel with arrows, dots and wrap-around; index resets per product; zoom overlay', async ({ page, api }) => {
    const all = await products(api);
    await openPage(page, '/products');
    const first = page.getByTestId('product-card').nth(0);
    const title = (await first.locator('h3').textContent())!;
    await first.click();
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    const product = all.find((p) => p.ProductTitle === title)!;
    await expect(modal.getByTestId('spec-material')).toHaveText(product.ProductMaterial || 'N/A');
    const carousel = modal.getByTestId('carousel');
    await expect(carousel).toHaveAttribute('data-index', '0');
    const dots = modal.getByTestId('carousel-dots').getByRole('button');
    const n = await dots.count();
    expect(n).toBeGreaterThan(1);
    await modal.getByRole('button', { name: 'Previous image' }).click();
    await expect(carousel).toHaveAttribute('data-index', String(n - 1));
    await modal.getByRole('button', { name: 'Next image' }).click();
    await expect(carousel).toHaveAttribute('data-index', '0');
    await dots.nth(1).click();
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    // Zoom: click toggles 2x, moving pans, leaving resets, closes by button and by backdrop.
    await modal.getByTestId('carousel-image').click();
    const zoom = page.getByTestId('zoom-overlay');
    await expect(zoom).toBeVisible();
    const image = page.getByTestId('zoom-image');
    await expect(image).toHaveAttribute('data-zoomed', 'false');
    // The full-size image may still be loading: the frame takes its size once it has, so measure after.
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const box = (await page.getByTestId('zoom-frame').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect(image).toHaveAttribute('data-zoomed', 'true');
    // The scale animates; wait for it to settle at 2x.
    await expect.poll(() => image.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(2, 0, 0, 2, 0, 0)');
    const before = await image.evaluate((el) => el.style.transformOrigin);
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7);
    await expect.poll(() => image.evaluate((el) => el.style.transformOrigin)).not.toBe(before);
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.7);
    await expect(image).toHaveAttribute('data-zoomed', 'false');
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await expect(image).toHaveAttribute('data-zoomed', 'true');
    await page.mouse.move(2, 2);
    await expect(image).toHaveAttribute('data-zoomed', 'false');
    await page.getByRole('button', { name: 'Close zoom' }).click();
    await expect(zoom).toBeHidden();
    await expect(modal).toBeVisible();
    await modal.getByTestId('carousel-image').click();
    await expect(zoom).toBeVisible();
    await page.getByTestId('zoom-overlay-backdrop').click({ position: { x: 3, y: 3 } });
    await expect(zoom).toBeHidden();
    await expect(modal).toBeVisible();

    // Another product starts at its first image.
    await modal.getByRole('button', { name: 'Close product details' }).click();
    await expect(modal).toBeHidden();
    await page.getByTestId('product-card').nth(1).click();
    await expect(page.getByTestId('carousel')).toHaveAttribute('data-index', '0');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('product-modal')).toHaveCount(0);
  });

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

  test('a product with a single image shows no arrows or dots', async ({ page, api }) => {
    const title = `Single Image Spacer ${Date.now()}`;
    const saved = await api.call(endpoints.product.save, {
      body: {
        ProductTitle: title,
        ProductStn: 'RP-TEST-2',
        ProductDescription: 'One picture only.',
        ProductImagesType: 'URL',
        ProductImages: '/images/placeholder-product.svg',
      },
    });
    try {
      await openPage(page, `/products?q=${encodeURIComponent(title)}`);
      await page.getByTestId('product-card').first().click();
      const modal = page.getByRole('dialog', { name: title });
      await expect(modal.getByTestId('carousel-image')).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Next image' })).toHaveCount(0);
      await expect(modal.getByTestId('carousel-dots')).toHaveCount(0);
      // Missing text fields read N/A.
      await expect(modal.getByTestId('spec-material')).toHaveText('N/A');
      await expect(modal.getByTestId('spec-tolerance')).toHaveText('N/A');
    } finally {
      await api.call(endpoints.product.remove, { body: { _id: saved.data._id } });
    }
  });

  test('"Request a Quote" goes home with the quote modal open and the product named; the state is then cleared', async ({ page }) => {
    await openPage(page, '/products?category=pins-flanges');
    const card = page.getByTestId('product-card').first();
    const title = (await card.locator('h3').textContent())!;
    await card.click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Request a Quote' }).click();
    await expect(page).toHaveURL(/\/$/);
    const quote = page.getByRole('dialog', { name: 'Request a Precision Quote' });
    await expect(quote).toBeVisible();
    await expect(quote.getByTestId('quote-product')).toContainText(title);
    await expect(quote.getByLabel('Product of Interest')).toHaveValue('Pins & Flanges');
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
    await page.keyboard.press('Escape');
    await expect(quote).toBeHidden();
    // After a reload the home page's effects have run once hydrated; with the state cleared they open
    // nothing (the modal's code would have been fetched and shown before the network falls idle).
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: 'Request a Precision Quote' })).toHaveCount(0);
  });
});

test.describe('catalogue at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('filters and search live in a full-screen drawer that locks scrolling and applies on "Apply Filters"', async ({ page, api }) => {
    const all = await products(api);
    await openPage(page, '/products');
    await expect(page.getByTestId('catalog-search')).toBeHidden();
    await page.getByRole('button', { name: /Filters & Search/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters & Search' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(box.height).toBeGreaterThanOrEqual(800);
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await drawer.getByTestId('catalog-search').fill('brass');
    await drawer.getByRole('button', { name: 'Fasteners', exact: false }).first().click();
    // Nothing changes until applied.
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${all.length} product(s).`);
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
    const expected = all.filter((p) => p.Category === 'fasteners' && `${p.ProductTitle} ${p.ProductDescription}`.toLowerCase().includes('brass'));
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${expected.length} product(s).`);
    await expect(page).toHaveURL(/q=brass/);
    await expect(page).toHaveURL(/category=fasteners/);
    await expect(page.getByRole('button', { name: /Filters & Search \(2\)/ })).toBeVisible();
  });
});
