import { ADMIN, expect, test } from '../../fixtures';
import { listProducts, row, toast, unique } from './helpers';

test.describe('admin products: form', () => {
  test('the form validates with the spec messages', async ({ adminPage: page }) => {
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
    for (const section of ['Core Details', 'Technical Specifications', 'Media']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText('Product title is required.')).toBeVisible();
    await expect(page.getByText('Product STN is required.')).toBeVisible();
    await expect(page.getByText('A product image is required.')).toBeVisible();
    await expect(page.getByLabel(/Product Title/)).toBeFocused();
  });

  test('add with an image URL, with category and tags', async ({ adminPage: page, api }) => {
    const title = unique('URL Shaft');
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await page.getByLabel(/Product Title/).fill(title);
    await page.getByLabel(/Product STN/).fill('STN-URL-1');
    await page.getByLabel('Category').selectOption('shafts');
    await page.getByLabel('Popular').check();
    await page.getByLabel('Ready Stock').check();
    await page.getByLabel('Description').fill('A precision ground shaft.');
    await page.getByLabel('Material').fill('EN24');
    await page.getByLabel('Tolerance').fill('±0.01 mm');
    await page.getByLabel('Application').fill('Textile gearboxes');
    await page.getByLabel('Finish').fill('Ground');
    await page.getByLabel(/Image URL/).fill('/images/placeholder-product.svg');
    await expect(page.getByTestId('product-image-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(toast(page, 'Product saved successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
    await expect(row(page, title)).toContainText('STN-URL-1');

    const saved = (await listProducts(api)).find((p) => p.ProductTitle === title);
    expect(saved).toMatchObject({
      ProductStn: 'STN-URL-1',
      ProductImagesType: 'URL',
      ProductImages: '/images/placeholder-product.svg',
      ProductApplication: 'Textile gearboxes',
      Category: 'shafts',
    });
    expect([...saved!.Tags].sort()).toEqual(['Popular', 'Ready Stock']);
    expect(saved!.ProductId).toMatch(/^\d{10,}$/);
  });

  test('leaving a form with unsaved changes asks first', async ({ adminPage: page }) => {
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await page.getByLabel(/Product Title/).fill('Half-typed product');

    await page.getByRole('button', { name: 'Back to product list' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByLabel(/Product Title/)).toHaveValue('Half-typed product');

    // Sidebar navigation is caught as well.
    await page.getByRole('link', { name: 'Quotes' }).first().click();
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/view=add/);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();

    // A clean form leaves without asking.
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await page.getByRole('button', { name: 'Back to product list' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
  });

  test('a failed save keeps the form and says so', async ({ adminPage: page }) => {
    await page.route('**/api/v1/product/save', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'down' }) }),
    );
    await page.goto('/admin/products?view=add');
    await page.getByLabel(/Product Title/).fill('Will not save');
    await page.getByLabel(/Product STN/).fill('X-1');
    await page.getByLabel(/Image URL/).fill('/images/placeholder-product.svg');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(toast(page, 'Failed to save product.')).toBeVisible();
    await expect(page.getByLabel(/Product Title/)).toHaveValue('Will not save');
  });
});

test('a session that expires mid-edit keeps the draft through the login', async ({ adminPage: page, api, request }) => {
  await page.goto('/admin/products?view=add');
  await page.getByLabel(/Product Title/).fill('Draft survives login');
  await page.getByLabel(/Product STN/).fill('DRAFT-9');
  await page.getByLabel('Material').fill('SS316');
  await page.getByLabel(/Image URL/).fill('/images/placeholder-product.svg');

  await request.post('/api/v1/auth/logout', { headers: { Authorization: `Bearer ${api.token}` }, data: {} });
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?.*reason=expired/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?view=add$/);
  await expect(toast(page, 'Your unsaved changes were restored.')).toBeVisible();
  await expect(page.getByLabel(/Product Title/)).toHaveValue('Draft survives login');
  await expect(page.getByLabel('Material')).toHaveValue('SS316');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product saved successfully!')).toBeVisible();
  await expect(row(page, 'Draft survives login')).toContainText('DRAFT-9');
});
