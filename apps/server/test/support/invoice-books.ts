import { gstinCheckCharacter, type Invoice, type Order, type QuotationSaveBody } from '@rp/contract';
import { expect } from 'vitest';
import type { TestContext } from '../helpers.js';
import { acceptedByStaff, dispatchBody, orderOk } from './orders.js';
import type { staffCalls } from './quotations.js';

type Staff = ReturnType<typeof staffCalls>;

/** A valid GSTIN of a state (two-digit code) with its check character. */
export const gstinOf = (state: string, pan = 'AABCS1234F') => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;

/** What the e-way bill file needs of a dispatch: the invoice made here, a vehicle and a distance. */
export const EWAY_READY = { InvoiceNo: '', VehicleNo: 'GJ 03 AB 1234', DistanceKm: 220, TransporterId: gstinOf('24', 'AACCV4321K') };

export async function getInvoice(staff: Staff, id: string): Promise<Invoice> {
  const res = await staff.post('/invoice/getByID', { _id: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as Invoice;
}

/**
 * An accepted order dispatched in one go (every line in full unless `quantities` says otherwise) with the tax
 * invoice made here: the order, its dispatch's invoice.
 */
export async function invoicedOrder(
  staff: Staff,
  ctx: TestContext,
  options: { quotation?: Partial<QuotationSaveBody>; dispatch?: object; quantities?: (order: Order) => Record<string, number> } = {},
): Promise<{ order: Order; invoice: Invoice }> {
  const { order } = await acceptedByStaff(staff, ctx, options.quotation);
  const quantities = options.quantities?.(order) ?? Object.fromEntries(order.Lines.map((line) => [line._id, line.Quantity]));
  const after = await orderOk(staff, '/order/dispatch', dispatchBody(order, quantities, { ...EWAY_READY, ...options.dispatch }));
  const invoiceId = after.Dispatches.at(-1)!.InvoiceId;
  expect(invoiceId).not.toBeNull();
  return { order: after, invoice: await getInvoice(staff, invoiceId!) };
}

/** Rupees (a JSON number or "1234.50") in paise, failing on more than two decimals. */
export function paiseOf(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value;
  expect(text, `${text} has at most two decimals`).toMatch(/^-?\d+(\.\d{1,2})?$/);
  return Math.round(Number(text) * 100);
}
