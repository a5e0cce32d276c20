import { Link } from 'react-router';
import { useWatch, type Control } from 'react-hook-form';
import type { CompanyProfileRecord } from '@rp/contract';
import { TotalsTable } from '~/components/ui/totals-table';
import { liveTotals, type LiveTotals } from '../utils/live-totals';
import { rupeesEquivalentText } from '../utils/money-text';
import type { QuotationFormValues } from '../utils/quotation-form';

/** What the totals read of the company profile. */
export type TotalsProfile = Pick<CompanyProfileRecord, 'State' | 'GstRegistration' | 'GstRates' | 'GSTIN'> & { ExportNote: string };

/** The totals of what is on screen, recomputed on every change with the contract's totals function. */
export function useLiveTotals(control: Control<QuotationFormValues>, profile: TotalsProfile): LiveTotals {
  const [Lines, Charges, Buyer, Currency] = useWatch({ control, name: ['Lines', 'Charges', 'Buyer', 'Currency'] });
  return liveTotals({ Lines, Charges, Buyer, Currency }, profile);
}

export function LiveTotalsPanel({ live, profile }: { live: LiveTotals; profile: TotalsProfile }) {
  const [treatment, exchangeRate] = useWatch<QuotationFormValues, ['Buyer.GstTreatment', 'ExchangeRate']>({
    name: ['Buyer.GstTreatment', 'ExchangeRate'],
  });
  const { totals, currency } = live;
  const chargesTax = totals.Totals.CGST + totals.Totals.SGST + totals.Totals.IGST > 0;
  // The server refuses to send without the company's GSTIN: a Regular supplier charging GST, any Composition one.
  const gstinNeeded = !profile.GSTIN && ((profile.GstRegistration === 'Regular' && chargesTax) || profile.GstRegistration === 'Composition');
  const inRupees = currency === 'INR' ? undefined : rupeesEquivalentText(totals.Totals.GrandTotal, exchangeRate, currency);
  return (
    <section
      aria-labelledby="totals-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700/70 dark:bg-slate-900"
    >
      <h2 id="totals-heading" className="mb-2 text-base font-semibold text-slate-900 dark:text-white">
        Totals{currency === 'INR' ? null : <span className="ml-1.5 text-sm font-normal text-slate-500 dark:text-slate-400">in {currency}</span>}
      </h2>
      <TotalsTable
        figures={totals}
        currency={currency}
        exportNote={profile.ExportNote}
        incomplete={live.incomplete}
        tax={{ treatment: treatment ?? undefined, registration: profile.GstRegistration }}
      />
      {inRupees ? (
        <p className="mt-2 text-xs text-slate-500 tabular-nums dark:text-slate-400" data-testid="rupees-equivalent">
          {inRupees}
        </p>
      ) : null}
      {gstinNeeded ? (
        <p role="note" className="mt-3 rounded-lg bg-amber-50 p-2 text-xs text-amber-900 dark:bg-amber-400/10 dark:text-amber-100">
          The company has no GSTIN yet: add it in{' '}
          <Link to="/admin/settings" className="font-semibold underline underline-offset-2">
            Company settings
          </Link>{' '}
          before sending{' '}
          {profile.GstRegistration === 'Composition' ? 'a quotation (a Composition supplier is registered)' : 'a quotation that charges GST'}.
        </p>
      ) : null}
    </section>
  );
}
