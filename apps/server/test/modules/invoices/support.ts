import { financialYearLabel, financialYearStart } from '../../../src/modules/documents/index.js';
import { expect } from 'vitest';
import type { Invoice, Order } from '@rp/contract';
import type { TestContext } from '../../helpers.js';
import { acceptedByStaff, dispatchBody, getOrder, orderOk } from '../../support/orders.js';
import type { staffCalls } from '../../support/quotations.js';

type Staff = ReturnType<typeof staffCalls>;

/** INV/26-27/0001 for the financial year of today (India time), or of `at`. */
export const invoiceNumber = (n: number, at = new Date(), prefix = 'INV') =>
  `${prefix}/${financialYearLabel(financialYearStart(at))}/${String(n).padStart(4, '0')}`;

/** A dispatch body that lets the server issue the tax invoice (no InvoiceNo). */
export function dispatchHere(order: Order, quantities: Record<string, number>, extra: object = {}) {
  const { InvoiceNo: _made, InvoiceDate: _today, ...body } = dispatchBody(order, quantities);
  return { ...body, VehicleNo: 'GJ03AB1234', DistanceKm: 220, ...extra };
}

/** A dispatch that must succeed, answering the order. */
export const dispatchOk = (staff: Staff, order: Order, quantities: Record<string, number>, extra: object = {}) =>
  orderOk(staff, '/order/dispatch', dispatchHere(order, quantities, extra));

export async function invoiceOf(staff: Staff, id: string): Promise<Invoice> {
  const res = await staff.post('/invoice/getByID', { _id: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as Invoice;
}

/** A call that must answer the invoice. */
export async function invoiceOk(staff: Staff, path: string, payload: object): Promise<Invoice> {
  const res = await staff.post(path, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Invoice;
}

/** The status and message of a call. */
export async function answer(staff: Staff, path: string, payload: object) {
  const res = await staff.post(path, payload);
  return { status: res.statusCode, message: res.json().message as string };
}

/** An accepted order (250 Nos at ₹412.50 and 18 %, 12.125 Kg at ₹1,190.10 and 5 %, freight ₹1,500 at 18 %). */
export async function acceptedOrder(staff: Staff, ctx: TestContext, overrides: Parameters<typeof acceptedByStaff>[2] = {}) {
  return (await acceptedByStaff(staff, ctx, overrides)).order;
}

/** Rupees (2 decimals on the wire) as whole paise, exactly. */
export const paise = (rupees: number) => BigInt(Math.round(rupees * 100));

/** Every dispatched line sent in full: the remaining quantity of each line. */
export const remaining = (order: Order) => Object.fromEntries(order.Lines.filter((l) => l.Remaining > 0).map((l) => [l._id, l.Remaining]));

export { getOrder };
