import { expect, test } from '../../fixtures';
import { imageSize, listProducts, makePng, productById, row, toast, unique } from './helpers';

test.describe('admin products: images', () => {
  test('upload compresses a large image before saving; edit keeps the stored image and ProductId', async ({ adminPage: page, api, request }) => {
    test.setTimeout(90_000);
    const big = makePng(2600, 1900, 0); // stored, not deflated: about 14.8 MB
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const title = unique('Upload Bush');

    await page.goto('/admin/products?view=add');
    await page.getByLabel(/Product Title/).fill(title);
    await page.getByLabel(/Product STN/).fill('STN-UP-1');
    await page.getByRole('radio', { name: 'Upload' }).click();
    // The compression worker loads the library from this site: a CDN would be refused by the CSP, and the
    // library would then compress on the page's own thread, freezing it (no toast, no spinner).
    const libraryLoads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('browser-image-compression')) libraryLoads.push(new URL(r.url()).origin);
    });
    await page.getByTestId('product-image-file').setInputFiles({ name: 'big-bush.png', mimeType: 'image/png', buffer: big });
    // While compressing, the submit button is disabled and reads 'Processing...'.
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(toast(page, 'Compressing...')).toBeVisible();
    await expect(toast(page, 'Compressed!')).toBeVisible({ timeout: 60_000 });
    expect(libraryLoads).toEqual([new URL(page.url()).origin]);
    await expect(page.getByTestId('product-image-file-name')).toContainText('big-bush.png');
    await expect(page.getByTestId('product-image-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(toast(page, 'Product saved successfully!')).toBeVisible({ timeout: 20_000 });

    const saved = (await listProducts(api)).find((p) => p.ProductTitle === title)!;
    expect(saved.ProductImagesType).toBe('UploadImage');
    expect(saved.ProductMediaFileName).toBe('big-bush.png');
    expect(saved.ProductImages).not.toMatch(/^data:/);
    const stored = await request.get(saved.ProductImages);
    expect(stored.ok()).toBe(true);
    const bytes = await stored.body();
    // Compressed with maxSizeMB 0.5 and maxWidthOrHeight 1920.
    expect(bytes.length).toBeLessThanOrEqual(0.5 * 1024 * 1024);
    const size = imageSize(bytes);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1920);
    expect(size.width / size.height).toBeCloseTo(2600 / 1900, 1);

    // Edit: change the title only; the stored upload and ProductId stay.
    await page.goto('/admin/products');
    await row(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(page.getByLabel(/Product Title/)).toHaveValue(title);
    await expect(page.getByLabel(/Product STN/)).toHaveValue('STN-UP-1');
    await expect(page.getByRole('radio', { name: 'Upload' })).toHaveAttribute('aria-checked', 'true');
    const renamed = `${title} v2`;
    await page.getByLabel(/Product Title/).fill(renamed);
    await page.getByLabel('Category').selectOption('bushes');
    await page.getByLabel('New', { exact: true }).check();
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(toast(page, 'Product saved successfully!')).toBeVisible();
    await expect(row(page, renamed)).toBeVisible();

    const edited = (await productById(api, saved._id))!;
    expect(edited.ProductTitle).toBe(renamed);
    expect(edited.ProductId).toBe(saved.ProductId);
    expect(edited.ProductImagesType).toBe('UploadImage');
    expect(edited.ProductImages).toBe(saved.ProductImages);
    expect(edited.Category).toBe('bushes');
    expect(edited.Tags).toEqual(['New']);
  });

  test('only images may be uploaded; switching source clears the other; remove clears the image', async ({ adminPage: page }) => {
    await page.goto('/admin/products?view=add');
    await page.getByLabel(/Image URL/).fill('/images/placeholder-product.svg');
    await page.getByRole('radio', { name: 'Upload' }).click();
    await expect(page.getByTestId('product-image-preview')).toHaveCount(0);
    await page.getByTestId('product-image-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, 'Invalid file type. Please select an image.')).toBeVisible();
    await expect(page.getByTestId('product-image-file')).toHaveValue('');
    await expect(page.getByTestId('product-image-preview')).toHaveCount(0);

    await page.getByTestId('product-image-file').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: makePng(40, 30) });
    await expect(toast(page, 'Compressed!')).toBeVisible();
    await expect(page.getByTestId('product-image-preview')).toBeVisible();
    await page.getByRole('radio', { name: 'Image URL' }).click();
    await expect(page.getByLabel(/Image URL/)).toHaveValue('');
    await expect(page.getByTestId('product-image-preview')).toHaveCount(0);

    await page.getByLabel(/Image URL/).fill('/images/placeholder-product.svg');
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(page.getByLabel(/Image URL/)).toHaveValue('');
    await expect(page.getByTestId('product-image-preview')).toHaveCount(0);
  });

  test('a preview that fails to load shows the placeholder', async ({ adminPage: page }) => {
    await page.goto('/admin/products?view=add');
    await page.getByLabel(/Image URL/).fill('/images/this-image-does-not-exist.png');
    const preview = page.getByTestId('product-image-preview');
    await expect(preview).toHaveAttribute('data-failed', 'true');
    const src = await preview.getAttribute('src');
    if (src !== null) expect(src).toBe('/images/placeholder-product.svg');
  });

  test('zoom viewer: 1x to 5x in steps of 1.3, reset, drag to pan, Escape closes', async ({ adminPage: page }) => {
    await page.goto('/admin/products?view=add');
    await page.getByLabel(/Image URL/).fill('/images/placeholder-product.svg');
    const opener = page.getByRole('button', { name: 'Zoom image preview' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    const level = viewer.getByTestId('zoom-level');
    await expect(level).toHaveText('100%');
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    const expected = ['130%', '169%', '220%', '286%', '371%', '483%', '500%'];
    for (const value of expected) {
      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      await expect(level).toHaveText(value);
    }
    await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();

    // Drag to pan while zoomed.
    const image = viewer.getByTestId('zoom-image');
    const before = await image.evaluate((el) => (el as HTMLElement).style.transform);
    const stage = await viewer.getByTestId('zoom-stage').boundingBox();
    const cx = stage!.x + stage!.width / 2;
    const cy = stage!.y + stage!.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 120, cy + 60, { steps: 5 });
    await page.mouse.up();
    const after = await image.evaluate((el) => (el as HTMLElement).style.transform);
    expect(after).not.toBe(before);
    expect(after).toContain('translate(120px, 60px)');

    await viewer.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(level).toHaveText('100%');
    await expect.poll(() => image.evaluate((el) => (el as HTMLElement).style.transform)).toBe('translate(0px, 0px) scale(1)');

    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(level).toHaveText('100%');

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
