import { describe, expect, it } from 'vitest';
import { staffCalls } from '../../support/quotations.js';
import { setupTwoInstances } from '../../support/two-processes.js';
import { acceptedOrder, dispatchHere, invoiceNumber } from './support.js';

// On PostgreSQL two connection pools dispatch at once; on the embedded database the two share one connection.
const [a, b] = await setupTwoInstances();
const staffA = staffCalls(a, await a.login());
const staffB = staffCalls(b, await b.login());

describe('invoice numbers with two server processes', () => {
  it('dispatches of many orders at once through both get consecutive numbers: no gap, no repeat', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, (_, i) => acceptedOrder(i % 2 ? staffB : staffA, i % 2 ? b : a)));
    // Two dispatches per order, all sent at once, half through each process.
    const calls = orders.flatMap((order, i) =>
      [1, 2]
        .map((n) => ((i + n) % 2 ? staffB : staffA))
        .map((staff) => staff.post('/order/dispatch', dispatchHere(order, { [order.Lines[0]!._id]: 1 }))),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const numbers = answers.map((r) => (r.json().data.Invoices as { Number: string }[]).map((i) => i.Number)).flat();
    const distinct = [...new Set(numbers)].sort();
    expect(distinct).toEqual(Array.from({ length: 16 }, (_, i) => invoiceNumber(i + 1)));
  });
});
