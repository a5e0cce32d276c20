import { financialYearLabel, financialYearStart } from '../../../src/modules/documents/index.js';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Order, Payment, Proforma } from '@rp/contract';
import { orders } from '../../../src/db/schema.js';
import type { TestContext } from '../../helpers.js';
import { acceptedByStaff, getOrder } from '../../support/orders.js';
import type { staffCalls } from '../../support/quotations.js';

type Staff = ReturnType<typeof staffCalls>;

/** PI/26-27/0001 for the financial year of today (India time). */
export const proformaNumber = (n: number) => `PI/${financialYearLabel(financialYearStart(new Date()))}/${String(n).padStart(4, '0')}`;

/** An accepted order whose grand total is set to `totalPaise` (the arithmetic under test, not the quotation's). */
export async function orderOf(staff: Staff, ctx: TestContext, totalPaise?: number): Promise<Order> {
  const { order } = await acceptedByStaff(staff, ctx);
  if (totalPaise !== undefined) await ctx.database.db.update(orders).set({ grandTotalPaise: totalPaise }).where(eq(orders.id, order._id));
  return getOrder(staff, order._id);
}

export async function proformaOk(staff: Staff, path: string, payload: object, status = 200): Promise<Proforma> {
  const res = await staff.post(path, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as Proforma;
}

export async function paymentOk(staff: Staff, payload: object): Promise<Payment> {
  const res = await staff.post('/payment/save', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Payment;
}

/** The status and message of a refused call. */
export async function refused(staff: Staff, path: string, payload: object) {
  const res = await staff.post(path, payload);
  return { status: res.statusCode, message: res.json().message as string };
}
