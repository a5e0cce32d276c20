import { describe, expect, it } from 'vitest';
import type { Order } from '@rp/contract';
import { nextStage } from '../../../src/features/admin-orders/utils/next-stage';

const order = (Stage: Order['Stage'], HeldFrom: Order['HeldFrom'] = null, Dispatched = 0) =>
  ({ Stage, HeldFrom, ClosedShort: false, Lines: [{ Quantity: 100, Dispatched, Remaining: 100 - Dispatched, ShortClosed: 0 }] }) as unknown as Order;

describe('the order screen’s next-stage button', () => {
  it('offers the next stage of the flow, where an on-hold order returns, and Delivered after Dispatched', () => {
    expect(nextStage(order('Confirmed'))).toBe('Material procurement');
    expect(nextStage(order('Inspection'))).toBe('Ready for dispatch');
    expect(nextStage(order('On hold', 'Machining'))).toBe('Machining');
    expect(nextStage(order('Dispatched', null, 100))).toBe('Delivered');
  });

  it('offers none where the next step is a dispatch, or nothing follows', () => {
    expect(nextStage(order('Ready for dispatch'))).toBeNull();
    expect(nextStage(order('Ready for dispatch', null, 40))).toBeNull();
    expect(nextStage(order('Delivered', null, 100))).toBeNull();
    expect(nextStage(order('Cancelled'))).toBeNull();
  });
});
