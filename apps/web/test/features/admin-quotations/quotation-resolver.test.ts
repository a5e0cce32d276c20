import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { quotationResolver, rateProblems } from '../../../src/features/admin-quotations/utils/quotation-resolver';
import { chargeRateChoices, PER_CHOICES, rateChoices } from '../../../src/features/admin-quotations/utils/rate-choices';
import { emptyLine, type QuotationFormValues } from '../../../src/features/admin-quotations/utils/quotation-form';

const RATES = [0, 5, 18, 40];
const values = (lineRates: number[], chargeRate: number | null): QuotationFormValues => ({
  Buyer: { Company: 'Kiran', Contact: 'Asha', Email: 'asha@kiran.example', BillingAddress: 'Surat', PlaceOfSupply: '24' },
  Lines: lineRates.map((GstRate, i) => emptyLine({ Description: `Part ${i}`, HSN: '8483', UnitPrice: 10, GstRate })),
  Charges: [{ Kind: 'Freight', Amount: 100, GstRate: chargeRate }],
});
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<QuotationFormValues>;

describe('the editor’s check of the company’s GST rates', () => {
  it('names each line and charge whose rate the profile does not list; "as goods" is always fine', () => {
    expect(rateProblems(values([18, 5], null), RATES)).toEqual([]);
    const message = "GST rate must be one of the company's rates: 0, 5, 18 or 40% (Company settings).";
    expect(rateProblems(values([18, 12], 28), RATES)).toEqual([
      ['Lines.1.GstRate', message],
      ['Charges.0.GstRate', message],
    ]);
  });

  it('adds them to the schema’s own messages, and passes a valid quotation through', async () => {
    const resolve = quotationResolver(RATES);
    const good = await resolve(values([18], null), undefined, options);
    expect(good.errors).toEqual({});
    const bad = await resolve({ ...values([12], null), Buyer: { ...values([], null).Buyer, Email: 'not mail' } }, undefined, options);
    expect(bad.values).toEqual({});
    expect(bad.errors.Lines?.[0]?.GstRate?.message).toMatch(/one of the company's rates/);
    expect(bad.errors.Buyer?.Email?.message).toBeTruthy();
  });
});

describe('rate and Per choices', () => {
  it('offers the profile’s rates lowest first, and keeps a rate it no longer lists visible, marked', () => {
    expect(rateChoices([18, 0, 5])).toEqual([
      { value: 0, label: '0 %' },
      { value: 5, label: '5 %' },
      { value: 18, label: '18 %' },
    ]);
    expect(rateChoices([5, 18], 12).map((c) => c.label)).toEqual(['5 %', '12 % (not in Settings)', '18 %']);
    expect(chargeRateChoices([5, 18], null)[0]).toEqual({ value: '', label: 'As goods' });
    expect(PER_CHOICES.map((c) => c.label)).toEqual(['per 1', 'per 100', 'per 1000']);
  });
});
