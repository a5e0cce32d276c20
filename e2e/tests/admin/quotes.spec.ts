import { expect, test } from '../../fixtures';
import { backOfficeDay, createQuote, listQuotes, row, toast, unique, updateStatus } from './helpers';

test.describe('quotes', () => {
  test('search by name, company or email; newest first; New rows stand out', async ({ adminPage: page, request, api }) => {
    const tag = unique('Srch').split(' ')[1]!;
    const older = await createQuote(request, { name: `Older Buyer ${tag}`, company: `Anvil Forge ${tag}`, email: `older.${tag}@forge.example` });
    const newer = await createQuote(request, { name: `Newer Buyer ${tag}`, company: `Bharat Gears ${tag}`, email: `newer.${tag}@gears.example` });
    await updateStatus(api, older, 'Pending');

    await page.goto('/admin/quotes');
    await expect(page.getByRole('heading', { name: 'Quotes', exact: true })).toBeVisible();
    const search = page.getByPlaceholder('Search by name, company, or email...');
    await expect(search).toBeVisible();

    // Search matches the company (case-insensitive): both rows, newest first.
    await search.fill(tag.toUpperCase());
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.locator('tbody tr').nth(0)).toContainText(newer.Title);
    await expect(page.locator('tbody tr').nth(1)).toContainText(older.Title);

    await search.fill(`anvil forge ${tag}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row(page, older.Title)).toBeVisible();

    await search.fill(`newer.${tag}@GEARS`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row(page, newer.Title)).toBeVisible();

    // Date in en-GB, New row bold and highlighted, others not.
    const newRow = row(page, newer.Title);
    const created = backOfficeDay(newer.createdAt);
    await expect(newRow).toContainText(created);
    await expect(newRow).toContainText(`Bharat Gears ${tag}`);
    await expect(newRow).toHaveAttribute('data-new', 'true');
    const weight = await newRow
      .locator('td')
      .first()
      .evaluate((el) => Number(getComputedStyle(el).fontWeight));
    expect(weight).toBeGreaterThanOrEqual(600);

    await search.fill(tag);
    const oldRow = row(page, older.Title);
    await expect(oldRow).not.toHaveAttribute('data-new', 'true');
    const oldWeight = await oldRow
      .locator('td')
      .first()
      .evaluate((el) => Number(getComputedStyle(el).fontWeight));
    expect(oldWeight).toBeLessThan(600);
    const [newBg, oldBg] = await Promise.all([
      newRow.evaluate((el) => getComputedStyle(el).backgroundColor),
      oldRow.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(newBg).not.toBe(oldBg);

    await search.fill(`no-such-quote-${tag}`);
    await expect(page.getByText('No quotes match your search.')).toBeVisible();
  });

  test('at 1280 px the list keeps its Actions column in view inside its card (issue 44)', async ({ adminPage: page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const quote = await createQuote(request, {
      name: unique('Wide Buyer with a rather long name'),
      company: 'Saurashtra Precision Engineering and Forgings Private Limited',
      product: 'Hardened and ground EN24 gearbox input shaft with splines',
    });
    await page.goto('/admin/quotes');
    await page.getByPlaceholder('Search by name, company, or email...').fill(quote.Title);
    await expect(page.locator('tbody tr')).toHaveCount(1);

    const header = page.getByRole('columnheader', { name: 'Actions' });
    const view = row(page, quote.Title).getByRole('button', { name: /^View quote/ });
    const card = page.locator('table').locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
    const cardBox = (await card.boundingBox())!;
    for (const target of [header, view]) {
      await expect(target).toBeInViewport();
      const box = (await target.boundingBox())!;
      expect(box.x + box.width, 'inside the card').toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      expect(box.x, 'inside the card').toBeGreaterThanOrEqual(cardBox.x);
    }
    await expect(header).toHaveText('Actions');
    await view.click();
    await expect(page.getByRole('dialog')).toContainText(quote.Title);
  });

  test('detail dialog shows every field with fallbacks, and closes with Escape returning focus', async ({ adminPage: page, request }) => {
    const quote = await createQuote(request, {
      name: unique('Detail Buyer'),
      company: 'Kiran Textiles Pvt Ltd',
      product: 'Pins & Flanges',
      email: 'detail.buyer@kiran.example',
      phone: '',
      message: '',
    });
    await page.goto('/admin/quotes');
    const view = row(page, quote.Title).getByRole('button', { name: /^View/ });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Quote Request Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(quote.Title);
    await expect(dialog).toContainText('Kiran Textiles Pvt Ltd');
    await expect(dialog).toContainText('Pins & Flanges');
    await expect(dialog.getByRole('link', { name: 'detail.buyer@kiran.example' })).toHaveAttribute('href', 'mailto:detail.buyer@kiran.example');
    await expect(dialog.locator('dt', { hasText: 'Phone' }).locator('xpath=following-sibling::dd')).toHaveText('N/A');
    await expect(dialog).toContainText('No message provided.');
    await expect(dialog).toContainText(backOfficeDay(quote.createdAt));
    await expect(dialog.getByLabel('Status')).toHaveValue('New');
    const options = await dialog.getByLabel('Status').locator('option').allTextContents();
    expect(options).toEqual(['New', 'Pending', 'In Progress', 'Closed']);

    // Focus stays inside while tabbing.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  test('company missing from the description reads N/A', async ({ adminPage: page, request }) => {
    const quote = await createQuote(request, { name: unique('No Company'), company: '' });
    await page.goto('/admin/quotes');
    await expect(row(page, quote.Title)).toContainText('N/A');
    await row(page, quote.Title).getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote Request Details' });
    await expect(dialog.locator('dt', { hasText: 'Company' }).locator('xpath=following-sibling::dd')).toHaveText('N/A');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('status change shows at once, is saved, and is rolled back when saving fails', async ({ adminPage: page, request, api }) => {
    const quote = await createQuote(request, { name: unique('Status Buyer'), company: 'Status Co' });
    await page.goto('/admin/quotes');
    await row(page, quote.Title).getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote Request Details' });
    await dialog.getByLabel('Status').selectOption('Pending');
    await expect(toast(page, 'Status updated!')).toBeVisible();
    await expect(row(page, quote.Title).locator('td [data-status]').last()).toHaveText('Pending');
    await expect.poll(async () => (await listQuotes(api)).find((q) => q._id === quote._id)?.Status).toBe('Pending');

    // The server fails: the change shows, then rolls back with the spec's toast.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/quote/save', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Database down' }) });
    });
    await dialog.getByLabel('Status').selectOption('Closed');
    await expect(dialog.getByLabel('Status')).toHaveValue('Closed'); // optimistic
    release();
    await expect(toast(page, 'Failed to update status.')).toBeVisible();
    await expect(dialog.getByLabel('Status')).toHaveValue('Pending');
    await expect(row(page, quote.Title).locator('td [data-status]').last()).toHaveText('Pending');
    expect((await listQuotes(api)).find((q) => q._id === quote._id)?.Status).toBe('Pending');
  });

  test('delete asks in a 6 s toast; Cancel keeps, Yes deletes and reloads', async ({ adminPage: page, request, api }) => {
    const quote = await createQuote(request, { name: unique('Delete Buyer'), company: 'Delete Co' });
    await page.clock.install();
    await page.goto('/admin/quotes');
    await row(page, quote.Title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const prompt = page.getByRole('alertdialog', { name: `Delete quote from "${quote.Title}"?` });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('This action cannot be undone.');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(row(page, quote.Title)).toBeVisible();

    // Left alone, the prompt stays 6000 ms, then goes away and nothing is deleted. The page's clock
    // stands still while the test moves it: a busy machine's late timers do not count.
    await page.clock.pauseAt(Date.now() + 1000);
    await row(page, quote.Title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(prompt).toBeVisible();
    await page.clock.runFor(5999);
    await expect(prompt).toBeVisible();
    await page.clock.runFor(1);
    await expect(prompt).toBeHidden();
    await page.clock.resume();
    expect((await listQuotes(api)).some((q) => q._id === quote._id)).toBe(true);

    await row(page, quote.Title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await prompt.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Quote deleted!')).toBeVisible();
    await expect(row(page, quote.Title)).toHaveCount(0);
    expect((await listQuotes(api)).some((q) => q._id === quote._id)).toBe(false);
  });

  test('a failed delete says so and keeps the row', async ({ adminPage: page, request }) => {
    const quote = await createQuote(request, { name: unique('Keep Buyer') });
    await page.goto('/admin/quotes');
    await page.route('**/api/v1/quote/remove', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'nope' }) }),
    );
    await row(page, quote.Title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Failed to delete quote.')).toBeVisible();
    await expect(row(page, quote.Title)).toBeVisible();
  });

  test('a failed list load shows the spec toast and an empty list', async ({ adminPage: page }) => {
    await page.route('**/api/v1/quote/list', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'down' }) }),
    );
    await page.goto('/admin/quotes');
    await expect(toast(page, 'Failed to fetch quote requests.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No quotes match your search.')).toBeVisible();
  });
});
