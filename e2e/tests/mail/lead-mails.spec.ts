import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, RECORD_WIRE } from '@rp/contract';
import { ADMIN, expect, test, type AdminApi } from '../../fixtures';
import { callApi } from '../../fixtures/api';
import { subjectOf, waitForMails, type ReceivedMail } from '../../fixtures/mail';
import { TOAST, openPage, uniqueName } from '../public/helpers';

const PDF = Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% e2e ${Date.now()}\ntrailer<<>>\n%%EOF\n`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function fillQuote(page: Page, name: string, email: string) {
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Precision Quote' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Company Name').fill('Gondal Gear Works');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Product of Interest').selectOption('Shafts');
  await dialog.getByLabel('Project Details').fill('200 pcs EN19 pump shafts, ground bearing seats.');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'pump-shaft.pdf', mimeType: 'application/pdf', buffer: PDF });
  return dialog;
}

/** Sends a quote request for bushes through the API (no page), as `name` of `company` at `email`. */
async function sendBushesQuote(request: APIRequestContext, name: string, email: string, company: string) {
  const body = { Title: name, Description: `Company: ${company}\nProduct of Interest: Bushes`, Email: email, Types: RECORD_WIRE.quote.types };
  return (await callApi(request, endpoints.quote.save, { body })).data;
}

async function leadByName(api: AdminApi, name: string) {
  return (await api.call(endpoints.quote.list, { body: { Types: RECORD_WIRE.quote.types } })).data.filter((r) => r.Title === name);
}

const about = (reference: string) => (mail: ReceivedMail) => subjectOf(mail).includes(reference);
function addressesOf(field: ReceivedMail['parsed']['replyTo'] | ReceivedMail['parsed']['to']): string[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field]).flatMap((entry) => entry.value.map((v: { address?: string }) => v.address ?? ''));
}
const isTo = (mail: ReceivedMail, address: string) => addressesOf(mail.parsed.to).includes(address);

test.describe('new-lead mail', () => {
  // Whole journeys (site, mail with a rendered thumbnail, back office, status page): more time on a busy machine.
  test.slow();

  test('a quote sent from the modal reaches the team (with the drawing) and the buyer (with a working status link)', async ({
    page,
    api,
    browser,
  }) => {
    const name = uniqueName('Mail Buyer');
    const email = `mail.buyer.${Date.now()}@example.com`;
    const dialog = await fillQuote(page, name, email);
    const request = page.waitForRequest('**/api/v1/quote/save');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    expect((await request).headers()['idempotency-key']).toMatch(UUID);
    await expect(TOAST(page, 'Quote request sent successfully!')).toBeVisible();

    const [lead] = await leadByName(api, name);
    expect(lead?.Reference).toMatch(/^Q-\d{4}-\d{5}$/);
    // Each active account gets its own notification: the admin's names the admin alone.
    const [staff] = await waitForMails((m) => about(lead!.Reference)(m) && subjectOf(m).startsWith('New ') && isTo(m, ADMIN.email), 1);
    const [buyer] = await waitForMails((m) => about(lead!.Reference)(m) && subjectOf(m).startsWith('We received'), 1);
    expect(subjectOf(staff!)).toBe(`New quote request ${lead!.Reference}: Gondal Gear Works, Shafts`);
    expect(addressesOf(staff!.parsed.to)).toEqual([ADMIN.email]);
    expect(addressesOf(staff!.parsed.replyTo)).toEqual([email]);
    expect(staff!.parsed.attachments.map((a) => a.filename)).toEqual(['pump-shaft.pdf']);
    expect(staff!.parsed.attachments[0]!.content.equals(PDF)).toBe(true);
    expect(subjectOf(buyer!)).toBe(`We received your quote request ${lead!.Reference}`);
    expect(buyer!.parsed.text).toContain('24 business hours');
    // The buyer's own words go to the team only: anyone can have the acknowledgement sent to any address.
    expect(staff!.parsed.text).toContain('200 pcs EN19 pump shafts');
    expect(buyer!.parsed.text).not.toContain('200 pcs EN19 pump shafts');

    // The team's link opens this record's details in the back office.
    const adminLink = new URL(/http\S+\/admin\/quotes\?open=\S+/.exec(staff!.parsed.text ?? '')![0]);
    const admin = await browser.newPage();
    await admin.addInitScript((value) => window.localStorage.setItem('authToken', value), api.token);
    await admin.goto(`${adminLink.pathname}${adminLink.search}`);
    await expect(admin.getByRole('dialog', { name: 'Quote Request Details' })).toContainText(lead!.Reference);
    await admin.close();

    // The buyer's status link works without JavaScript.
    const statusLink = new URL(/http\S+\/rfq\/\S+\?key=[\w-]+/.exec(buyer!.parsed.text ?? '')![0]);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const statusPage = await noScript.newPage();
    const response = await statusPage.goto(`${statusLink.pathname}${statusLink.search}`);
    expect(response?.status()).toBe(200);
    await expect(statusPage.getByRole('heading', { level: 1 })).toHaveText(`Quote request ${lead!.Reference}`);
    await expect(statusPage.getByTestId('rfq-status')).toHaveText('Received');
    await expect(statusPage.getByText('pump-shaft.pdf')).toBeVisible();
    await statusPage.goto(`${statusLink.pathname}?key=wrong`);
    await expect(statusPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await noScript.close();
  });

  test('a retry after a dropped connection makes one lead and one pair of mails', async ({ page, api }) => {
    const name = uniqueName('Retry Buyer');
    const dialog = await fillQuote(page, name, `retry.${Date.now()}@example.com`);
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/v1/quote/save', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch(); // the server stores the quote...
      await route.abort('connectionreset'); // ...but the answer never reaches the browser
    });
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(TOAST(page, 'Failed to send quote request. Please try again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(TOAST(page, 'Quote request sent successfully!')).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    const leads = await leadByName(api, name);
    expect(leads).toHaveLength(1);
    await waitForMails(about(leads[0]!.Reference), 2);
  });

  test('the outbox page lists the mails and Resend sends one again', async ({ adminPage: page, request }) => {
    const name = uniqueName('Outbox Buyer');
    const lead = await sendBushesQuote(request, name, 'outbox.buyer@example.com', 'Morbi Ceramics');
    await waitForMails((m) => about(lead.Reference)(m) && subjectOf(m).startsWith('We received'), 1);

    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).first().getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
    await expect(page.getByText(/Mail is sent through SMTP_URL/)).toBeVisible();
    // One staff row per active account of this worker's database, one acknowledgement.
    const rows = page.getByTestId('outbox-row').filter({ hasText: lead.Reference });
    await expect(rows.filter({ hasText: `To ${ADMIN.email}` })).toHaveCount(1);
    const ackRow = rows.filter({ hasText: `We received your quote request ${lead.Reference}` });
    await expect(ackRow).toContainText('To outbox.buyer@example.com');
    await expect(ackRow).toContainText('Buyer acknowledgement');
    await expect(ackRow).toHaveAttribute('data-status', 'sent');
    await expect(rows.filter({ hasText: `To ${ADMIN.email}` })).toContainText(`New quote request ${lead.Reference}: Morbi Ceramics, Bushes`);
    await expect(rows.filter({ hasText: `To ${ADMIN.email}` })).toContainText('Staff notification');

    await ackRow.getByRole('button', { name: /^Resend/ }).click();
    await expect(TOAST(page, 'Message queued to be sent again.')).toBeVisible();
    await waitForMails((m) => subjectOf(m) === `We received your quote request ${lead.Reference}`, 2);
    await expect(ackRow).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
  });

  test('a 4th acknowledgement to one address within a day is shown as skipped, with why, and staff may still send it', async ({
    adminPage: page,
    request,
  }) => {
    const email = `skip.${Date.now()}@example.com`;
    const leads = [];
    for (let i = 0; i < 4; i++) {
      const data = await sendBushesQuote(request, uniqueName('Skip Buyer'), email, 'Morbi Ceramics');
      leads.push(data);
    }
    const fourth = leads[3]!.Reference;
    await page.goto('/admin/outbox');
    const ackRow = page.getByTestId('outbox-row').filter({ hasText: `We received your quote request ${fourth}` });
    await expect(ackRow).toHaveAttribute('data-status', 'skipped');
    await expect(ackRow).toContainText('Not sent: this address already received 3 acknowledgements in the last 24 hours.');
    await expect(
      page
        .getByTestId('outbox-row')
        .filter({ hasText: `New quote request ${fourth}` })
        .first(),
    ).toHaveAttribute('data-status', /queued|sent/);

    await ackRow.getByRole('button', { name: /^Resend/ }).click();
    await expect(TOAST(page, 'Message queued to be sent again.')).toBeVisible();
    await waitForMails((m) => subjectOf(m) === `We received your quote request ${fourth}`, 1);
    await expect(ackRow).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
  });

  test('the dashboard warns, with a link to the outbox, when mail is not configured or a message failed', async ({ adminPage: page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible();
    await expect(page.getByTestId('mail-warning')).toHaveCount(0);

    await page.route('**/api/v1/outbox/summary', (route) =>
      route.fulfill({ json: { success: true, message: 'Outbox summary.', data: { configured: false, queued: 3, failed: 1 } } }),
    );
    await page.reload();
    const warning = page.getByTestId('mail-warning');
    await expect(warning).toContainText('Mail is not configured (SMTP_URL is not set), and 1 message could not be sent.');
    await warning.getByRole('link', { name: 'Open the outbox' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
  });

  test('the back office shows the reference in the quotes table and dialog, and search finds it', async ({ adminPage: page, request }) => {
    const name = uniqueName('Ref Buyer');
    const lead = await sendBushesQuote(request, name, 'ref.buyer@example.com', 'Jamnagar Brass');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/quotes');
    await expect(page.getByRole('columnheader', { name: 'Reference', exact: true })).toBeVisible();
    await page.getByPlaceholder('Search by name, company, or email...').fill(lead.Reference.toLowerCase());
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first().getByTestId('record-reference')).toHaveText(lead.Reference);
    await page.locator('tbody tr').first().getByRole('button', { name: /^View/ }).click();
    await expect(page.getByRole('dialog', { name: 'Quote Request Details' })).toContainText(lead.Reference);
  });
});
