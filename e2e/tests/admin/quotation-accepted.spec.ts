import fs from 'node:fs/promises';
import { expect, test } from '../../fixtures';
import { PDF_BYTES, toast, unique } from './helpers';
import { calls, getQuotation } from './quotation-helpers';

test.describe('quotations: accepted', () => {
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
    await expect(progress).toContainText('20 Nov 2026');
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
});
