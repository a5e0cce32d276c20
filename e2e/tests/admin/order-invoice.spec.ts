import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { API_BASE, endpointPath, endpoints } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { toast } from './helpers';
import { orderAcceptedByBuyer } from './payment-helpers';

// Issue 48: staff dispatch part of an order and the dispatch makes the tax invoice (no number typed); the order
// and buyer screens list it (with its PDF), and the buyer's status page lists it with the original copy.

const INVOICE_NUMBER = /INV\/\d{2}-\d{2}\/\d{4}/;

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('the tax invoice made at dispatch', () => {
  // The buyer's acceptance (mail), the invoice's PDF and a second browser for the buyer: more time on a busy machine.
  test.slow();

  test('a part dispatch with vehicle and distance makes INV/…; the order lists it with its PDF; the buyer’s page links the original', async ({
    adminPage: page,
    api,
    adminToken,
    request,
    browser,
  }) => {
    // 100 Nos at ₹1,000 + 18 % GST: 60 of them are ₹70,800.00, above the ₹50,000 e-way bill threshold.
    const order = await orderAcceptedByBuyer(request, api);
    await page.goto(`/admin/orders/${order.orderId}`);
    await expect(page.getByTestId('order-invoices-card')).toContainText('None yet');

    await page.getByRole('button', { name: 'Record dispatch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record dispatch' });
    await expect(dialog.getByRole('radio', { name: /Make the tax invoice here/ })).toBeChecked();
    await expect(dialog.getByLabel('Invoice number')).toHaveCount(0);
    await expect(dialog.getByText('needed for the e-way bill JSON')).toBeVisible();
    await expect(dialog.getByLabel('Transport mode')).toHaveValue('Road');
    await dialog.getByRole('textbox', { name: 'Transporter', exact: true }).fill('VRL Logistics');
    await dialog.getByLabel('LR / docket number').fill('VRL-48048');
    await dialog.getByLabel('Vehicle number').fill('gj 03 ab 1234');
    await dialog.getByLabel('Distance (km)').fill('240');
    await dialog.getByLabel('Quantity, line 1').fill('60');
    await dialog.getByRole('button', { name: 'Record dispatch' }).click();
    const done = toast(page, 'Dispatch recorded with tax invoice INV/');
    await expect(done).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const number = INVOICE_NUMBER.exec((await done.textContent()) ?? '')?.[0];
    expect(number, 'the toast names the invoice').toBeTruthy();
    await expect(done).toContainText('1 line has more to send.');

    // The order's Invoices: number to its screen, state, total, e-way bill required, the PDF.
    const saved = (await api.call(endpoints.order.get, { body: { _id: order.orderId } })).data[0]!;
    const invoice = saved.Invoices.find((i) => i.Number === number)!;
    expect(invoice, `${number} on the order`).toBeTruthy();
    expect(saved.Dispatches[0]).toMatchObject({ InvoiceId: invoice._id, VehicleNo: 'GJ03AB1234', DistanceKm: 240, TransportMode: 'Road' });
    const row = page.getByTestId('order-invoices-card').getByTestId('order-invoice');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: number! })).toHaveAttribute('href', `/admin/invoices/${invoice._id}`);
    await expect(row.getByTestId('invoice-state')).toHaveText('Issued');
    await expect(row).toContainText('₹70,800.00');
    await expect(row.getByTestId('invoice-eway-required')).toHaveText('E-way bill required');
    const dispatches = page.getByTestId('order-dispatches');
    await expect(dispatches.getByTestId('dispatch-invoice')).toHaveText(number!);
    await expect(dispatches).toContainText('GJ03AB1234 · 240 km by road');

    const download = page.waitForEvent('download');
    await row.getByTestId('invoice-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number!.replace(/\//g, '-')}.pdf`);
    expect((await fs.readFile((await file.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const pdf = await request.get(`${API_BASE}${endpointPath(endpoints.invoice.pdf, { id: invoice._id })}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The buyer's screen lists it too, with its order.
    expect(saved.BuyerId, 'the order is linked to its buyer').toBeTruthy();
    await page.goto(`/admin/buyers/${saved.BuyerId}`);
    const onBuyer = page.getByTestId('buyer-invoice');
    await expect(onBuyer).toHaveCount(1);
    await expect(onBuyer.getByRole('link', { name: number! })).toHaveAttribute('href', `/admin/invoices/${invoice._id}`);
    await expect(onBuyer).toContainText(order.orderNumber);
    await expect(onBuyer).toContainText('₹70,800.00');

    // The buyer's page, without JavaScript on a 320 px phone: the invoice with its original copy.
    const buyerContext = await browser.newContext({ viewport: { width: 320, height: 720 }, javaScriptEnabled: false });
    const buyer = await buyerContext.newPage();
    await buyer.goto(order.path);
    const listed = buyer.getByTestId('order-invoice');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(number!);
    await expect(listed).toContainText('₹70,800.00');
    await expect(listed).not.toContainText('Cancelled');
    await expectNoSidewaysScroll(buyer, 'the status page at 320 px');
    const href = await listed.getByRole('link', { name: /Invoice PDF/ }).getAttribute('href');
    const original = await buyer.request.get(href!);
    expect(original.status()).toBe(200);
    expect(original.headers()['content-type']).toContain('application/pdf');
    expect((await original.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await buyerContext.close();
  });
});
