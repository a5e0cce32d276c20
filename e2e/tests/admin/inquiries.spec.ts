import { expect, test } from '../../fixtures';
import { backOfficeDay, createInquiry, listInquiries, row, toast, unique, updateStatus } from './helpers';

test.describe('contact inquiries', () => {
  test('search by name or email, en-GB dates, newest first, New rows highlighted', async ({ adminPage: page, request, api }) => {
    const tag = unique('Inq').split(' ')[1]!;
    const first = await createInquiry(request, { name: `Meera Shah ${tag}`, email: `meera.${tag}@agri.example` });
    const second = await createInquiry(request, { name: `Dev Kapoor ${tag}`, email: `dev.${tag}@motors.example` });
    await updateStatus(api, first, 'Resolved');

    await page.goto('/admin/contacts');
    await expect(page.getByRole('heading', { name: 'Contact Inquiries' })).toBeVisible();
    for (const header of ['From', 'Email', 'Date', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const search = page.getByPlaceholder('Search by name or email...');
    await search.fill(tag);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.locator('tbody tr').nth(0)).toContainText(second.Title);
    await expect(page.locator('tbody tr').nth(1)).toContainText(first.Title);
    await expect(row(page, second.Title)).toContainText(backOfficeDay(second.createdAt));
    await expect(row(page, second.Title)).toHaveAttribute('data-new', 'true');
    await expect(row(page, first.Title)).not.toHaveAttribute('data-new', 'true');

    await search.fill(`MEERA SHAH ${tag}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await search.fill(`dev.${tag}@motors`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row(page, second.Title)).toBeVisible();
    // Not matched on anything but name and email.
    await search.fill('agri.example-not-there');
    await expect(page.getByText('No inquiries match your search.')).toBeVisible();
  });

  test('detail modal shows every field and updates the status, rolling back on failure', async ({ adminPage: page, request, api }) => {
    const inquiry = await createInquiry(request, {
      name: unique('Inquiry Detail'),
      email: 'inquiry.detail@example.com',
      phone: '',
      company: 'Sharma Agro Works',
      message: 'Do you machine hardened pins?',
    });
    await page.goto('/admin/contacts');
    const view = row(page, inquiry.Title).getByRole('button', { name: /^View/ });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
    await expect(dialog).toBeVisible();
    // The whole label: 'From' is also in the lead's "Came from" section ('Sent from page').
    const field = (label: string) => dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    await expect(field('From')).toHaveText(inquiry.Title);
    await expect(field('Email')).toHaveText('inquiry.detail@example.com');
    await expect(field('Phone')).toHaveText('N/A');
    await expect(field('Date')).toHaveText(backOfficeDay(inquiry.createdAt));
    await expect(field('Details / Company')).toContainText('Sharma Agro Works');
    await expect(field('Message')).toHaveText('Do you machine hardened pins?');

    const select = dialog.getByLabel('Update Status');
    expect(await select.locator('option').allTextContents()).toEqual(['New', 'Pending', 'In Progress', 'Done', 'Resolved']);
    await select.selectOption('In Progress');
    await expect(toast(page, 'Status updated!')).toBeVisible();
    await expect.poll(async () => (await listInquiries(api)).find((i) => i._id === inquiry._id)?.Status).toBe('In Progress');

    await page.route('**/api/v1/inquery/save', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'down' }) }),
    );
    await select.selectOption('Done');
    await expect(toast(page, 'Failed to update status.')).toBeVisible();
    await expect(select).toHaveValue('In Progress');
    expect((await listInquiries(api)).find((i) => i._id === inquiry._id)?.Status).toBe('In Progress');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
  });

  test('delete flow with the spec texts', async ({ adminPage: page, request, api }) => {
    const inquiry = await createInquiry(request, { name: unique('Inquiry Delete') });
    await page.goto('/admin/contacts');
    await row(page, inquiry.Title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const prompt = page.getByRole('alertdialog', { name: `Delete inquiry from "${inquiry.Title}"?` });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('This action cannot be undone.');
    // Keyboard: focus is on Cancel; Escape cancels.
    await expect(prompt.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    expect((await listInquiries(api)).some((i) => i._id === inquiry._id)).toBe(true);

    await row(page, inquiry.Title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await prompt.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Inquiry deleted successfully!')).toBeVisible();
    await expect(row(page, inquiry.Title)).toHaveCount(0);
    expect((await listInquiries(api)).some((i) => i._id === inquiry._id)).toBe(false);
  });

  test('failures: list and delete', async ({ adminPage: page, request }) => {
    const inquiry = await createInquiry(request, { name: unique('Inquiry Keep') });
    await page.goto('/admin/contacts');
    await page.route('**/api/v1/inquery/remove', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'nope' }) }),
    );
    await row(page, inquiry.Title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(toast(page, 'Failed to delete inquiry.')).toBeVisible();
    await expect(row(page, inquiry.Title)).toBeVisible();

    await page.route('**/api/v1/inquery/list', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'down' }) }),
    );
    await page.reload();
    await expect(toast(page, 'Failed to fetch inquiries.')).toBeVisible({ timeout: 20_000 });
  });
});
