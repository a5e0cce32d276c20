import fs from 'node:fs/promises';
import { expect, test } from '../../fixtures';
import { createQuote, toast, unique } from './helpers';
import { calls, savedId } from './quotation-helpers';

test.describe('quotations: list and quote requests', () => {
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
});
