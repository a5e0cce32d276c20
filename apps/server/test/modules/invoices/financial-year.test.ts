import { orderDispatchBody, type Order } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { recordDispatch } from '../../../src/modules/orders/dispatch.js';
import { ADMIN, setupApp } from '../../helpers.js';
import { staffCalls } from '../../support/quotations.js';
import { acceptedOrder, dispatchHere, getOrder } from './support.js';

// Its own database: invoices dated in 2027 would stop any other file's invoice dated today (date order).
const ctx = await setupApp({}, { seed: false });
const owner = staffCalls(ctx, await ctx.login());
const actor = { actorId: null, actorEmail: ADMIN.email, ip: '127.0.0.1', name: 'admin' };

/** The dispatch as the server records it, on a clock of our choosing (2 April 2027, India time). */
const LATER = new Date('2027-04-02T06:00:00+05:30');
async function dispatchOn(order: Order, invoiceDate: string, quantity = 1) {
  const profile = (await ctx.app.companyProfile()).record;
  const body = orderDispatchBody.parse(
    dispatchHere(order, { [order.Lines[0]!._id]: quantity }, { InvoiceDate: invoiceDate, DispatchDate: invoiceDate }),
  );
  await recordDispatch(
    ctx.database.db,
    { siteUrl: 'http://localhost', us: (await ctx.app.companyProfile()).public },
    body,
    actor,
    { profile, role: 'Owner' },
    LATER,
  );
  return getOrder(owner, order._id);
}

describe('invoice numbers across the financial year', () => {
  it('31 March 2027 is still 26-27; 1 April 2027 (India time) starts INV/27-28/0001; an earlier date after it is refused', async () => {
    const order = await acceptedOrder(owner, ctx);
    await dispatchOn(order, '2027-03-31');
    await dispatchOn(order, '2027-03-31');
    const after = await dispatchOn(order, '2027-04-01');
    expect(after.Invoices.map((i) => [i.Number, i.Date])).toEqual([
      ['INV/26-27/0001', '2027-03-31'],
      ['INV/26-27/0002', '2027-03-31'],
      ['INV/27-28/0001', '2027-04-01'],
    ]);
    await expect(dispatchOn(order, '2027-03-31')).rejects.toThrow('Invoice date cannot be before 1 April 2027, the date of INV/27-28/0001.');
    const next = await dispatchOn(order, '2027-04-02');
    expect(next.Invoices.at(-1)!.Number).toBe('INV/27-28/0002');
  });
});
