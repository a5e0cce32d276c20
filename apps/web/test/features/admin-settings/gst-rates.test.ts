import { describe, expect, it } from 'vitest';
import { companyProfileBody, COMPANY_PROFILE_SEED } from '@rp/contract';
import {
  categoryRateOptions,
  defaultCategoryRate,
  isGstRate,
  parseRate,
  rateText,
  usableRates,
} from '../../../src/features/admin-settings/utils/gst-rates';

describe('the company’s GST rates in the settings form', () => {
  it('reads a chip’s text as a percent, empty as missing and anything else as not a number', () => {
    expect(parseRate('18')).toBe(18);
    expect(parseRate(' 0.25 ')).toBe(0.25);
    expect(parseRate('3 %')).toBe(3);
    expect(parseRate('')).toBeUndefined();
    expect(parseRate('5,5')).toBeNaN();
    expect(parseRate('-5')).toBeNaN();
    expect(rateText(0.25)).toBe('0.25');
    expect(rateText(undefined)).toBe('');
    expect(rateText(Number.NaN)).toBe('');
  });

  it('accepts what the contract accepts as a rate: 0 to 40 with at most 2 decimals', () => {
    expect([0, 0.25, 3, 40].every(isGstRate)).toBe(true);
    expect([-1, 40.01, 0.125, Number.NaN, undefined].some(isGstRate)).toBe(false);
    // The same list the form offers, the contract saves (sorted), and one it refuses, it refuses.
    const body = (GstRates: (number | undefined)[]) => ({ ...COMPANY_PROFILE_SEED, GstRates }) as Parameters<typeof companyProfileBody.safeParse>[0];
    expect(companyProfileBody.parse(body([18, 0.25, 5, 0, 40])).GstRates).toEqual([0, 0.25, 5, 18, 40]);
    expect(companyProfileBody.safeParse(body([18, 0.125])).success).toBe(false);
  });

  it('offers a category the usable rates once each, lowest first, and keeps its own rate visible when removed', () => {
    expect(usableRates([18, 5, undefined, Number.NaN, 5, 41, 0])).toEqual([0, 5, 18]);
    expect(categoryRateOptions([18, 5], 18)).toEqual([
      { value: 5, label: '5 %' },
      { value: 18, label: '18 %' },
    ]);
    expect(categoryRateOptions([5, 40], 18).map((o) => o.label)).toEqual(['5 %', '18 % (not listed)', '40 %']);
    expect(categoryRateOptions(undefined, undefined)).toEqual([]);
  });

  it('starts a category without a default at 18 %, or the listed rate nearest to it', () => {
    expect(defaultCategoryRate([0, 5, 18, 40])).toBe(18);
    expect(defaultCategoryRate([0, 5, 40])).toBe(5);
    expect(defaultCategoryRate([])).toBe(18);
  });
});
