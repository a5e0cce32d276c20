import { API, expect, test } from '../../fixtures';
import { backOfficeDay, expectNoSeriousA11yViolations, toast, unique } from './helpers';
import { calls, fillBuyer, getQuotation, otherState, savedId } from './quotation-helpers';

test.describe('quotations: editor', () => {
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
    // Line 2: 0.125 kg x ₹99.99 = ₹12.50 (12.49875), GST 5 %.
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Description, line 2').fill('Bronze bush blank');
    await page.getByLabel('HSN, line 2').fill('7403');
    await page.getByLabel('Quantity, line 2').fill('0.125');
    await page.getByLabel('Unit, line 2').selectOption('Kg');
    await page.getByLabel('Unit price, line 2').fill('99.99');
    await page.getByLabel('GST rate, line 2').selectOption('5');
    await expect(page.getByTestId('line-2-taxable')).toHaveText('₹12.50');
    // Freight ₹450.10 at a rate of its own, 18 % (it would follow the goods by default).
    await page.getByRole('button', { name: 'Freight', exact: true }).click();
    await page.getByLabel('Amount, Freight').fill('450.10');
    await page.getByLabel('GST rate, Freight').selectOption('18');

    // Taxable ₹4,073.72; IGST 18 % of ₹4,061.22 = ₹731.02 and 5 % of ₹12.50 = ₹0.63 (0.625); ₹4,805.37 rounds to ₹4,805.
    const totals = page.getByTestId('totals');
    await expect(totals).toHaveAttribute('data-tax-mode', 'IGST');
    await expect(totals.getByTestId('total-taxable')).toHaveText('₹4,073.72');
    await expect(totals.getByTestId('total-igst-18')).toHaveText('₹731.02');
    await expect(totals.getByTestId('total-igst-5')).toHaveText('₹0.63');
    await expect(totals.getByTestId('total-round-off')).toHaveText('-₹0.37');
    await expect(totals.getByTestId('grand-total')).toHaveText('₹4,805.00');
    await expect(totals.getByTestId('amount-in-words')).toHaveText('Rupees Four Thousand Eight Hundred Five Only');

    // Outside India: no GST at all, ₹4,073.72 rounds to ₹4,074; back to the other state after.
    await page.getByLabel('Place of supply').selectOption('96');
    await expect(totals).toHaveAttribute('data-tax-mode', 'Export');
    await expect(totals.getByTestId('grand-total')).toHaveText('₹4,074.00');
    await expect(totals.getByTestId('total-round-off')).toHaveText('₹0.28');
    await page.getByLabel('Place of supply').selectOption(place);
    await expect(totals.getByTestId('grand-total')).toHaveText('₹4,805.00');
    await expectNoSeriousA11yViolations(page, 'quotation editor');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, /^Draft QT-\d{4}-\d{5} saved\.$/)).toBeVisible();
    const id = await savedId(page);
    const draft = await getQuotation(api, id);
    expect(draft).toMatchObject({ State: 'Draft', Source: 'Phone', Buyer: { Company: company, PlaceOfSupply: place } });
    // The server's totals are the editor's.
    expect(draft.Totals).toMatchObject({ Taxable: 4073.72, IGST: 731.65, RoundOff: -0.37, GrandTotal: 4805 });
    await expect(page.getByRole('heading', { name: draft.Number })).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // A Draft has nothing for the buyer to open yet.
    await expect(page.getByTestId('whatsapp-share')).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Send ${draft.Number}?` });
    await expect(confirm).toContainText(email);
    await expect(confirm).toContainText('₹4,805.00');
    await confirm.getByRole('button', { name: 'Send quotation' }).click();
    await expect(toast(page, `${draft.Number} sent to ${email}.`)).toBeVisible();

    // Sent: read-only, with its history and the moves a sent quotation allows.
    await expect(page.getByRole('heading', { name: draft.Number }).locator('[data-state]')).toHaveText('Sent');
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Revise' })).toBeVisible();
    const sent = await getQuotation(api, id);
    expect(sent.State).toBe('Sent');
    expect(sent.SentAt).not.toBeNull();
    await expect(page.getByTestId('quotation-progress')).toContainText(backOfficeDay(sent.SentAt!));
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
});
