import type { Page } from '@playwright/test';
import { endpoints } from '@rp/contract';
import { expect, test, type AdminApi } from '../../fixtures';
import { openPage } from './helpers';

async function products(api: AdminApi) {
  return (await api.call(endpoints.product.list)).data;
}

const cardTitles = (page: Page) => page.getByTestId('product-card').locator('h3').allTextContents();

test.describe('catalogue /products: filters', () => {
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
