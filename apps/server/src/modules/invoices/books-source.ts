import { asc, eq, type SQL } from 'drizzle-orm';
import { OUTSIDE_INDIA_CODE, gstStateName } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { buyers, invoices, orderDispatches, orders, type BuyerRow, type InvoiceRow, type OrderDispatchRow } from '../../db/schema.js';

/**
 * What the e-way bill file and the Tally import read of an invoice besides its row: its order's number and
 * frozen exchange rate, and the buyer record it points at (PIN code, city, state), when there still is one.
 */
export interface BookedInvoice {
  row: InvoiceRow;
  orderNumber: string;
  exchangeRateTenThousandths: number;
  buyerRecord: Pick<BuyerRow, 'pinCode' | 'city' | 'stateCode' | 'gstTreatment'> | null;
  dispatch: OrderDispatchRow;
}

/** The invoices that match, by date and number, each with its order's facts, buyer record and dispatch: one query. */
export async function loadBookedInvoices(db: Pick<Db, 'select'>, where: SQL | undefined): Promise<BookedInvoice[]> {
  const rows = await db
    .select({
      row: invoices,
      orderNumber: orders.number,
      exchangeRateTenThousandths: orders.exchangeRateTenThousandths,
      pinCode: buyers.pinCode,
      city: buyers.city,
      stateCode: buyers.stateCode,
      gstTreatment: buyers.gstTreatment,
      dispatch: orderDispatches,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(orderDispatches, eq(orderDispatches.id, invoices.dispatchId))
    .leftJoin(buyers, eq(buyers.id, invoices.buyerId))
    .where(where)
    .orderBy(asc(invoices.date), asc(invoices.number));
  return rows.map(({ row, orderNumber, exchangeRateTenThousandths, pinCode, city, stateCode, gstTreatment, dispatch }) => ({
    row,
    orderNumber,
    exchangeRateTenThousandths,
    buyerRecord: pinCode === null ? null : { pinCode, city: city ?? '', stateCode: stateCode ?? '', gstTreatment: gstTreatment ?? 'Unregistered' },
    dispatch,
  }));
}

/** The billing address as printed: its lines, trimmed, without empty ones. */
export const addressLines = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The buyer record's PIN code, else the last 6-digit number of the invoice's billing address, else ''. */
export function buyerPinCode(invoice: BookedInvoice): string {
  const recorded = invoice.buyerRecord?.pinCode.trim() ?? '';
  if (/^[1-9]\d{5}$/.test(recorded)) return recorded;
  const numbers = invoice.row.buyer.BillingAddress.match(/(?<!\d)[1-9]\d{5}(?!\d)/g);
  return numbers?.at(-1) ?? '';
}

/** The buyer's town: the record's city, else what stands before the PIN code in the address ("Rajkot 360003"). */
export function buyerPlace(invoice: BookedInvoice, pinCode: string): string {
  const city = invoice.buyerRecord?.city.trim() ?? '';
  if (city) return city;
  const lines = addressLines(invoice.row.buyer.BillingAddress);
  const withPin = pinCode ? lines.filter((line) => line.includes(pinCode)).at(-1) : undefined;
  const parts = (withPin ?? lines.at(-1) ?? '').replace(pinCode, '').split(',');
  return (
    parts
      .map((part) => part.replace(/[\s\-–]+$/, '').trim())
      .filter((part) => part !== '')
      .at(-1) ?? ''
  ).trim();
}

/** The buyer's own state (its record's), else the place of supply. */
export const buyerStateCode = (invoice: BookedInvoice) => invoice.buyerRecord?.stateCode || invoice.row.buyer.PlaceOfSupply;

export const stateNameOf = (code: string) => (code === OUTSIDE_INDIA_CODE ? 'Not Applicable' : (gstStateName(code) ?? ''));

/**
 * An amount of the invoice's currency in rupee paise at the order's frozen rate (rupees: itself), rounded half
 * away from zero (a round-off may be negative). The books and the portal are kept in rupees.
 */
export function inRupeePaise(paise: number, rateTenThousandths: number): bigint {
  const value = BigInt(paise) * BigInt(rateTenThousandths);
  const magnitude = (2n * (value < 0n ? -value : value) + 10_000n) / 20_000n;
  return value < 0n ? -magnitude : magnitude;
}

/** Paise as rupees with two decimals, exactly ("-1234.50"), from integers only. */
export function rupeesText(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const magnitude = paise < 0n ? -paise : paise;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/** India day YYYY-MM-DD as the portal writes it: dd/mm/yyyy. */
export const portalDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The rate as a ledger name prints it: 9, 2.5, 0.125 (no trailing zeros). */
export const ratePrinted = (rate: number) => String(Number(rate.toFixed(4)));
