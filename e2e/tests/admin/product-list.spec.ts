import { endpoints } from '@rp/contract';
import { expect, savePlaceholderProduct, test } from '../../fixtures';
import { listProducts, productById, row, toast, unique } from './helpers';

test.describe('admin products: list', () => {
  test('list shows the catalogue with its columns and reloads each time it is shown', async ({ adminPage: page, api }) => {
    const products = await listProducts(api);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
    for (const header of ['Product', 'STN', 'Application', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.locator('tbody tr')).toHaveCount(products.length);
    const sample = products[0]!;
    await expect(row(page, sample.ProductTitle)).toContainText(sample.ProductStn);
    await expect(row(page, sample.ProductTitle).locator('img, [data-failed]').first()).toBeVisible();

    // A product added elsewhere appears when the list is shown again.
    const title = unique('Reload Check');
    const saved = await savePlaceholderProduct(api, { ProductTitle: title, ProductStn: 'RC-1' });
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { name: /e2e-admin/ })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Products' }).first().click();
    await expect(row(page, title)).toBeVisible();
    await api.call(endpoints.product.remove, { body: { _id: saved.data._id } });
  });

  test('a product that cannot be loaded goes back to the list', async ({ adminPage: page }) => {
    await page.goto('/admin/products?view=edit&id=does-not-exist');
    await expect(toast(page, 'Failed to fetch product details.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
  });

  test('delete asks at the top centre, then removes the product', async ({ adminPage: page, api }) => {
    const title = unique('Delete Spacer');
    const saved = await savePlaceholderProduct(api, { ProductTitle: title, ProductStn: 'DEL-1' });
    await page.goto('/admin/products');
    await row(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const prompt = page.getByRole('alertdialog', { name: `Delete product "${title}"?` });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('This action cannot be undone.');
    const box = (await prompt.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 3);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(40);

    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, title)).toBeVisible();

    await row(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await prompt.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, `Product "${title}" deleted!`)).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
    expect(await productById(api, saved.data._id)).toBeUndefined();
  });
});
