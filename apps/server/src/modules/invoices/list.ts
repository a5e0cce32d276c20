import { and, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, type InvoiceFilters, type InvoiceListItem } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { invoices, orders } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';
import { invoiceToListItem } from './wire.js';

type Reader = Pick<Db, 'select'>;

/** LIKE treats % _ and \ specially; a search for them means the characters themselves. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first and last India day of a financial year ("26-27": 2026-04-01 to 2027-03-31), or of one month of it. */
export function financialYearDays(financialYear: string, month?: number): { from: string; to: string } {
  const start = 2000 + Number(financialYear.slice(0, 2));
  if (month === undefined) return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
  const year = month >= 4 ? start : start + 1;
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * Still needs its e-way bill: issued, no number recorded, and a grand total (in rupees at the order's frozen
 * rate, rounded down as ewayBillRequired does) above the threshold. Needs the orders join.
 */
const ewayPendingSql = (thresholdRupees: number) =>
  sql`(${invoices.state} = 'Issued' and ${invoices.ewayBillNo} = '' and (${invoices.grandTotalPaise} * ${orders.exchangeRateTenThousandths}) / 10000 > ${BigInt(thresholdRupees) * 100n})`;

/** The list's and the export's conditions (on invoices joined with their orders); an id that is no uuid matches nothing. */
export function invoiceWhere(filters: InvoiceFilters, thresholdRupees: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const term = sql`'%' || lower(${escapeLike(filters.search)}) || '%'`;
    conditions.push(
      or(
        sql`lower(${invoices.number}) like ${term}`,
        sql`lower(${orders.number}) like ${term}`,
        sql`lower(${invoices.buyer}->>'Company') like ${term}`,
      ),
    );
  }
  if (filters.financialYear) {
    const { from, to } = financialYearDays(filters.financialYear, filters.month);
    conditions.push(gte(invoices.date, from), lte(invoices.date, to));
  }
  if (filters.state) conditions.push(eq(invoices.state, filters.state));
  if (filters.ewayPending !== undefined) {
    const pending = ewayPendingSql(thresholdRupees);
    conditions.push(filters.ewayPending ? pending : sql`not ${pending}`);
  }
  for (const [column, id] of [
    [invoices.buyerId, filters.BuyerId],
    [invoices.orderId, filters.OrderId],
  ] as const) {
    if (id === undefined || id === '') continue;
    conditions.push(isUuid(id) ? eq(column, id) : sql`false`);
  }
  return and(...conditions);
}

/** Newest first: by date, then by number (the series' order within a day). */
export const invoiceSort = [desc(invoices.date), desc(invoices.number), desc(invoices.id)];

export const invoiceListColumns = {
  id: invoices.id,
  number: invoices.number,
  date: invoices.date,
  orderId: invoices.orderId,
  buyerId: invoices.buyerId,
  state: invoices.state,
  currency: invoices.currency,
  ewayBillNo: invoices.ewayBillNo,
  taxablePaise: invoices.taxablePaise,
  grandTotalPaise: invoices.grandTotalPaise,
  buyer: invoices.buyer,
  orderNumber: orders.number,
  exchangeRateTenThousandths: orders.exchangeRateTenThousandths,
};

export interface InvoicePage {
  data: InvoiceListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /invoice/list: one page of the matching invoices and how many match. */
export async function listInvoicePage(
  db: Reader,
  filters: InvoiceFilters,
  thresholdRupees: number,
  page = 1,
  pageSize = PAGE_SIZE_DEFAULT,
): Promise<InvoicePage> {
  const where = invoiceWhere(filters, thresholdRupees);
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where),
    db
      .select(invoiceListColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(...invoiceSort)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const data = rows.map((row) =>
    invoiceToListItem(row, { number: row.orderNumber, exchangeRateTenThousandths: row.exchangeRateTenThousandths }, thresholdRupees),
  );
  return { data, total: Number(counted?.n ?? 0), page, pageSize };
}
