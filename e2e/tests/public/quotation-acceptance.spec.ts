import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, formatRupees, rupeesToPaise, type Quotation } from '@rp/contract';
import { buildQuote } from '@rp/contract/testing';
import { axe, expect, test, type AdminApi } from '../../fixtures';
import { callApi } from '../../fixtures/api';
import { subjectOf, waitForMails, type ReceivedMail } from '../../fixtures/mail';
import { uniqueName } from './helpers';

// Issue 33: a quote request becomes a quotation that staff send; the buyer opens the mailed link in their own
// browser and answers it on the status page; staff see the answer.

const PO_PDF = Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n% purchase order ${Date.now()}\ntrailer<<>>\n%%EOF\n`);

interface SentQuotation {
  quotation: Quotation;
  /** The status page path from the buyer's mail, key included. */
  path: string;
}

const isTo = (mail: ReceivedMail, address: string) =>
  (Array.isArray(mail.parsed.to) ? mail.parsed.to : [mail.parsed.to]).some((to) => to?.value.some((v) => v.address === address));

/** Staff (through the API) make a quotation from a site quote request and send it; the buyer's mail carries the link. */
async function sendQuotationFor(request: APIRequestContext, api: AdminApi): Promise<SentQuotation> {
  const email = `${uniqueName('buyer').replace(/\W+/g, '.')}@gondal-gears.example`.toLowerCase();
  const lead = (await callApi(request, endpoints.quote.save, { body: buildQuote({ Title: uniqueName('Quotation Buyer'), Email: email }) })).data;
  const draft = await api.call(endpoints.quotation.save, {
    body: {
      LeadId: lead._id,
      Buyer: {
        Company: 'Gondal Gear Works',
        Contact: 'Asha Mehta',
        Email: email,
        BillingAddress: 'Plot 12, GIDC Gondal, Rajkot',
        PlaceOfSupply: '24',
      },
      PaymentTerms: '50% advance, balance before dispatch',
      DeliveryTerms: 'Ex-works Rajkot',
      Lines: [
        {
          Description: 'EN19 pump shaft, ground bearing seats',
          DrawingNo: 'GGW-114 rev C',
          Material: 'EN19',
          HSN: '8483',
          Quantity: 250,
          Unit: 'Nos',
          UnitPrice: 1412.5,
          DiscountPercent: 5,
          GstRate: 18,
          LeadTime: '3-4 weeks',
          QuantityBreaks: [{ Quantity: 500, UnitPrice: 1350 }],
        },
        { Description: 'Bronze bush 40/50 x 30', HSN: '8483', Quantity: 1000, Unit: 'Pcs', UnitPrice: 86.75, GstRate: 18 },
      ],
      Charges: [{ Kind: 'Packing and forwarding', Amount: 2500, GstRate: 18 }],
    },
  });
  const sent = await api.call(endpoints.quotation.send, { body: { _id: draft.data._id } });
  const [mail] = await waitForMails((m) => subjectOf(m).startsWith(`Quotation ${sent.data.Number} `) && isTo(m, email), 1);
  const link = new URL(/https?:\/\/\S+\/rfq\/\S+/.exec(mail!.parsed.text ?? '')![0]);
  return { quotation: sent.data, path: `${link.pathname}${link.search}` };
}

const rupeesText = (rupees: number) => formatRupees(rupeesToPaise(rupees)!);

/**
 * The floating chat button must never lie over a button, link or field: scrolled through the whole page, the
 * controls its box overlaps wherever it shows (none when it is not on the page at all).
 */
async function controlsUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const hits = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
      const chat = document.querySelector<HTMLElement>('[data-testid="chat-button"]');
      if (!chat || getComputedStyle(chat).visibility !== 'visible') continue;
      const box = chat.getBoundingClientRect();
      for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, label')) {
        if (chat.contains(el) || el.closest('[aria-hidden="true"]')) continue;
        const r = el.getBoundingClientRect();
        if (r.width && r.height && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top) {
          hits.add(`${el.tagName} ${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)}`);
        }
      }
    }
    return [...hits];
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.view);
}

test.describe('the buyer answers a quotation on the status page', () => {
  // A whole journey through two browsers, mail and the PDF renderer: more time on a busy machine.
  test.slow();

  test('accepts it with a PO file on a phone, and staff see it Accepted with the PO number', async ({ browser, request, api, adminPage }) => {
    const { quotation, path } = await sendQuotationFor(request, api);

    const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const buyer = await buyerContext.newPage();
    await buyer.goto(path);
    await expect(buyer.getByTestId('quotation-number')).toHaveText(quotation.Number);
    await expect(buyer.getByTestId('quotation-grand-total')).toHaveText(rupeesText(quotation.Totals.GrandTotal));
    await expect(buyer.getByText(quotation.Totals.AmountInWords)).toBeVisible();
    await expect(buyer.getByTestId('quotation-line')).toHaveCount(2);
    await expect(buyer.getByTestId('quotation-line').getByText('500 Nos at ₹1,350.00 each')).toBeVisible();
    await expect(buyer.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/quotation\.pdf\?key=/);
    await expectNoSidewaysScroll(buyer);
    // One story (issue 44): no reply promise once the quotation is there, but what the buyer can do now.
    await expect(buyer.getByTestId('rfq-status')).toHaveText('Awaiting your answer');
    await expect(buyer.getByTestId('rfq-next-steps')).toContainText('download its PDF');
    await expect(buyer.locator('main')).not.toContainText('We will reply within 24 business hours');
    await expect(buyer.locator('main')).not.toContainText('Being reviewed');
    // Not a page of the spec: no preloader; and the chat button covers none of its controls.
    await expect(buyer.getByTestId('preloader')).toHaveCount(0);
    expect(await controlsUnderChatButton(buyer)).toEqual([]);
    const audit = await axe(buyer)
      .include('#quotation')
      .include('#answer')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    const form = buyer.locator('form').filter({ has: buyer.getByRole('button', { name: 'Accept quotation' }) });
    const poFile = form.getByLabel('PO file (optional)');
    // A mistake (no name, terms not ticked) is shown in place: no page load, the PO file still chosen.
    await poFile.setInputFiles({ name: 'PO-118.pdf', mimeType: 'application/pdf', buffer: PO_PDF });
    await buyer.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await form.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(buyer.getByTestId('answer-error')).toBeVisible();
    expect(await poFile.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('PO-118.pdf');
    expect(await buyer.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await form.getByLabel('Your name').fill('Asha Mehta');
    await form.getByLabel('Designation').fill('Purchase Manager');
    await form.getByLabel('PO number (optional)').fill('GGW/PO/2026/118');
    await form.getByLabel('I accept the terms of this quotation').check();
    // The buyer orders the 500 the quotation also priced (issue 43).
    await form.getByRole('radio', { name: /500 Nos at ₹1,350\.00 each/ }).check();
    await form.getByRole('button', { name: 'Accept quotation' }).click();

    await expect(buyer).toHaveURL(/#answer$/);
    const accepted = buyer.getByTestId('quotation-accepted');
    await expect(accepted).toBeFocused();
    expect(await buyer.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(buyer.getByTestId('preloader')).toHaveCount(0);
    // After acceptance the order tells the rest: its progress at the top, what happens next in the answer.
    await expect(buyer.getByTestId('order-number')).toBeVisible();
    await expect(accepted).toContainText('What happens next');
    await expect(accepted).toContainText(/Accepted by Asha Mehta on \d{1,2} \w+ \d{4}\./);
    await expect(accepted).toContainText('PO number: GGW/PO/2026/118');
    await expect(accepted).toContainText('Quantities ordered: line 1: 500 Nos.');
    await expect(buyer.getByTestId('quotation-state')).toHaveText('Accepted');
    await expect(buyer.getByRole('button', { name: 'Accept quotation' })).toHaveCount(0);
    const answered = await axe(buyer).include('#answer').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(answered.violations.map((v) => v.id)).toEqual([]);
    await buyerContext.close();

    // The team's mail carries the PO file; the buyer gets a confirmation.
    const [staffMail] = await waitForMails((m) => subjectOf(m).startsWith(`Accepted: quotation ${quotation.Number} `), 1);
    expect(subjectOf(staffMail!)).toContain('PO GGW/PO/2026/118');
    expect(staffMail!.parsed.text).toContain('Quantities chosen: Line 1: 500 Nos at ₹1,350.00');
    expect(staffMail!.parsed.attachments.map((a) => a.filename)).toContain('PO-118.pdf');
    await waitForMails((m) => subjectOf(m) === `We received your acceptance of quotation ${quotation.Number}`, 1);

    await adminPage.goto(`/admin/quotations/${quotation._id}`);
    await expect(adminPage.locator(`[data-state="Accepted"]`).first()).toBeVisible();
    const progress = adminPage.getByTestId('quotation-progress');
    await expect(progress).toContainText('Asha Mehta, Purchase Manager');
    await expect(progress).toContainText('GGW/PO/2026/118');
    await expect(progress).toContainText('PO-118.pdf');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('accepts at a quantity break with a plain form post: a refused post keeps the choice', async ({ page, request, api }) => {
      const { quotation, path } = await sendQuotationFor(request, api);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Accept quotation' }) });
      await expect(form.getByRole('radio', { name: /250 Nos .*\(as quoted\)/ })).toBeChecked();
      await form.getByRole('radio', { name: /500 Nos at ₹1,350\.00 each/ }).check();
      await form.getByRole('button', { name: 'Accept quotation' }).click();
      await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('radio', { name: /500 Nos at ₹1,350\.00 each/ })).toBeChecked();

      await form.getByLabel('Your name').fill('Asha Mehta');
      await form.getByLabel('I accept the terms of this quotation').check();
      await form.getByRole('button', { name: 'Accept quotation' }).click();
      await expect(page.getByTestId('quotation-accepted')).toContainText('Quantities ordered: line 1: 500 Nos.');
      await expectNoSidewaysScroll(page);
      const stored = (await api.call(endpoints.quotation.get, { body: { _id: quotation._id } })).data[0]!;
      const order = (await api.call(endpoints.order.get, { body: { _id: stored.Order!._id } })).data[0]!;
      expect(order.Lines[0]).toMatchObject({ Quantity: 500, UnitPrice: 1350 });
    });

    test('declines it with a plain form post: errors keep what was typed, then the page says it is declined', async ({ page, request, api }) => {
      const { quotation, path } = await sendQuotationFor(request, api);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByTestId('quotation-grand-total')).toHaveText(rupeesText(quotation.Totals.GrandTotal));

      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Decline quotation' }) });
      await form.getByLabel('Comment (optional)').fill('Our project moved to next year.');
      await form.getByRole('button', { name: 'Decline quotation' }).click();
      await expect(page).toHaveURL(/#answer$/);
      await expect(form.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(/^Reason must be one of/)).toBeVisible();
      await expect(form.getByLabel('Comment (optional)')).toHaveValue('Our project moved to next year.');

      await form.getByLabel('Reason').selectOption('Project cancelled');
      await form.getByRole('button', { name: 'Decline quotation' }).click();
      await expect(page.getByTestId('quotation-declined')).toContainText(/Declined on \d{1,2} \w+ \d{4}\./);
      await expect(page.getByTestId('quotation-declined')).toContainText('Reason: Project cancelled');
      await expectNoSidewaysScroll(page);

      const stored = (await api.call(endpoints.quotation.get, { body: { _id: quotation._id } })).data[0]!;
      expect(stored).toMatchObject({ State: 'Declined', DeclineReason: 'Project cancelled', DeclineComment: 'Our project moved to next year.' });
      await waitForMails((m) => subjectOf(m) === `Declined: quotation ${quotation.Number} by Gondal Gear Works (Project cancelled)`, 1);

      // The request's status follows its quotation (issue 44): declined closes it, a revision sent reopens it.
      const leadStatus = async () => (await api.call(endpoints.quote.get, { body: { _id: quotation.LeadId! } })).data[0]!.Status;
      expect(await leadStatus()).toBe('Closed');
      const revision = (await api.call(endpoints.quotation.revise, { body: { _id: quotation._id } })).data;
      await api.call(endpoints.quotation.send, { body: { _id: revision._id } });
      expect(await leadStatus()).toBe('In Progress');
    });
  });
});
