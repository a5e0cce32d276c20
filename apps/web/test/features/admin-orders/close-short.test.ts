import { describe, expect, it } from 'vitest';
import type { Order } from '@rp/contract';
import { canCloseShort, closedShortSummary, closingShortLines } from '../../../src/features/admin-orders/utils/close-short';

type Line = Order['Lines'][number];
const line = (Description: string, Unit: string, Quantity: number, Dispatched: number, ShortClosed = 0): Line =>
  ({ _id: Description, Description, Unit, Quantity, Dispatched, ShortClosed, Remaining: Quantity - Dispatched - ShortClosed }) as Line;
const order = (Stage: Order['Stage'], lines: Line[], ClosedShort = false) =>
  ({ Stage, HeldFrom: null, ClosedShort, Lines: lines }) as unknown as Order;

describe('closing an order short on the order screen', () => {
  it('is offered only for a partly dispatched order that is not cancelled, delivered or already closed', () => {
    const partly = [line('Pump shaft\nEN8', 'Nos', 1000, 600), line('Bush', 'Nos', 200, 0)];
    expect(canCloseShort(order('Machining', partly))).toBe(true);
    expect(canCloseShort(order('On hold', partly))).toBe(true);
    expect(canCloseShort(order('Machining', [line('Pump shaft', 'Nos', 1000, 0)]))).toBe(false);
    expect(canCloseShort(order('Dispatched', [line('Pump shaft', 'Nos', 1000, 1000)]))).toBe(false);
    expect(canCloseShort(order('Delivered', partly))).toBe(false);
    expect(canCloseShort(order('Dispatched', [line('Pump shaft', 'Nos', 1000, 600, 400)], true))).toBe(false);
  });

  it('lists what will not be sent, a line each, by the description’s first line', () => {
    const lines = [line('Pump shaft\nEN8, ground', 'Nos', 1000, 600), line('Bush', 'Kg', 12.125, 12.125), line('Washer', 'Nos', 5000, 0)];
    expect(closingShortLines({ Lines: lines })).toEqual(['400 Nos of Pump shaft', '5,000 Nos of Washer']);
  });

  it('sums a closed order exactly when its lines share a unit, and counts the lines sent in full when they do not', () => {
    expect(closedShortSummary({ Lines: [line('A', 'Kg', 10.1, 0.1, 10), line('B', 'Kg', 2.2, 0.2, 2)] })).toBe('0.3 of 12.3 Kg dispatched');
    expect(closedShortSummary({ Lines: [line('A', 'Nos', 1000, 600, 400), line('B', 'Kg', 12.125, 12.125)] })).toBe(
      '1 of 2 lines dispatched in full',
    );
  });
});
