import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { endpoints, ewayBillFile, indiaDay, type Invoice, type Order } from '@rp/contract';
import { expect, test, type AdminApi } from '../../fixtures';
import { expectNoSeriousA11yViolations, toast, unique } from './helpers';

// Issue 48, the back office's invoices: a part dispatch (through the API, with vehicle and distance) makes the tax
// invoice; staff find it in /admin/invoices, take the e-way bill JSON and the Tally file for it, open it and its PDF,
// and record the e-way bill made on the portal.

/** An order accepted through the API: 100 Nos at ₹1,000 + 18 % GST, the buyer's billing address with its PIN code. */
async function acceptedOrder(api: AdminApi, company: string): Promise<Order> {
  const draft = (
    await api.call(endpoints.quotation.save, {
      body: {
        Source: 'E-mail',
        Buyer: {
          Company: company,
          Contact: 'Asha Patel',
          Email: 'asha@buyer.example',
          BillingAddress: 'Plot 12, GIDC Lodhika, Rajkot 360021',
          PlaceOfSupply: '24',
        },
        Lines: [
          { Description: 'EN8 pump shaft 32 dia x 410', HSN: '8483', Quantity: 100, Unit: 'Nos', UnitPrice: 1000, GstRate: 18, LeadTime: '3 weeks' },
        ],
      },
    })
  ).data;
  await api.call(endpoints.quotation.send, { body: { _id: draft._id } });
  await api.call(endpoints.quotation.accept, { body: { _id: draft._id, PONumber: `PO/${draft.Number}`, PODate: null, POFile: null } });
  const quotation = (await api.call(endpoints.quotation.get, { body: { _id: draft._id } })).data[0]!;
  expect(quotation.Order, `the order of ${quotation.Number}`).toBeTruthy();
  return (await api.call(endpoints.order.get, { body: { _id: quotation.Order!._id } })).data[0]!;
}

/** 60 of the 100 go by road in GJ03AB1234 over 240 km: ₹70,800.00, above the ₹50,000 e-way bill threshold. */
async function dispatchedInvoice(api: AdminApi, order: Order): Promise<Invoice> {
  const dispatched = (
    await api.call(endpoints.order.dispatch, {
      body: {
        _id: order._id,
        Transporter: 'VRL Logistics',
        DocketNo: unique('VRL'),
        DispatchDate: indiaDay(),
        VehicleNo: 'GJ 03 AB 1234',
        DistanceKm: 240,
        Packages: 2,
        Lines: [{ LineId: order.Lines[0]!._id, Quantity: 60 }],
      },
    })
  ).data;
  const invoiceId = dispatched.Dispatches.at(-1)?.InvoiceId;
  expect(invoiceId, 'the dispatch made an invoice').toBeTruthy();
  return (await api.call(endpoints.invoice.get, { body: { _id: invoiceId! } })).data[0]!;
}

async function downloadedText(download: Promise<Download>): Promise<{ name: string; text: string }> {
  const file = await download;
  return { name: file.suggestedFilename(), text: await fs.readFile((await file.path())!, 'utf8') };
}

/** The financial year of today, as the invoice numbers write it ("26-27"). */
function thisFinancialYear(): string {
  const today = indiaDay();
  const start = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) >= 4 ? 0 : 1);
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('invoices in the back office', () => {
  // A quotation, an order, a dispatch with its PDF, three files and an axe pass on each screen: more time on a busy machine.
  test.slow();

  test('find the part dispatch’s invoice, take its e-way bill JSON and Tally file, open it and its PDF, record the e-way bill', async ({
    adminPage: page,
    api,
  }) => {
    const company = unique('Gondal Castings');
    const invoice = await dispatchedInvoice(api, await acceptedOrder(api, company));
    expect(invoice).toMatchObject({ State: 'Issued', EwayBillRequired: true, Totals: { GrandTotal: 70800 } });
    const fy = thisFinancialYear();

    // The list: this year, searched by the number; the row links the order and says the e-way bill is required.
    await page.goto('/admin/invoices');
    await page.getByRole('combobox', { name: 'Financial year' }).selectOption(fy);
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(invoice.Number);
    const row = page.locator('tbody tr').filter({ hasText: invoice.Number });
    await expect(row).toHaveCount(1);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`fy=${fy}`));
    await expect(row.getByTestId('invoice-order')).toHaveAttribute('href', `/admin/orders/${invoice.OrderId}`);
    await expect(row).toContainText(company);
    await expect(row.getByTestId('invoice-total')).toHaveText('₹70,800.00');
    await expect(row.getByTestId('eway-required-badge').filter({ visible: true })).toHaveText('E-way bill required');
    await page.getByRole('button', { name: 'E-way bill pending' }).click();
    await expect(row).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'invoices list');

    // Export CSV: the same filters, so just this invoice.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await downloadedText(csvDownload);
    expect(csv.name).toBe(`invoices-${indiaDay()}.csv`);
    const csvRows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csvRows).toHaveLength(2);
    expect(csvRows[1]).toContain(invoice.Number);

    // E-way bill JSON: the filtered range's invoices that need one (here just this one), in the portal's names.
    const ewayDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'E-way bill JSON' }).click();
    const eway = await downloadedText(ewayDownload);
    expect(eway.name).toMatch(/^eway-bills-\d{4}-\d{2}-\d{2}\.json$/);
    const bills = ewayBillFile.parse(JSON.parse(eway.text));
    expect(bills.billLists).toHaveLength(1);
    expect(bills.billLists[0]).toMatchObject({
      docNo: invoice.Number,
      vehicleNo: 'GJ03AB1234',
      transDistance: 240,
      toPincode: 360021,
      totInvValue: 70800,
    });
    await expect(toast(page, 'E-way bill file with 1 bill downloaded')).toBeVisible();

    // Export for Tally: the chosen year's days to start with; the file holds this invoice's sales voucher and its party.
    await page.getByRole('button', { name: 'Export for Tally' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export for Tally' });
    await expect(dialog.getByLabel('From')).toHaveValue(`20${fy.slice(0, 2)}-04-01`);
    await expect(dialog.getByLabel('To')).toHaveValue(`20${fy.slice(3)}-03-31`);
    const tallyDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download XML' }).click();
    const tally = await downloadedText(tallyDownload);
    await expect(dialog).toHaveCount(0);
    expect(tally.name).toBe(`tally-invoices-20${fy.slice(0, 2)}-04-01-to-20${fy.slice(3)}-03-31.xml`);
    expect(tally.text).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
    const vouchers = [...tally.text.matchAll(/<VOUCHER\b[^>]*>([\s\S]*?)<\/VOUCHER>/g)].map((m) => m[1]!);
    const voucher = vouchers.find((v) => v.includes(`<VOUCHERNUMBER>${invoice.Number}</VOUCHERNUMBER>`));
    expect(voucher, `a voucher for ${invoice.Number}`).toBeTruthy();
    expect(voucher).toContain(`<PARTYLEDGERNAME>${company}</PARTYLEDGERNAME>`);
    expect(tally.text).toContain(`<LEDGER NAME="${company}"`);

    // The invoice screen: number, order, transport and totals; the PDF is a PDF.
    await row.getByTestId('invoice-number').click();
    await expect(page).toHaveURL(`/admin/invoices/${invoice._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice.Number);
    await expect(page.getByTestId('invoice-order-link')).toHaveText(invoice.OrderNumber);
    await expect(page.getByTestId('invoice-transport')).toContainText('GJ03AB1234');
    await expect(page.getByTestId('invoice-transport')).toContainText('240 km');
    await expect(page.getByTestId('invoice-totals').getByTestId('grand-total')).toHaveText('₹70,800.00');
    await expect(page.getByTestId('eway-bill-callout')).toBeVisible();

    // The server's answer is read on its way to the page (headless Chromium saves a PDF tab instead of showing it).
    let pdfHead = '';
    let pdfType = '';
    await page.route(`**/invoice/${invoice._id}/pdf*`, async (route) => {
      const response = await route.fetch();
      pdfType = response.headers()['content-type'] ?? '';
      pdfHead = (await response.body()).subarray(0, 4).toString('latin1');
      await route.fulfill({ response });
    });
    const popup = page.waitForEvent('popup');
    await page.getByTestId('invoice-open-pdf').click();
    await (await popup).close();
    await expect.poll(() => pdfHead).toBe('%PDF');
    expect(pdfType).toContain('application/pdf');
    await expect(page.getByTestId('invoice-open-pdf')).toBeEnabled();

    // The e-way bill made on the portal: 12 digits (typed with spaces) and today; the callout and badge go.
    await page.getByLabel('E-way bill number').fill('3210 9876 5432');
    await page.getByRole('button', { name: 'Record e-way bill' }).click();
    await expect(toast(page, `E-way bill 321098765432 recorded on ${invoice.Number}.`)).toBeVisible();
    await expect(page.getByTestId('eway-bill-recorded')).toContainText('321098765432');
    await expect(page.getByTestId('eway-required-badge')).toHaveCount(0);
    expect((await api.call(endpoints.invoice.get, { body: { _id: invoice._id } })).data[0]).toMatchObject({
      EwayBillNo: '321098765432',
      EwayBillRequired: false,
    });
    await expectNoSeriousA11yViolations(page, 'invoice screen');

    // On a phone: the screen folds into one column, with no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, 'invoice screen at 390 px');
  });
});
