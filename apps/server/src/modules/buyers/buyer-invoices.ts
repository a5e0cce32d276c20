import { desc, eq } from 'drizzle-orm';
import { paiseToRupees, type BuyerDetail } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { invoices, orders } from '../../db/schema.js';
import { readCompanyProfile } from '../settings/index.js';

type Reader = Pick<Db, 'select'>;

/**
 * The buyer's tax invoices (issue 48), newest first, cancelled ones too. Read from the table: invoices are a
 * later layer than buyers. EwayBillRequired is the invoices' rule: not cancelled, no e-way bill number yet and a
 * grand total (in rupees at the order's frozen rate) above the profile's EwayBillThreshold.
 */
export async function buyerInvoiceList(db: Reader, buyerId: string): Promise<BuyerDetail['Invoices']> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      date: invoices.date,
      state: invoices.state,
      grandTotalPaise: invoices.grandTotalPaise,
      ewayBillNo: invoices.ewayBillNo,
      orderId: invoices.orderId,
      orderNumber: orders.number,
      rateTenThousandths: orders.exchangeRateTenThousandths,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.buyerId, buyerId))
    .orderBy(desc(invoices.date), desc(invoices.number));
  if (rows.length === 0) return [];
  const thresholdPaise = BigInt((await readCompanyProfile(db)).record.EwayBillThreshold) * 100n;
  return rows.map((row) => ({
    _id: row.id,
    Number: row.number,
    Date: row.date,
    State: row.state,
    GrandTotal: paiseToRupees(Number(row.grandTotalPaise)),
    EwayBillRequired:
      row.state !== 'Cancelled' && row.ewayBillNo === '' && (BigInt(row.grandTotalPaise) * BigInt(row.rateTenThousandths)) / 10_000n > thresholdPaise,
    OrderId: row.orderId,
    OrderNumber: row.orderNumber,
  }));
}
