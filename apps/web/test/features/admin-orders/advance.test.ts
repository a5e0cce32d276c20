import { describe, expect, it } from 'vitest';
import { orderDispatchBody } from '@rp/contract';
import { advanceOf } from '../../../src/features/admin-orders/utils/advance';
import { dispatchBodyOf, initialDispatchValues } from '../../../src/features/admin-orders/utils/dispatch-form';

describe('what a proforma will ask', () => {
  it('a percent of the total, half up to the paisa', () => {
    expect(advanceOf(118000, 'percent', '50')).toBe('Asks ₹59,000.00 (50 % of ₹1,18,000.00)');
    // 33.33 % of ₹1,000.01 = ₹333.303333 -> ₹333.30; 12.5 % of ₹0.99 = 12.375 paise -> 12 paise.
    expect(advanceOf(1000.01, 'percent', '33.33')).toBe('Asks ₹333.30 (33.33 % of ₹1,000.01)');
    expect(advanceOf(0.99, 'percent', '12.5')).toBe('Asks ₹0.12 (12.5 % of ₹0.99)');
    expect(advanceOf(0.3, 'percent', '50')).toBe('Asks ₹0.15 (50 % of ₹0.30)');
  });

  it('an amount, with its share of the total', () => {
    expect(advanceOf(118000, 'amount', '29500')).toBe('Asks ₹29,500.00 (25 % of ₹1,18,000.00)');
  });

  it('nothing while the figure is empty, not a number, zero, above 100 % or above the total', () => {
    for (const [by, text] of [
      ['percent', ''],
      ['percent', 'abc'],
      ['percent', '0'],
      ['percent', '101'],
      ['amount', '118000.01'],
      ['amount', '-5'],
    ] as const) {
      expect(advanceOf(118000, by, text), `${by} ${text}`).toBeNull();
    }
  });
});

describe('Dispatch anyway', () => {
  const order = { _id: 'o1', Lines: [{ _id: 'l1', Remaining: 10, Unit: 'Nos' }] } as Parameters<typeof dispatchBodyOf>[0];
  const filled = { ...initialDispatchValues(order as never, '2026-11-29'), InvoiceNo: 'INV/1', Transporter: 'VRL', DocketNo: 'D-1' };

  it('is sent only when ticked', () => {
    expect(dispatchBodyOf(order, filled).body).not.toHaveProperty('OverrideAdvance');
    const body = dispatchBodyOf(order, { ...filled, OverrideAdvance: true, Note: 'Advance promised by Friday.' }).body;
    expect(body?.OverrideAdvance).toBe(true);
    expect(orderDispatchBody.safeParse(body).success).toBe(true);
  });

  it('needs a note saying why, on the Note field', () => {
    const { body, errors } = dispatchBodyOf(order, { ...filled, OverrideAdvance: true });
    expect(body).toBeNull();
    expect(errors.fields.Note).toBe('Say in Note why the order goes before the advance is in.');
  });
});
