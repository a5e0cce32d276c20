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
  await page.getByTestId('recent-activity').getByRole('link', { name: new RegExp(quote.Title) }).click();
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
