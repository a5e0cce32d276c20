import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints } from '@rp/contract';
import { buildQuote } from '@rp/contract/testing';
import { axe, expect, test, type AdminApi } from '../../fixtures';
import { callApi } from '../../fixtures/api';
import { subjectOf, waitForMails, type ReceivedMail } from '../../fixtures/mail';
import { uniqueName } from './helpers';

// Issue 34: staff move an order through production and dispatch it in the back office; the buyer follows it
// on the status page they already have, on a phone, with and without JavaScript.

const isTo = (mail: ReceivedMail, address: string) =>
  (Array.isArray(mail.parsed.to) ? mail.parsed.to : [mail.parsed.to]).some((to) => to?.value.some((v) => v.address === address));

const linkIn = (mail: ReceivedMail) => {
  const link = new URL(/https?:\/\/\S+\/rfq\/\S+/.exec(mail.parsed.text ?? '')![0]);
  return `${link.pathname}${link.search}`;
};

/** A site quote request, a quotation staff send for it, and the buyer's acceptance online: the order it made. */
async function orderAcceptedByBuyer(request: APIRequestContext, api: AdminApi) {
  const email = `${uniqueName('buyer').replace(/\W+/g, '.')}@kaveri-pumps.example`.toLowerCase();
  const lead = (await callApi(request, endpoints.quote.save, { body: buildQuote({ Title: uniqueName('Order Buyer'), Email: email }) })).data;
  const draft = await api.call(endpoints.quotation.save, {
    body: {
      LeadId: lead._id,
      Buyer: {
        Company: 'Kaveri Pumps',
        Contact: 'Meera Nair',
        Email: email,
        BillingAddress: 'Peenya Industrial Area, Bengaluru',
        PlaceOfSupply: '29',
      },
      Lines: [
        {
          Description: 'EN19 impeller shaft, ground seats',
          HSN: '8483',
          Quantity: 120,
          Unit: 'Nos',
          UnitPrice: 1840,
          GstRate: 18,
          LeadTime: '4 weeks',
        },
        { Description: 'Bronze wear ring 110/125 x 18', HSN: '8483', Quantity: 240, Unit: 'Nos', UnitPrice: 310.5, GstRate: 18 },
      ],
    },
  });
  const sent = await api.call(endpoints.quotation.send, { body: { _id: draft.data._id } });
  const [mail] = await waitForMails((m) => subjectOf(m).startsWith(`Quotation ${sent.data.Number} `) && isTo(m, email), 1);
  const path = linkIn(mail!);
  const key = new URL(path, 'http://x').searchParams.get('key')!;
  const po = `KP/PO/${Date.now() % 100000}`;
  await callApi(request, endpoints.rfq.accept, {
    params: { reference: lead.Reference },
    body: { Key: key, Name: 'Meera Nair', Designation: 'Purchase Manager', PONumber: po, AcceptTerms: true },
  });
  const quotation = (await api.call(endpoints.quotation.get, { body: { _id: draft.data._id } })).data[0]!;
  expect(quotation.Order, 'the acceptance made an order').toBeTruthy();
  return { email, path, po, orderId: quotation.Order!._id, orderNumber: quotation.Order!.Number };
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.view);
}

test.describe('the buyer follows their order on the status page', () => {
  // Two browsers, the back office, mail and the server renderer: more time on a busy machine.
  test.slow();

  test('staff move it to Machining and dispatch it in the back office; the buyer’s phone shows the stage, note and docket', async ({
    adminPage,
    api,
    browser,
    request,
  }) => {
    const { email, path, po, orderId, orderNumber } = await orderAcceptedByBuyer(request, api);
    const docket = `VRL-${Date.now() % 1_000_000_00}`;

    // Staff: Move to Machining with a note for the buyer, then Record dispatch of everything with a docket number.
    await adminPage.goto(`/admin/orders/${orderId}`);
    await adminPage.getByRole('button', { name: 'Move to…' }).click();
    const move = adminPage.getByRole('dialog');
    await move.getByLabel('Move to').selectOption('Machining');
    await move.getByLabel('Note (optional)').fill('Bar stock arrived; turning has begun.');
    await move.getByLabel('Tell the buyer').check();
    await move.getByRole('button', { name: 'Move to Machining' }).click();
    await expect(move).toHaveCount(0);
    await adminPage.getByRole('button', { name: 'Record dispatch' }).click();
    const dispatch = adminPage.getByRole('dialog');
    await dispatch.getByRole('radio', { name: /Invoiced elsewhere/ }).check();
    await dispatch.getByLabel('Invoice number').fill('INV/26-27/0412');
    await dispatch.getByRole('textbox', { name: 'Transporter', exact: true }).fill('VRL Logistics');
    await dispatch.getByLabel('LR / docket number').fill(docket);
    await dispatch.getByLabel('Packages').fill('4');
    await dispatch.getByRole('button', { name: 'Record dispatch' }).click();
    await expect(dispatch).toHaveCount(0);
    await expect.poll(async () => (await api.call(endpoints.order.get, { body: { _id: orderId } })).data[0]!.Stage).toBe('Dispatched');

    // The buyer, in a browser of their own on a phone.
    const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const buyer = await buyerContext.newPage();
    await buyer.goto(path);
    await expect(buyer.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(buyer.getByTestId('order-stage')).toHaveText('Dispatched');
    await expect(buyer.getByTestId('order-po')).toHaveText(po);
    await expect(buyer.getByTestId('order-docket')).toHaveText(docket);
    const shipment = buyer.getByTestId('order-dispatch');
    await expect(shipment).toContainText('VRL Logistics');
    await expect(shipment).toContainText('4 packages');
    await expect(shipment).toContainText('INV/26-27/0412');
    await expect(shipment).toContainText('120 Nos');
    await expect(buyer.getByTestId('order-note')).toHaveText('Bar stock arrived; turning has begun.');
    await expect(buyer.locator('[data-testid="order-step"][aria-current="step"]')).toContainText('Dispatched');
    await expectNoSidewaysScroll(buyer);
    const audit = await axe(buyer).include('#order').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(audit.violations.map((v) => v.id)).toEqual([]);

    // The dispatch mail's own link opens the same page.
    const [mail] = await waitForMails((m) => subjectOf(m).startsWith(`Order ${orderNumber} dispatched`) && isTo(m, email), 1);
    expect(subjectOf(mail!)).toContain(docket);
    await buyer.goto(linkIn(mail!));
    await expect(buyer.getByTestId('order-docket')).toHaveText(docket);
    await buyerContext.close();

    // Without JavaScript, on the narrowest phone: the server's HTML says it all.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    const page = await plain.newPage();
    await page.goto(path);
    await expect(page.getByTestId('order-stage')).toHaveText('Dispatched');
    await expect(page.getByTestId('order-docket')).toHaveText(docket);
    await expect(page.getByText('Bar stock arrived; turning has begun.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await plain.close();
  });
});
