import fs from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { endpoints, type Quotation } from '@rp/contract';
import { API, expect, test, type AdminApi } from '../../fixtures';
import { createQuote, expectNoSeriousA11yViolations, PDF_BYTES, toast, unique } from './helpers';

const calls = endpoints.quotation;

async function getQuotation(api: AdminApi, id: string): Promise<Quotation> {
  const found = (await api.call(calls.get, { body: { _id: id } })).data[0];
  expect(found, `quotation ${id}`).toBeTruthy();
  return found!;
}

/** A place of supply in another state than the company's: IGST. */
async function otherState(api: AdminApi): Promise<string> {
  const company = (await api.call(endpoints.settings.company)).data;
  return company.State === '27' ? '29' : '27';
}

/** The quotation's _id from the editor's URL (/admin/quotations/<id>). */
async function savedId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/quotations\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function fillBuyer(page: Page, buyer: { company: string; email: string }) {
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill(buyer.company);
  await page.getByLabel('Contact person').fill('Asha Patel');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(buyer.email);
  await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await page.getByLabel('Billing address').fill('Plot 7, MIDC Bhosari\nPune 411026');
}

test.describe('quotations', () => {
  test('from scratch: live totals with the right grand total, save, then send', async ({ adminPage: page, api, request }) => {
    const company = unique('Deccan Hydraulics');
    const email = `${company.split(' ').pop()}@deccan.example`;
    const place = await otherState(api);

    await page.goto('/admin/quotations');
    await page.getByRole('link', { name: 'New quotation' }).click();
    await expect(page.getByRole('heading', { name: 'New quotation' })).toBeVisible();
    await fillBuyer(page, { company, email });
    await page.getByLabel('Place of supply').selectOption(place);
    await page.getByLabel('Source').selectOption('Phone');

    // Line 1: 3 x ₹1,234.57 less 2.5 % = ₹3,611.12 (3,611.11725 rounded half up), GST 18 %.
    await page.getByLabel('Description, line 1').fill('EN8 drive shaft, 40 dia x 350');
    await page.getByLabel('HSN, line 1').fill('848310');
    await page.getByLabel('Quantity, line 1').fill('3');
    await page.getByLabel('Unit price, line 1').fill('1234.57');
    await page.getByLabel('Discount %, line 1').fill('2.5');
    await expect(page.getByTestId('line-1-taxable')).toHaveText('₹3,611.12');
    // Line 2: 0.125 kg x ₹99.99 = ₹12.50 (12.49875), GST 12 %.
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Description, line 2').fill('Bronze bush blank');
    await page.getByLabel('HSN, line 2').fill('7403');
    await page.getByLabel('Quantity, line 2').fill('0.125');
    await page.getByLabel('Unit, line 2').selectOption('Kg');
    await page.getByLabel('Unit price, line 2').fill('99.99');
    await page.getByLabel('GST rate, line 2').selectOption('12');
    await expect(page.getByTestId('line-2-taxable')).toHaveText('₹12.50');
    // Freight ₹450.10 at 18 %.
    await page.getByRole('button', { name: 'Freight', exact: true }).click();
    await page.getByLabel('Amount, Freight').fill('450.10');

    // Taxable ₹4,073.72; IGST 18 % of ₹4,061.22 = ₹731.02 and 12 % of ₹12.50 = ₹1.50; ₹4,806.24 rounds to ₹4,806.
    const totals = page.getByTestId('totals');
    await expect(totals).toHaveAttribute('data-tax-mode', 'IGST');
    await expect(totals.getByTestId('total-taxable')).toHaveText('₹4,073.72');
    await expect(totals.getByTestId('total-igst-18')).toHaveText('₹731.02');
    await expect(totals.getByTestId('total-igst-12')).toHaveText('₹1.50');
    await expect(totals.getByTestId('total-round-off')).toHaveText('-₹0.24');
    await expect(totals.getByTestId('grand-total')).toHaveText('₹4,806.00');
    await expect(totals.getByTestId('amount-in-words')).toHaveText('Rupees Four Thousand Eight Hundred Six Only');

    // Outside India: no GST at all, ₹4,073.72 rounds to ₹4,074; back to the other state after.
    await page.getByLabel('Place of supply').selectOption('96');
    await expect(totals).toHaveAttribute('data-tax-mode', 'Export');
    await expect(totals.getByTestId('grand-total')).toHaveText('₹4,074.00');
    await expect(totals.getByTestId('total-round-off')).toHaveText('₹0.28');
    await page.getByLabel('Place of supply').selectOption(place);
    await expect(totals.getByTestId('grand-total')).toHaveText('₹4,806.00');
    await expectNoSeriousA11yViolations(page, 'quotation editor');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, /^Draft QT-\d{4}-\d{5} saved\.$/)).toBeVisible();
    const id = await savedId(page);
    const draft = await getQuotation(api, id);
    expect(draft).toMatchObject({ State: 'Draft', Source: 'Phone', Buyer: { Company: company, PlaceOfSupply: place } });
    // The server's totals are the editor's.
    expect(draft.Totals).toMatchObject({ Taxable: 4073.72, IGST: 732.52, RoundOff: -0.24, GrandTotal: 4806 });
    await expect(page.getByRole('heading', { name: draft.Number })).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // A Draft has nothing for the buyer to open yet.
    await expect(page.getByTestId('whatsapp-share')).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Send ${draft.Number}?` });
    await expect(confirm).toContainText(email);
    await expect(confirm).toContainText('₹4,806.00');
    await confirm.getByRole('button', { name: 'Send quotation' }).click();
    await expect(toast(page, `${draft.Number} sent to ${email}.`)).toBeVisible();

    // Sent: read-only, with its history and the moves a sent quotation allows.
    await expect(page.getByRole('heading', { name: draft.Number }).locator('[data-state]')).toHaveText('Sent');
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Revise' })).toBeVisible();
    const sent = await getQuotation(api, id);
    expect(sent.State).toBe('Sent');
    expect(sent.SentAt).not.toBeNull();
    await expect(page.getByTestId('quotation-progress')).toContainText(new Date(sent.SentAt!).toLocaleDateString('en-GB'));
    // Share on WhatsApp: a new tab at wa.me with the number and a status link of the buyer's own (wa.me answered here).
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const popup = page.waitForEvent('popup');
    await page.getByTestId('whatsapp-share').click();
    const whatsapp = await popup;
    await whatsapp.waitForURL(/^https:\/\/wa\.me\/919876543210\?text=/);
    const message = new URL(whatsapp.url()).searchParams.get('text')!;
    expect(message).toContain(draft.Number);
    const statusLink = /https?:\/\/\S+\/rfq\/Q-\d{4}-\d{5}\?key=[\w-]+/.exec(message)?.[0];
    expect(statusLink, message).toBeTruthy();
    await whatsapp.close();
    // The buyer opens it (no staff cookie here): the page shows the quotation, which is now Viewed.
    const buyerPage = await request.get(statusLink!);
    expect(buyerPage.status()).toBe(200);
    expect(await buyerPage.text()).toContain(draft.Number);
    expect((await getQuotation(api, id)).State).toBe('Viewed');
  });

  test('a quote request becomes a prefilled quotation, listed in its detail', async ({ adminPage: page, request }) => {
    const name = unique('Ravi Mehta');
    const lead = await createQuote(request, { name, company: 'Mehta Pumps Pvt Ltd', product: 'Bushes', phone: '98250 12345' });

    await page.goto(`/admin/quotes?open=${lead._id}`);
    const detail = page.getByRole('dialog', { name: 'Quote Request Details' });
    await detail.getByRole('link', { name: 'Prepare quotation' }).click();
    await expect(page.getByText(`Prepared from request ${lead.Reference}`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('Mehta Pumps Pvt Ltd');
    await expect(page.getByLabel('Contact person')).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(lead.Email);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('98250 12345');
    await expect(page.getByLabel('Description, line 1')).toHaveValue('Bushes');
    // A lead needs no Source: it is the lead's own.
    await expect(page.getByLabel('Source')).toHaveCount(0);

    // The schema's own messages before anything is sent.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'Please correct the fields marked in red.')).toBeVisible();
    await expect(page.getByText('Billing address is required.')).toBeVisible();
    await expect(page.getByText('Unit price must be an amount in rupees.')).toBeVisible();

    await page.getByLabel('Billing address').fill('Rajkot');
    await page.getByLabel('HSN, line 1').fill('848330');
    await page.getByLabel('Unit price, line 1').fill('85');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, /^Draft QT-.* saved\.$/)).toBeVisible();
    await savedId(page);
    const heading = page.getByRole('heading', { level: 1, name: /^QT-\d{4}-\d{5}/ });
    await expect(heading).toBeVisible();
    const number = (await heading.innerText()).split(/\s/)[0]!;
    await expect(page.getByRole('link', { name: lead.Reference })).toBeVisible();

    await page.goto(`/admin/quotes?open=${lead._id}`);
    await expect(page.getByRole('dialog', { name: 'Quote Request Details' }).getByTestId('lead-quotations')).toContainText(number);
    await expect(page.getByRole('dialog').getByRole('link', { name: `Open ${number}` })).toBeVisible();
  });

  test('list: search, state filter in the URL, CSV export; revise keeps the old revision', async ({ adminPage: page, api }) => {
    const company = unique('Shree Agro Works');
    const body = {
      Source: 'WhatsApp' as const,
      Buyer: { Company: company, Contact: 'Mr Shah', Email: 'shah@agro.example', BillingAddress: 'Morbi', PlaceOfSupply: '24' as const },
      Lines: [{ Description: 'Flange 6 inch', HSN: '7307', Quantity: 40, Unit: 'Nos' as const, UnitPrice: 850, GstRate: 18 as const }],
    };
    const draft = (await api.call(calls.save, { body })).data;
    await api.call(calls.send, { body: { _id: draft._id } });

    await page.goto('/admin/quotations');
    const sentChip = page.getByRole('button', { name: /^Sent/ });
    await expect(sentChip).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search quotations' }).fill(company.split(' ').pop()!);
    // A chip clicked at once, on a busy computer: the main thread stays busy past the search's 300 ms debounce
    // before the chip's navigation can show. The search's late write must keep the chip (and the chip the search).
    await sentChip.evaluate((chip: HTMLElement) => {
      chip.click();
      const until = performance.now() + 400;
      while (performance.now() < until);
    });
    await expect(page).toHaveURL(/^(?=.*[?&]q=)(?=.*[?&]state=Sent)/);
    const row = page.locator('tbody tr').filter({ hasText: draft.Number });
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText(company);
    await expect(row).toContainText('WhatsApp');
    await expect(row.getByTestId('quotation-total')).toHaveText('₹40,120.00');
    await page.getByRole('button', { name: /^Sent/ }).click();
    await page.getByRole('button', { name: /^Draft/ }).click();
    await expect(page).toHaveURL(/state=Draft/);
    await expect(page.getByText('No quotations match these filters.')).toBeVisible();
    await page.getByRole('button', { name: /^Draft/ }).click();
    await page.getByRole('button', { name: /^Sent/ }).click();
    await expect(page).toHaveURL(/state=Sent/);
    await expect(row).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^quotations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    expect(csv).toContain(draft.Number);
    expect(csv).toContain(company);

    await row.getByRole('link', { name: draft.Number }).click();
    await page.getByRole('button', { name: 'Revise' }).click();
    await expect(toast(page, `Revision ${draft.Number}-R1 created as a draft.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `${draft.Number}-R1` })).toBeVisible();
    const revisions = page.getByTestId('revisions');
    await expect(revisions.getByRole('link', { name: draft.Number, exact: true })).toBeVisible();
    await expect(revisions).toContainText(`${draft.Number}-R1`);
    // The revision is a Draft with the old figures.
    await expect(page.getByLabel('Unit price, line 1')).toHaveValue('850');
  });

  test('a refused move shows the server’s message: saving a draft sent elsewhere meanwhile', async ({ adminPage: page, api, request }) => {
    const body = {
      Source: 'E-mail' as const,
      Buyer: {
        Company: unique('Kiran Textiles'),
        Contact: 'Asha',
        Email: 'asha@kiran.example',
        BillingAddress: 'Surat',
        PlaceOfSupply: '24' as const,
      },
      Lines: [{ Description: 'Spacer', HSN: '7318', Quantity: 100, Unit: 'Pcs' as const, UnitPrice: 12.35, GstRate: 18 as const }],
    };
    const draft = (await api.call(calls.save, { body })).data;
    await page.goto(`/admin/quotations/${draft._id}`);
    await expect(page.getByLabel('Unit price, line 1')).toHaveValue('12.35');
    await page.getByLabel('Unit price, line 1').fill('11.90');
    // Another member of staff sends it in the meantime.
    await api.call(calls.send, { body: { _id: draft._id } });

    // What the server answers such a save: 409 with its reason.
    const answer = await request.post(`${API}${calls.save.path}`, {
      headers: { Authorization: `Bearer ${api.token}` },
      data: { ...body, _id: draft._id },
    });
    expect(answer.status()).toBe(409);
    const { message } = (await answer.json()) as { message: string };
    expect(message.length).toBeGreaterThan(10);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, message)).toBeVisible();
    expect((await getQuotation(api, draft._id)).Lines[0]!.UnitPrice).toBe(12.35);
  });

  test('Mark accepted records the PO number, date and file; the accepted quotation offers its PO file', async ({ adminPage: page, api }) => {
    const body = {
      Source: 'E-mail' as const,
      Buyer: { Company: unique('Bharat Gears'), Contact: 'Mr Rao', Email: 'rao@gears.example', BillingAddress: 'Pune', PlaceOfSupply: '27' as const },
      Lines: [{ Description: 'Gear blank', HSN: '8483', Quantity: 5, Unit: 'Nos' as const, UnitPrice: 1200, GstRate: 18 as const }],
    };
    const sent = (await api.call(calls.save, { body })).data;
    await api.call(calls.send, { body: { _id: sent._id } });

    await page.goto(`/admin/quotations/${sent._id}`);
    await page.getByRole('button', { name: 'Mark accepted' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark accepted' });
    await dialog.getByLabel('PO number').fill('PO/BG/2026/0117');
    await dialog.getByLabel('PO date').fill('2026-11-20');
    // A file that is not a PDF or an image is refused before anything is sent.
    await dialog.getByLabel(/PO file/).setInputFiles({ name: 'po.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await expect(dialog.getByText('Please choose a PDF, JPG or PNG file.')).toBeVisible();
    await dialog.getByLabel(/PO file/).setInputFiles({ name: 'PO-0117.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await expect(dialog.getByText('Please choose a PDF, JPG or PNG file.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Mark accepted' }).click();
    await expect(toast(page, `${sent.Number} is marked accepted (PO PO/BG/2026/0117).`)).toBeVisible();

    const progress = page.getByTestId('quotation-progress');
    await expect(page.getByRole('heading', { name: sent.Number }).locator('[data-state]')).toHaveText('Accepted');
    await expect(progress).toContainText('PO/BG/2026/0117');
    await expect(progress).toContainText('20/11/2026');
    await expect(page.getByRole('button', { name: 'Mark accepted' })).toHaveCount(0);
    const accepted = await getQuotation(api, sent._id);
    expect(accepted).toMatchObject({ State: 'Accepted', PONumber: 'PO/BG/2026/0117', PODate: '2026-11-20', POFile: { name: 'PO-0117.pdf' } });

    const downloadPromise = page.waitForEvent('download');
    await progress.getByRole('button', { name: /PO-0117\.pdf/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('PO-0117.pdf');
    expect(await fs.readFile((await download.path())!)).toEqual(PDF_BYTES);

    // The list's row carries the order the acceptance made, linking to the order screen.
    await page.goto(`/admin/quotations?q=${encodeURIComponent(body.Buyer.Company)}`);
    const orderLink = page.locator('tbody tr').filter({ hasText: sent.Number }).getByTestId('quotation-order');
    await expect(orderLink).toHaveText(accepted.Order!.Number);
    await orderLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${accepted.Order!._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(accepted.Order!.Number) })).toBeVisible();
  });

  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    test(`list, editor with errors, sent view and dialogs pass axe and fit the screen (${theme}, ${width} px)`, async ({ adminPage: page, api }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme: theme });
      const body = {
        Source: 'Visit' as const,
        Buyer: {
          Company: unique('Axe Works'),
          Contact: 'Asha',
          Email: 'asha@axe.example',
          Phone: '98765 43210',
          BillingAddress: 'Rajkot',
          PlaceOfSupply: '24' as const,
        },
        Lines: [
          {
            Description: 'Pin',
            HSN: '7318',
            Quantity: 10,
            Unit: 'Nos' as const,
            UnitPrice: 5,
            GstRate: 18 as const,
            QuantityBreaks: [{ Quantity: 100, UnitPrice: 4.5 }],
          },
        ],
        Charges: [{ Kind: 'Freight' as const, Amount: 100, GstRate: 18 as const }],
      };
      const sent = (await api.call(calls.save, { body })).data;
      await api.call(calls.send, { body: { _id: sent._id } });
      const fits = async (label: string) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `${label} (${theme}, ${width} px)`);
      };

      await page.goto('/admin/quotations');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await fits('quotations list');

      await page.goto('/admin/quotations/new');
      await page.getByRole('button', { name: 'Freight', exact: true }).click();
      await page.getByRole('button', { name: 'Add a quantity break to line 1' }).click();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Company is required.')).toBeVisible();
      await fits('editor with errors');

      await page.goto(`/admin/quotations/${sent._id}`);
      await expect(page.getByTestId('quotation-progress')).toBeVisible();
      await fits('sent quotation');
      await page.getByRole('button', { name: 'Mark accepted' }).click();
      await expect(page.getByRole('dialog', { name: 'Mark accepted' })).toBeVisible();
      await fits('mark accepted dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByRole('alertdialog', { name: `Withdraw ${sent.Number}?` })).toBeVisible();
      await fits('withdraw dialog');
    });
  }
});
