import { endpoints } from '@rp/contract';
import { type AdminApi, expect, savePlaceholderProduct, test, waitForHydration } from '../../fixtures';
import { openPage } from './helpers';

async function products(api: AdminApi) {
  return (await api.call(endpoints.product.list)).data;
}

test.describe('catalogue /products: product modal', () => {
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

  test('a product with a single image shows no arrows or dots', async ({ page, api }) => {
    const title = `Single Image Spacer ${Date.now()}`;
    const saved = await savePlaceholderProduct(api, { ProductTitle: title, ProductStn: 'RP-TEST-2', ProductDescription: 'One picture only.' });
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
