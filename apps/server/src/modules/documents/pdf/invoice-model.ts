import type { CompanyProfileData, InvoiceCopy, QuotationUnit } from '@rp/contract';
import type { InvoiceRow, OrderDispatchRow, OrderRow } from '../../../db/schema.js';
import { lineOf, partyOf, type DocumentLine, type DocumentModel } from './model.js';

/** What the tax invoice prints: the invoice as issued (frozen), its order's references, its dispatch's transport. */
export interface InvoicePdfInput {
  profile: CompanyProfileData;
  invoice: InvoiceRow;
  order: Pick<OrderRow, 'number' | 'poNumber' | 'poDate' | 'exchangeRateTenThousandths' | 'paymentTerms'>;
  dispatch: Pick<
    OrderDispatchRow,
    'transporter' | 'transporterId' | 'docketNo' | 'dispatchDate' | 'vehicleNo' | 'distanceKm' | 'transportMode' | 'packages' | 'ewayBillNo'
  >;
  /** One copy; all three (original, duplicate, triplicate) when absent. */
  copy?: InvoiceCopy;
}

/**
 * The invoice as the shared parts print it: its lines in the order's order at what this invoice billed, its
 * charge parts each at its own rate, and its totals as issued (never recomputed).
 */
export function buildInvoiceModel({ profile, invoice, order }: InvoicePdfInput): DocumentModel {
  const lines = [...invoice.lines].sort((a, b) => a.Position - b.Position);
  const { Totals } = invoice.amounts;
  return {
    company: profile,
    noun: 'tax invoice',
    currency: invoice.currency,
    exchangeRateTenThousandths: order.exchangeRateTenThousandths,
    supplierRegistration: profile.GstRegistration,
    buyer: partyOf(invoice.buyer),
    incoterm: null,
    incotermPlace: '',
    lines: lines.map((line) =>
      lineOf({
        ...line,
        Unit: line.Unit as QuotationUnit,
        Per: line.Per as DocumentLine['Per'],
        Material: '',
        Finish: '',
        LeadTime: '',
        QuantityBreaks: [],
      }),
    ),
    charges: invoice.amounts.Charges.map((c) => ({ Kind: c.Kind, GstRate: c.GstRate, AmountPaise: c.AmountPaise })),
    computed: { ...Totals, LineTaxable: lines.map((line) => line.TaxablePaise) },
  };
}

/** One row of the HSN-wise summary: a code (or a charge's name) at one rate, its taxable value and its tax. */
export interface HsnRow {
  hsn: string;
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** part x numerator / denominator, rounded half up (BigInt: no float error on large amounts). */
const share = (part: bigint, numerator: bigint, denominator: bigint) =>
  denominator === 0n ? 0n : (2n * part * numerator + denominator) / (2n * denominator);

/**
 * The HSN-wise summary: lines grouped by HSN and rate (in that order), each charge part as a row of its own. The tax of each
 * rate (as the invoice's tax summary holds it) is shared out over that rate's rows by taxable value, by the
 * running total's rounding, so the rows add up to the invoice's tax to the paisa.
 */
export function hsnSummary(model: DocumentModel): HsnRow[] {
  const rows: HsnRow[] = [];
  const add = (hsn: string, gstRate: number, taxable: number) => {
    const row = rows.find((r) => r.hsn === hsn && r.gstRate === gstRate);
    if (row) row.taxable += taxable;
    else rows.push({ hsn, gstRate, taxable, cgst: 0, sgst: 0, igst: 0 });
  };
  model.lines.forEach((line, i) => add(line.HSN || '–', line.GstRate, model.computed.LineTaxable[i]!));
  // By code, then rate: a code's rows together, as a reader looks one up; the charges after the goods.
  rows.sort((a, b) => a.hsn.localeCompare(b.hsn, 'en', { numeric: true }) || a.gstRate - b.gstRate);
  for (const charge of model.charges) add(charge.Kind, charge.GstRate ?? 0, charge.AmountPaise);
  for (const rate of model.computed.TaxSummary) {
    const atRate = rows.filter((r) => r.gstRate === rate.GstRate);
    const whole = atRate.reduce((sum, r) => sum + BigInt(r.taxable), 0n);
    let before = 0n;
    for (const row of atRate) {
      const after = before + BigInt(row.taxable);
      for (const key of ['cgst', 'sgst', 'igst'] as const) {
        const tax = BigInt(rate[key === 'cgst' ? 'CGST' : key === 'sgst' ? 'SGST' : 'IGST']);
        row[key] = Number(share(tax, after, whole) - share(tax, before, whole));
      }
      before = after;
    }
  }
  return rows;
}
