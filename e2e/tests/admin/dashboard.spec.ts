import { endpoints } from '@rp/contract';
import { API, expect, test } from '../../fixtures';
import { createInquiry, createQuote, listInquiries, listProducts, listQuotes, unique, updateStatus } from './helpers';

test('dashboard figures match the database after new quotes and inquiries', async ({ adminPage: page, api, request }) => {
  const quoteA = await createQuote(request, { name: unique('Dash Quote A'), company: 'Dash Works' });
  const quoteB = await createQuote(request, { name: unique('Dash Quote B'), company: 'Dash Works' });
  const inquiryA = await createInquiry(request, { name: unique('Dash Inquiry A') });
  const inquiryB = await createInquiry(request, { name: unique('Dash Inquiry B') });
  // One quote no longer New, one inquiry Pending (still counted), one inquiry Done (not counted).
  await updateStatus(api, quoteB, 'In Progress');
  await updateStatus(api, inquiryA, 'Pending');
  const inquiryC = await createInquiry(request, { name: unique('Dash Inquiry C') });
  await updateStatus(api, inquiryC, 'Done');

  // Counts straight from the database, through the admin lists.
  const quotes = await listQuotes(api);
  const inquiries = await listInquiries(api);
  const products = await listProducts(api);
  const expected = {
    newQuotes: quotes.filter((q) => q.Status === 'New').length,
    pendingInquiries: inquiries.filter((i) => i.Status === 'New' || i.Status === 'Pending').length,
    totalProducts: products.length,
  };
  const summary = (await api.call(endpoints.dashboard.summary)).data;
  expect(summary).toMatchObject(expected);
  const team = (await api.call(endpoints.team.list, { body: {} })).data;
  expect(summary.adminUsers).toBe(team.filter((member) => member.Status === 'active').length);

  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('stat-new-quotes')).toHaveText(String(expected.newQuotes));
  await expect(page.getByTestId('stat-pending-inquiries')).toHaveText(String(expected.pendingInquiries));
  await expect(page.getByTestId('stat-total-products')).toHaveText(String(expected.totalProducts));
  await expect(page.getByTestId('stat-admin-users')).toHaveText(String(summary.adminUsers));

  // Recent activity lists the newest records.
  const activity = page.getByTestId('recent-activity');
  await expect(activity).toContainText(inquiryC.Title);
  await expect(activity).toContainText(inquiryB.Title);
  await expect(activity).toContainText(quoteA.Title);

  // The chart is drawn from real data: this month has at least the quotes just made.
  const thisMonth = summary.quotesThisMonth.reduce((sum, d) => sum + d.count, 0);
  expect(thisMonth).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('img', { name: /Quotes per day this month/ })).toBeVisible();
  await expect(page.locator('figcaption')).toContainText(`${thisMonth} quote requests this month`);
  await expect(page.getByText('Chart Data Unavailable')).toHaveCount(0);

  // A new quote raises the figure after a reload.
  await createQuote(request, { name: unique('Dash Quote C') });
  await page.reload();
  await expect(page.getByTestId('stat-new-quotes')).toHaveText(String(expected.newQuotes + 1));
});

test('quick actions and View All lead to the right screens', async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();

  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  await expect(page.getByRole('heading', { name: 'Quotes', exact: true })).toBeVisible();
});

test('a recent activity row opens that record', async ({ adminPage: page, request }) => {
  const quote = await createQuote(request, { name: unique('Activity Quote'), company: 'Row Link Ltd' });
  await page.goto('/admin/dashboard');
  await page
    .getByTestId('recent-activity')
    .getByRole('link', { name: new RegExp(quote.Title) })
    .click();
  await expect(page).toHaveURL(/\/admin\/quotes/);
  const dialog = page.getByRole('dialog', { name: 'Quote Request Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Row Link Ltd');
});

test("'Chart Data Unavailable' shows only when there is nothing to draw", async ({ adminPage: page, api }) => {
  const real = (await api.call(endpoints.dashboard.summary)).data;
  await page.route(`${API}/dashboard/summary`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: 'OK', data: { ...real, quotesThisMonth: [] } }),
    }),
  );
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Chart Data Unavailable')).toBeVisible();
  await expect(page.getByRole('img', { name: /Quotes per day this month/ })).toHaveCount(0);
});

test('every figure says what it counts', async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('stat-new-quotes-counts')).toHaveText('Quote requests with status New');
  await expect(page.getByTestId('stat-pending-inquiries-counts')).toHaveText('Inquiries with status New or Pending');
  await expect(page.getByTestId('stat-total-products-counts')).toHaveText('Products in the public catalogue');
  await expect(page.getByTestId('stat-admin-users-counts')).toHaveText('Accounts that can log in here');
});

test.describe('greeting by the time of day in India, wherever the browser is', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  for (const { utc, greeting, date } of [
    { utc: '2026-11-23T03:00:00Z', greeting: 'Good morning', date: /^Monday,? 23 November 2026$/ }, // 08:30 IST; 19:00 the day before in Los Angeles
    { utc: '2026-11-23T08:00:00Z', greeting: 'Good afternoon', date: /^Monday,? 23 November 2026$/ }, // 13:30 IST; midnight in Los Angeles
    { utc: '2026-11-23T12:00:00Z', greeting: 'Good evening', date: /^Monday,? 23 November 2026$/ }, // 17:30 IST; 04:00 in Los Angeles
    { utc: '2026-11-23T20:00:00Z', greeting: 'Good evening', date: /^Tuesday,? 24 November 2026$/ }, // 01:30 IST the next day
  ]) {
    test(`${utc} is "${greeting}" on ${date.source.replace(/[\^$?,]/g, '')}`, async ({ adminPage: page }) => {
      await page.clock.setFixedTime(new Date(utc));
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${greeting}, e2e-admin`);
      await expect(page.getByText(date)).toBeVisible();
    });
  }
});

test('the dashboard shows the last backup the server took (the first one is due at start)', async ({ adminPage: page, api }) => {
  await expect.poll(async () => (await api.call(endpoints.dashboard.summary)).data.backup.lastSuccessAt, { timeout: 30_000 }).not.toBeNull();
  const { backup } = (await api.call(endpoints.dashboard.summary)).data;
  await page.goto('/admin/dashboard');
  const panel = page.getByTestId('backup-status');
  await expect(panel).toContainText(/Last backup \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/);
  await expect(panel).toContainText(backup.lastSuccessFile!);
  await expect(panel).toContainText(`A backup is taken every ${backup.everyHours} hours.`);
  await expect(panel).not.toHaveAttribute('data-warning');
});
