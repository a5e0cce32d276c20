import type { TallyLedgers } from '@rp/contract';
import { inRupeePaise, ratePrinted, type BookedInvoice } from './books-source.js';

/** One line of ALLLEDGERENTRIES.LIST: Tally's sign (negative = debit, ISDEEMEDPOSITIVE "Yes"), rupee paise. */
export interface TallyEntry {
  ledger: string;
  amountPaise: bigint;
}

/** A tax ledger's name at one component rate: "Output CGST {rate}%" at 9 reads "Output CGST 9%". */
export const taxLedgerName = (template: string, componentRate: number) => template.replaceAll('{rate}', ratePrinted(componentRate));

/**
 * The sales voucher's entries of an invoice, party first: the party is debited the grand total (negative), sales
 * is credited the taxable value, each tax ledger its tax (per component rate; two rates that land on one ledger
 * name are added) and round off its signed amount. In rupee paise (another currency at the order's frozen rate,
 * each part rounded and the party taking their sum), so the entries always sum to exactly zero.
 */
export function tallyEntries(invoice: BookedInvoice, ledgers: TallyLedgers): TallyEntry[] {
  const rate = invoice.exchangeRateTenThousandths;
  const { TaxSummary, Totals } = invoice.row.amounts.Totals;
  const credits = new Map<string, bigint>();
  const credit = (ledger: string, paise: bigint) => {
    if (paise !== 0n) credits.set(ledger, (credits.get(ledger) ?? 0n) + paise);
  };
  credit(ledgers.SalesLedger, inRupeePaise(Totals.Taxable, rate));
  for (const row of TaxSummary) {
    const half = row.GstRate / 2;
    credit(taxLedgerName(ledgers.CgstLedger, half), inRupeePaise(row.CGST, rate));
    credit(taxLedgerName(ledgers.SgstLedger, half), inRupeePaise(row.SGST, rate));
    credit(taxLedgerName(ledgers.IgstLedger, row.GstRate), inRupeePaise(row.IGST, rate));
  }
  if (rate === 10_000) {
    credit(ledgers.RoundOffLedger, BigInt(Totals.RoundOff));
  } else {
    // A converted invoice: round off takes what the rounded parts miss of its converted grand total.
    const parts = [...credits.values()].reduce((sum, paise) => sum + paise, 0n);
    credit(ledgers.RoundOffLedger, inRupeePaise(Totals.GrandTotal, rate) - parts);
  }
  const entries = [...credits].map(([ledger, amountPaise]) => ({ ledger, amountPaise }));
  const total = entries.reduce((sum, entry) => sum + entry.amountPaise, 0n);
  return [{ ledger: invoice.row.buyer.Company, amountPaise: -total }, ...entries];
}
