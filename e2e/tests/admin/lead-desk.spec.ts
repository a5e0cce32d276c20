import fs from 'node:fs';
import { recordExportFileName } from '@rp/contract';
import { ADMIN, expect, test } from '../../fixtures';
import { OLD_LEAD } from '../../fixtures/seed-database.mjs';
import { createQuote, row, unique, updateStatus, type RecordItem } from './helpers';

test.describe('the lead desk at volume', () => {
  test('search, status filter and pages live in the URL and survive a reload; Export downloads the filtered rows', async ({
    adminPage: page,
    request,
    api,
  }) => {
    const tag = unique('Desk').split(' ')[1]!;
    const quotes: RecordItem[] = [];
    for (let i = 0; i < 52; i += 13) {
      quotes.push(
        ...(await Promise.all(
          Array.from({ length: 13 }, (_, j) => createQuote(request, { name: `Desk Buyer ${i + j} ${tag}`, company: `Desk Works ${tag}` })),
        )),
      );
    }
    const pending = [quotes[3]!, quotes[40]!];
    for (const quote of pending) await updateStatus(api, quote, 'Pending');

    await page.goto('/admin/quotes');
    await page.getByPlaceholder('Search by name, company, or email...').fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(page.getByTestId('showing')).toHaveText('Showing 1-50 of 52');
    await expect(page.locator('tbody tr')).toHaveCount(50);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('showing')).toHaveText('Showing 51-52 of 52');
    await expect(page).toHaveURL(/[?&]page=2/);
    await page.reload();
    await expect(page.getByTestId('showing')).toHaveText('Showing 51-52 of 52');
    await expect(page.getByPlaceholder('Search by name, company, or email...')).toHaveValue(tag);

    const pendingChip = page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^Pending/ });
    await pendingChip.click();
    await expect(page).toHaveURL(/[?&]status=Pending/);
    await expect(page.getByTestId('showing')).toHaveText('Showing 1-2 of 2');
    await page.reload();
    await expect(pendingChip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('tbody tr')).toHaveCount(2);
    for (const quote of pending) await expect(row(page, quote.Title)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe(recordExportFileName('quote'));
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Date,Status,Source,Name,Company,Product,Email,Phone,Message,Drawing,Origin,Sent from page,Landing page,Referring site,utm_source,utm_medium,utm_campaign',
    );
    expect(lines).toHaveLength(3);
    for (const quote of pending) expect(csv).toContain(`${quote.Reference},`);
  });

  test('a note added in the detail dialog shows in the timeline with its line breaks and its author', async ({ adminPage: page, request, api }) => {
    const quote = await createQuote(request, { name: unique('Timeline Buyer') });
    await updateStatus(api, quote, 'In Progress');
    await page.goto(`/admin/quotes?q=${encodeURIComponent(quote.Reference)}`);
    await row(page, quote.Title).getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote Request Details' });
    const timeline = dialog.getByTestId('timeline');
    await expect(timeline.locator('li[data-type="created"]')).toContainText('Received through the website.');
    await expect(timeline.locator('li[data-type="status"]')).toContainText('Status changed from New to In Progress');
    await expect(timeline.locator('li[data-type="status"]')).toContainText(ADMIN.email);

    await dialog.getByLabel('Add a note').fill('Called the buyer.\n<b>Rev B</b> agreed.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    const note = timeline.locator('li[data-type="note"]');
    await expect(note).toContainText(ADMIN.email);
    expect(await note.locator('p').nth(1).innerText()).toBe('Called the buyer.\n<b>Rev B</b> agreed.');
    await expect(dialog.getByLabel('Add a note')).toHaveValue('');
  });

  test('a lead New for more than 24 business hours is Overdue: badge, filter and dashboard figure', async ({ adminPage: page }) => {
    await page.goto('/admin');
    const overdueFigure = page.getByTestId('stat-overdue');
    await expect(overdueFigure).not.toHaveText('0');
    await page.getByRole('region', { name: 'Needs action' }).getByRole('link', { name: 'Quotes' }).nth(1).click();
    await expect(page).toHaveURL(/\/admin\/quotes\?overdue=1/);
    const old = row(page, OLD_LEAD.title);
    await expect(old.locator('[data-testid="overdue-badge"]:visible')).toHaveCount(1);
    await expect(old).toContainText('days');
    await expect(old).toContainText(OLD_LEAD.reference);
    // Every row of the Overdue list carries the badge.
    for (const r of await page.locator('tbody tr').all()) await expect(r.locator('[data-testid="overdue-badge"]:visible')).toHaveCount(1);
  });
});
