import { describe, expect, it } from 'vitest';
import { currencySymbol, moneyText, rupeesEquivalentText } from '../../../src/features/admin-quotations/utils/money-text';

describe('amounts in the quotation’s currency', () => {
  it('prints wire amounts with the currency’s sign and grouping', () => {
    expect(moneyText(123456.5)).toBe('₹1,23,456.50');
    expect(moneyText(123456.5, 'USD')).toBe('US$123,456.50');
    expect(moneyText(0.05, 'EUR')).toBe('€0.05');
    expect(moneyText(1.005, 'USD')).toBe('—');
    expect(currencySymbol('AED')).toBe('AED');
    expect(currencySymbol()).toBe('₹');
  });

  it('gives staff the rupee value of a foreign total at the quotation’s rate, rounded half up to the paisa', () => {
    // US$12,345.67 x 83.2575 = ₹10,27,869.620025 -> ₹10,27,869.62
    expect(rupeesEquivalentText(1234567, 83.2575, 'USD')).toBe('≈ ₹10,27,869.62 at ₹83.2575 per USD');
    expect(rupeesEquivalentText(1, 0.5, 'USD')).toBe('≈ ₹0.01 at ₹0.5000 per USD'); // half a paisa rounds up
    expect(rupeesEquivalentText(100, 0.00005, 'USD')).toBeUndefined();
    expect(rupeesEquivalentText(100, null, 'USD')).toBeUndefined();
    expect(rupeesEquivalentText(100, undefined, 'EUR')).toBeUndefined();
  });
});
