import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { computeQuotationTotals, NO_TAX_WORDING, type TotalsInput } from '@rp/contract';
import { TotalsTable } from '~/components/ui/totals-table';

const LINES: TotalsInput['Lines'] = [{ QuantityThousandths: 10_000, UnitPricePaise: 123_455, DiscountHundredths: 0, GstRate: 18 }];
const totals = (input: Partial<TotalsInput>) => computeQuotationTotals({ Lines: LINES, CompanyStateCode: '24', PlaceOfSupply: '24', ...input });
/** The table as text, one space between its parts. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the totals table', () => {
  it('says why no GST is charged to an SEZ under LUT, with the SEZ wording and no tax rows', () => {
    const html = renderToStaticMarkup(
      <TotalsTable figures={totals({ GstTreatment: 'SEZ', ZeroRated: 'LUT' })} tax={{ treatment: 'SEZ', registration: 'Regular' }} />,
    );
    expect(html).toContain('data-tax-mode="SEZ"');
    expect(text(html)).toContain('No GST: supply to SEZ under LUT');
    expect(text(html)).toContain(NO_TAX_WORDING.SEZ);
    expect(html).not.toMatch(/total-(cgst|sgst|igst)-/);
  });

  it('names the composition or unregistered supplier who collects no GST', () => {
    for (const registration of ['Composition', 'Unregistered'] as const) {
      const html = renderToStaticMarkup(<TotalsTable figures={totals({ SupplierRegistration: registration })} tax={{ registration }} />);
      expect(html).toContain('data-tax-mode="Not collected"');
      expect(text(html)).toContain(NO_TAX_WORDING[registration]);
      expect(html).not.toMatch(/total-(cgst|sgst|igst)-/);
    }
    // Without the registration it still says no GST is charged, for either kind.
    expect(text(renderToStaticMarkup(<TotalsTable figures={totals({ SupplierRegistration: 'Composition' })} />))).toContain(
      'No GST: supplier not registered / composition',
    );
  });

  it('prints a dollar total to the cent without a round-off row; IGST paid on an export says so', () => {
    const html = renderToStaticMarkup(
      <TotalsTable figures={totals({ PlaceOfSupply: '96', Currency: 'USD', ZeroRated: 'IGST' })} currency="USD" tax={{ treatment: 'Overseas' }} />,
    );
    expect(text(html)).toContain('Export with payment of IGST');
    expect(text(html)).toContain('Grand total US$14,567.69'); // 12,345.50 + 18 % = 14,567.69
    expect(html).not.toContain('total-round-off');
    expect(text(html)).toContain('US Dollars Fourteen Thousand Five Hundred Sixty-Seven and Cents Sixty-Nine Only');
  });

  it('keeps rupees as before: CGST and SGST halves and the round-off', () => {
    const html = text(renderToStaticMarkup(<TotalsTable figures={totals({})} />));
    expect(html).toContain('Within the state: CGST + SGST');
    expect(html).toContain('CGST 9% ₹1,111.10');
    expect(html).toContain('Round off ₹0.30'); // 12,345.50 + 2 x 1,111.10 (1,111.095 half up) = 14,567.70
    expect(html).toContain('Grand total ₹14,568.00');
  });
});
