import type { Browser, Page } from '@playwright/test';
import { ACCOUNT_LINK_SENT, endpoints, indiaDay } from '@rp/contract';
import { expect, test, type AdminApi } from '../../fixtures';
import { subjectOf, waitForMails, type ReceivedMail } from '../../fixtures/mail';
import { expectNoSeriousA11yViolations, row, unique } from '../admin/helpers';
import { isTo, orderAcceptedByBuyer, type AcceptedByBuyer } from '../admin/payment-helpers';

// Issue 49: the buyer's desk. A buyer asks for a sign-in link at 390 px, opens it from the mail, finds the order with
// its invoice, orders the part again without JavaScript, and staff quote the repeat again at the last price in one click.

const PHONE = { width: 390, height: 844 };
const INVOICE_NUMBER = /INV\/\d{2}-\d{2}\/\d{4}/;
/** The repeat order's new drawing revision: a small real PDF. */
const REVISION_FILE = 'SP-101-C.pdf';
const REVISION_PDF = Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% drawing SP-101 rev C ${Date.now()}\ntrailer<<>>\n%%EOF\n`);

/** The sign-in link of the address's newest link mail, as a path of this server. */
async function signInPath(email: string, count = 1): Promise<string> {
  const mails = await waitForMails((m: ReceivedMail) => subjectOf(m).includes('sign-in link') && isTo(m, email), count);
  const link = new URL(/https?:\/\/\S+\/account\/signin\?token=[\w-]+/.exec(mails.at(-1)!.parsed.text ?? '')![0]);
  return `${link.pathname}${link.search}`;
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** 60 of the order's 100 Nos dispatched through the API without an invoice number: the dispatch makes the tax invoice. */
async function dispatchPart(api: AdminApi, order: AcceptedByBuyer): Promise<{ invoiceNumber: string; docket: string }> {
  const docket = unique('VRL');
  const saved = (await api.call(endpoints.order.get, { body: { _id: order.orderId } })).data[0]!;
  const dispatched = (
    await api.call(endpoints.order.dispatch, {
      body: {
        _id: order.orderId,
        Transporter: 'VRL Logistics',
        DocketNo: docket,
        DispatchDate: indiaDay(),
        VehicleNo: 'GJ03AB1234',
        DistanceKm: 240,
        Packages: 1,
        Lines: [{ LineId: saved.Lines[0]!._id, Quantity: 60 }],
      },
    })
  ).data;
  const invoice = dispatched.Invoices.at(-1);
  expect(invoice?.Number, 'the dispatch made a tax invoice').toMatch(INVOICE_NUMBER);
  return { invoiceNumber: invoice!.Number, docket };
}

/** A browser at 390 px signed in from the mailed link (JavaScript on). */
async function signedInBuyer(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in with your e-mail address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sign-in form');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByTestId('link-sent')).toContainText(ACCOUNT_LINK_SENT);
  await page.goto(await signInPath(email));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('desk-email')).toHaveText(email);
  return { context, page };
}

test.describe("the buyer's desk", () => {
  // Two mails, an invoice PDF, three browsers and the quote-again draft on a busy machine.
  test.slow();

  test('a buyer signs in from the mail, downloads the invoice, orders again without JavaScript; staff quote it again', async ({
    browser,
    request,
    api,
    adminPage,
  }) => {
    const order = await orderAcceptedByBuyer(request, api);
    const { invoiceNumber, docket } = await dispatchPart(api, order);

    const { context, page } = await signedInBuyer(browser, order.email);
    const listed = page.getByTestId('desk-order').filter({ hasText: order.orderNumber });
    await expect(listed).toHaveCount(1);
    await expect(listed.getByTestId('desk-dispatch')).toContainText(`docket ${docket}`);
    await expectNoSidewaysScroll(page, 'the desk at 390 px');
    await expectNoSeriousA11yViolations(page, 'the desk');

    // The invoice's PDF, with the session's cookie.
    const invoice = listed.getByTestId('desk-invoice').filter({ hasText: invoiceNumber });
    const href = await invoice.getAttribute('href');
    const pdf = await context.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    // Search by the PO finds the order, an unknown drawing number nothing.
    await page.getByLabel('Search by reference, PO or drawing number').fill('NO-SUCH-DRAWING-49');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('desk-order')).toHaveCount(0);

    // Order again, without JavaScript: the same session in a plain browser.
    const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, storageState: await context.storageState() });
    const buyer = await plain.newPage();
    await buyer.goto('/account');
    await buyer
      .getByTestId('desk-order')
      .filter({ hasText: order.orderNumber })
      .getByRole('link', { name: /^Order again/ })
      .click();
    await expect(buyer).toHaveURL(/\/account\/reorder\?/);
    const quantity = buyer.getByLabel('Quantity (Nos)');
    await expect(quantity).toHaveValue('100');
    await quantity.fill('0');
    await buyer.getByRole('button', { name: 'Send the repeat order' }).click();
    // The server's 400 beside the quantity, what was typed kept.
    await expect(buyer.getByLabel('Quantity (Nos)')).toHaveAttribute('aria-invalid', 'true');
    await expect(buyer.getByLabel('Quantity (Nos)')).toHaveValue('0');
    await expectNoSidewaysScroll(buyer, 'the reorder form at 390 px');
    await buyer.getByLabel('Quantity (Nos)').fill('250');
    await buyer.getByLabel('PO number (optional)').fill('SP/PO/REPEAT-49');
    // A new drawing revision, posted as multipart/form-data by the browser itself.
    await buyer
      .getByLabel('New drawing revision (optional)')
      .setInputFiles({ name: REVISION_FILE, mimeType: 'application/pdf', buffer: REVISION_PDF });
    await buyer.getByRole('button', { name: 'Send the repeat order' }).click();
    const sent = buyer.getByTestId('reorder-sent');
    await expect(sent).toBeVisible();
    const reference = /Q-\d{4}-\d+/.exec((await sent.textContent()) ?? '')?.[0];
    expect(reference, 'the new request reference').toBeTruthy();
    await sent.getByRole('link', { name: 'Back to your account' }).click();
    const request49 = buyer.getByTestId('desk-request').filter({ hasText: reference! });
    await expect(request49).toContainText(`Repeat of ${order.orderNumber}`);
    await plain.close();

    // Sign out: the desk asks for the address again.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByTestId('signin-signed-out')).toBeVisible();
    await context.close();

    // Staff: the repeat lead says what it repeats, and one click quotes it at the last price.
    await adminPage.goto('/admin/quotes');
    await row(adminPage, reference!).getByRole('button', { name: /^View/ }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Quote Request Details' });
    await expect(dialog.getByTestId('record-repeat-of')).toHaveAttribute('href', `/admin/orders/${order.orderId}`);
    const repeat = dialog.getByTestId('lead-repeat-of');
    await expect(repeat).toContainText(`Repeat of ${order.orderNumber}`);
    await expect(repeat).toContainText('₹1,000.00');
    await expect(dialog.getByTestId('drawings')).toContainText(REVISION_FILE);
    await expect(dialog).toContainText(`New drawing revision: ${REVISION_FILE}.`);
    await expect(repeat.getByRole('link', { name: order.orderNumber })).toHaveAttribute('href', `/admin/orders/${order.orderId}`);
    await repeat.getByRole('button', { name: 'Quote again at last prices' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/quotations\/[\w-]+$/);
    const draftId = adminPage.url().split('/').at(-1)!;
    const draft = (await api.call(endpoints.quotation.get, { body: { _id: draftId } })).data[0]!;
    expect(draft.State).toBe('Draft');
    expect(draft.Lines.map((l) => [l.Quantity, l.UnitPrice])).toEqual([[250, 1000]]);
  });

  test('a used link shows that it expired, with the form again', async ({ browser, request, api }) => {
    const order = await orderAcceptedByBuyer(request, api);
    const { context } = await signedInBuyer(browser, order.email);
    await context.close();
    // The same link a second time, in a fresh browser: used, so expired.
    const path = await signInPath(order.email);
    const fresh = await browser.newContext({ viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
    const page = await fresh.newPage();
    await page.goto(path);
    await expect(page).toHaveURL(/\/account\?signin=expired$/);
    await expect(page.getByTestId('signin-expired')).toContainText('expired or was used already');
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the expired notice at 320 px');
    await fresh.close();
  });
});
