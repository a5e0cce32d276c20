import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referenceCounters } from '../../db/schema.js';

/** A transaction or the database itself. */
type Tx = Pick<Db, 'insert'>;

/** Every numbered document: the lead references and the sales documents. */
export type DocumentSeries = 'quote' | 'inquiry' | 'quotation' | 'order' | 'proforma' | 'invoice';

/**
 * How each series counts: per calendar year ('calendar', Q-2026-00042) or per Indian financial year, April to
 * March ('financial', PI/26-27/0001), both in India time. A new document type is a line here.
 */
const SERIES: Record<DocumentSeries, { period: 'calendar' | 'financial'; format: (period: number, value: number, prefix: string) => string }> = {
  quote: { period: 'calendar', format: (year, n) => `Q-${year}-${fiveDigits(n)}` },
  inquiry: { period: 'calendar', format: (year, n) => `I-${year}-${fiveDigits(n)}` },
  quotation: { period: 'calendar', format: (year, n) => `QT-${year}-${fiveDigits(n)}` },
  order: { period: 'calendar', format: (year, n) => `SO-${year}-${fiveDigits(n)}` },
  proforma: { period: 'financial', format: (start, n, prefix) => `${prefix || 'PI'}/${financialYearLabel(start)}/${fourDigits(n)}` },
  invoice: { period: 'financial', format: (start, n, prefix) => invoiceNumber(prefix || 'INV', start, n) },
};

/** Rule 46 of the CGST Rules: an invoice number has at most 16 characters. */
export const INVOICE_NUMBER_MAX = 16;

/**
 * INV/26-27/0001. A long prefix (6 characters) or a five-digit sequence would pass 16 characters: the year's
 * dash goes first (ABCDEF/2627/0001), then the slash after the prefix (ABCDEF2627/10000).
 */
function invoiceNumber(prefix: string, start: number, n: number): string {
  const year = financialYearLabel(start);
  const forms = [
    `${prefix}/${year}/${fourDigits(n)}`,
    `${prefix}/${year.replace('-', '')}/${fourDigits(n)}`,
    `${prefix}${year.replace('-', '')}/${fourDigits(n)}`,
  ];
  const fitting = forms.find((form) => form.length <= INVOICE_NUMBER_MAX);
  if (!fitting) throw new RangeError(`The invoice series of ${year} is full: ${forms[2]} would pass ${INVOICE_NUMBER_MAX} characters.`);
  return fitting;
}

const fiveDigits = (n: number) => String(n).padStart(5, '0');
const fourDigits = (n: number) => String(n).padStart(4, '0');

const indiaParts = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric', month: 'numeric' });
const yearAndMonth = (date: Date) => {
  const parts = Object.fromEntries(indiaParts.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month) };
};

/** The company works in India time: a quote sent at 1 am IST on 1 January belongs to the new year. */
export const indiaYear = (date: Date) => yearAndMonth(date).year;

/** The year an Indian financial year starts in (April to March, India time): 2026 for 1 April 2026 to 31 March 2027. */
export function financialYearStart(date: Date): number {
  const { year, month } = yearAndMonth(date);
  return month >= 4 ? year : year - 1;
}

/** 2026 -> "26-27". */
export const financialYearLabel = (start: number) => `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;

/** The counter's period of a series at a moment: the calendar year, or the financial year's first year. */
export const seriesPeriod = (series: DocumentSeries, now: Date) => (SERIES[series].period === 'financial' ? financialYearStart(now) : indiaYear(now));

/** The number of the `value`th document of a series in a period (a prefix replaces PI/INV where the profile sets one). */
export const formatDocumentNumber = (series: DocumentSeries, period: number, value: number, prefix = '') =>
  SERIES[series].format(period, value, prefix);

/**
 * Hands out the next number of a series. The UPSERT on reference_counters takes a row lock until the caller's
 * transaction ends, so concurrent creates in any number of processes get distinct, consecutive numbers, and a
 * rolled-back create gives its number back.
 */
export async function nextDocumentNumber(tx: Tx, series: DocumentSeries, now: Date, prefix = ''): Promise<string> {
  const period = seriesPeriod(series, now);
  const [row] = await tx
    .insert(referenceCounters)
    .values({ kind: series, year: period, lastValue: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.kind, referenceCounters.year],
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ lastValue: referenceCounters.lastValue });
  return formatDocumentNumber(series, period, row!.lastValue, prefix);
}

/** QT-2026-00042 for revision 0, QT-2026-00042-R1 for the first revision, and so on. */
export const revisionNumber = (base: string, revision: number) => (revision === 0 ? base : `${base}-R${revision}`);
