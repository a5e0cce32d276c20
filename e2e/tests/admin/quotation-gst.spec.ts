import { gstinCheckCharacter } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { toast, unique } from './helpers';
import { fillBuyer, getQuotation, savedId } from './quotation-helpers';

/** A valid GSTIN of a state (its check character computed). */
const gstinOf = (state: string) => `${state}AAACR5055K1Z${gstinCheckCharacter(`${state}AAACR5055K1Z`)}`;

test.describe('quotations: GST treatment, Per and export currency (issue 43)', () => {
  test('an Overseas buyer in US dollars: washers per 1000, freight as goods, totals to the cent', async ({ adminPage: page, api }) => {
    await page.goto('/admin/quotations/new');
    await expect(page.getByRole('heading', { name: 'New quotation' })).toBeVisible();
    await fillBuyer(page, { company: unique('Nordic Pumps'), email: 'erik@nordicpumps.example' });
    await page.getByLabel('Place of supply').selectOption('96');
    // Outside India is an Overseas buyer, zero-rated under LUT by default.
    await expect(page.getByLabel('GST treatment')).toHaveValue('Overseas');
    await expect(page.getByLabel('Zero-rated supply')).toHaveValue('LUT');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('Exchange rate (₹ per USD)').fill('83.25');
    await page.getByLabel('Incoterm', { exact: true }).selectOption('FOB');
    await page.getByLabel('Incoterm place').fill('Mundra');

    // 25,000 washers at US$4.60 per 1000 = US$115.00.
    await page.getByLabel('Description, line 1').fill('Plain washer M8, SS304');
    await page.getByLabel('HSN, line 1').fill('731822');
    await page.getByLabel('Quantity, line 1').fill('25000');
    await page.getByLabel('Unit price, line 1').fill('4.60');
    await page.getByLabel('Per, line 1').selectOption('1000');
    await expect(page.getByTestId('line-1-taxable')).toHaveText('US$115.00');
    // 40 shafts at US$18.75 = US$750.00, at 5 %.
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Description, line 2').fill('Drive shaft EN8');
    await page.getByLabel('HSN, line 2').fill('848310');
    await page.getByLabel('Quantity, line 2').fill('40');
    await page.getByLabel('Unit price, line 2').fill('18.75');
    await page.getByLabel('GST rate, line 2').selectOption('5');
    await page.getByRole('button', { name: 'Freight', exact: true }).click();
    await expect(page.getByLabel('GST rate, Freight')).toHaveValue('');
    await page.getByLabel('Amount, Freight').fill('120');

    const totals = page.getByTestId('totals');
    await expect(totals).toHaveAttribute('data-tax-mode', 'Export');
    await expect(totals.getByTestId('grand-total')).toHaveText('US$985.00');
    await expect(totals.getByTestId('total-round-off')).toHaveCount(0);
    await expect(totals.getByTestId('amount-in-words')).toHaveText('US Dollars Nine Hundred Eighty-Five Only');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, /^Draft QT-\d{4}-\d{5} saved\.$/)).toBeVisible();
    const draft = await getQuotation(api, await savedId(page));
    expect(draft).toMatchObject({ Currency: 'USD', ExchangeRate: 83.25, Incoterm: 'FOB', IncotermPlace: 'Mundra', TaxMode: 'Export' });
    expect(draft.Buyer).toMatchObject({ GstTreatment: 'Overseas', ZeroRated: 'LUT' });
    expect(draft.Lines[0]).toMatchObject({ Per: 1000, Taxable: 115 });
    // The freight follows the goods: 120 x 750 / 865 = 104.046... -> 104.05 at 5 %, the rest at 18 %.
    expect(draft.Charges[0]).toMatchObject({
      GstRate: null,
      Parts: [
        { GstRate: 5, Amount: 104.05 },
        { GstRate: 18, Amount: 15.95 },
      ],
    });
    expect(draft.Totals).toMatchObject({ Taxable: 985, RoundOff: 0, GrandTotal: 985 });
  });

  test('a GSTIN of another state registers the buyer and warns once saved; an SEZ buyer pays no GST under LUT', async ({ adminPage: page }) => {
    await page.goto('/admin/quotations/new');
    await expect(page.getByRole('heading', { name: 'New quotation' })).toBeVisible();
    await fillBuyer(page, { company: unique('Kiran Textiles'), email: 'asha@kiran.example' });
    await expect(page.getByLabel('GST treatment')).toHaveValue('Unregistered');
    await page.getByLabel('GSTIN').fill(gstinOf('27'));
    await expect(page.getByLabel('Place of supply')).toHaveValue('27');
    await expect(page.getByLabel('GST treatment')).toHaveValue('Registered');
    await expect(page.getByLabel('Zero-rated supply')).toHaveCount(0);
    // Goods shipped to Gujarat: allowed, with a warning on the saved quotation.
    await page.getByLabel('Place of supply').selectOption('24');
    await page.getByLabel('Description, line 1').fill('Spacer');
    await page.getByLabel('HSN, line 1').fill('7326');
    await page.getByLabel('Unit price, line 1').fill('1000');
    await expect(page.getByTestId('totals')).toHaveAttribute('data-tax-mode', 'CGST+SGST');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, /^Draft QT-\d{4}-\d{5} saved\.$/)).toBeVisible();
    await expect(page.getByTestId('quotation-warnings')).toContainText('Maharashtra');

    await page.getByLabel('GST treatment').selectOption('SEZ');
    await expect(page.getByLabel('Zero-rated supply')).toHaveValue('LUT');
    const totals = page.getByTestId('totals');
    await expect(totals).toHaveAttribute('data-tax-mode', 'SEZ');
    await expect(totals.getByTestId('no-tax-note')).toContainText('Supply to SEZ unit or developer');
    await page.getByLabel('Zero-rated supply').selectOption('IGST');
    // An SEZ supply is inter-state whatever the state: IGST, never CGST + SGST.
    await expect(totals).toHaveAttribute('data-tax-mode', 'IGST');
    await expect(totals.getByTestId('total-igst-18')).toHaveText('₹180.00');
  });
});
