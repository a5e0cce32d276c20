import { endpoints } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { openPage } from './helpers';

const CATALOGUE_TITLE = /^Product Catalogue \| /;

test.describe('a product opened in the catalogue has its own link', () => {
  test('opening adds ?product=<slug> to the filtered URL; back closes it and keeps the filters; forward reopens it', async ({ page, api }) => {
    const shafts = (await api.call(endpoints.product.list)).data.filter((p) => p.Category === 'shafts');
    await openPage(page, '/products?category=shafts&sort=name-desc');
    await expect(page).toHaveTitle(CATALOGUE_TITLE);
    const card = page.getByTestId('product-card').first();
    const title = (await card.locator('h3').textContent())!;
    await card.click();

    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/products\?category=shafts&sort=name-desc&product=[a-z0-9-]+$/);
    await expect(page).toHaveTitle(`${title} | ${(await page.title()).split(' | ').pop()}`);
    await expect(page).not.toHaveTitle(CATALOGUE_TITLE);

    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/products\?category=shafts&sort=name-desc$/);
    await expect(page).toHaveTitle(CATALOGUE_TITLE);
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${shafts.length} product(s).`);
    await expect(page.getByTestId('catalog-sort')).toHaveValue('name-desc');

    await page.goForward();
    await expect(modal).toBeVisible();
  });

  test('the close button and Escape go back to the filtered list, leaving no extra history entry', async ({ page }) => {
    await openPage(page, '/');
    await page.goto('/products?material=EN8');
    await openPage(page, '/products?q=shaft');
    const cards = page.getByTestId('product-card');
    await cards.first().click();
    await expect(page).toHaveURL(/[?&]product=/);
    await page.getByRole('button', { name: 'Close product details' }).click();
    await expect(page.getByTestId('product-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/products\?q=shaft$/);

    await cards.nth(1).click();
    await expect(page).toHaveURL(/[?&]product=/);
    // The URL changes before React renders the modal (a transition): Escape before that reaches no dialog.
    await expect(page.getByTestId('product-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('product-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/products\?q=shaft$/);

    // One step back leaves the catalogue: opening and closing products added nothing to the history.
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?material=EN8$/);
  });

  test('a shared link is rendered on the server with the product title, description and canonical link, and opens the product', async ({
    page,
    request,
    api,
  }) => {
    const [product] = (await api.call(endpoints.product.list)).data.filter((p) => (p.ProductDescription ?? '').length > 20);
    await openPage(page, `/products?q=${encodeURIComponent(product!.ProductTitle)}`);
    await page.getByTestId('product-card').first().click();
    await expect(page).toHaveURL(/[?&]product=/);
    const slug = new URL(page.url()).searchParams.get('product')!;

    const html = await (await request.get(`/products?material=All&product=${slug}`)).text();
    const titleTag = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(titleTag.startsWith(`${product!.ProductTitle.replace(/&/g, '&amp;')} | `)).toBe(true);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.slice(0, 20)).toBe(product!.ProductDescription!.slice(0, 20).replace(/&/g, '&amp;'));
    expect(html).toContain(`rel="canonical" href="`);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toMatch(new RegExp(`/products\\?product=${slug}$`));

    // A visitor arriving by the link sees the product; closing it shows the catalogue with the link's filters.
    const visitor = await page.context().newPage();
    await openPage(visitor, `/products?q=${encodeURIComponent(product!.ProductTitle)}&product=${slug}`);
    const modal = visitor.getByRole('dialog', { name: product!.ProductTitle });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close product details' }).click();
    await expect(modal).toBeHidden();
    await expect(visitor).toHaveURL(new RegExp(`/products\\?q=${encodeURIComponent(product!.ProductTitle).replace(/%20/g, '(\\+|%20)')}$`));
    await expect(visitor).toHaveTitle(CATALOGUE_TITLE);
    await expect(visitor.getByTestId('product-card')).not.toHaveCount(0);
  });

  test('a link to a product that is gone shows the catalogue with its own title', async ({ page, request }) => {
    const html = await (await request.get('/products?product=no-such-part')).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(CATALOGUE_TITLE);
    await openPage(page, '/products?product=no-such-part');
    await expect(page.getByTestId('product-modal')).toHaveCount(0);
    await expect(page.getByTestId('product-card')).not.toHaveCount(0);
  });
});
