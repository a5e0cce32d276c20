import { rupeesToPaise, type Quotation, type TaxRateSummary, type TotalsPaise } from '@rp/contract';

/** Wire rupees back to paise (exact through their decimal text; the server sends at most 2 decimals). */
const paise = (rupees: number) => rupeesToPaise(rupees) ?? 0;

/** A saved quotation's own totals, as the server computed them, in paise for the totals table. */
export function figuresOf(quotation: Pick<Quotation, 'TaxMode' | 'TaxSummary' | 'Totals'>) {
  const { Totals } = quotation;
  const totals: TotalsPaise = {
    Taxable: paise(Totals.Taxable),
    CGST: paise(Totals.CGST),
    SGST: paise(Totals.SGST),
    IGST: paise(Totals.IGST),
    RoundOff: paise(Totals.RoundOff),
    GrandTotal: paise(Totals.GrandTotal),
  };
  const summary: TaxRateSummary[] = quotation.TaxSummary.map((r) => ({
    GstRate: r.GstRate,
    Taxable: paise(r.Taxable),
    CGST: paise(r.CGST),
    SGST: paise(r.SGST),
    IGST: paise(r.IGST),
  }));
  return { TaxMode: quotation.TaxMode, TaxSummary: summary, Totals: totals, AmountInWords: Totals.AmountInWords };
}
