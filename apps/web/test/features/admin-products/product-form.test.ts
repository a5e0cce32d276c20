import { describe, expect, it } from 'vitest';
import { emptyProductForm, productFormSchema } from '../../../src/features/admin-products/utils/product-form';

describe('product form', () => {
  const values = { ...emptyProductForm, ProductTitle: 'Shaft', ProductStn: 'RP-1', ProductImages: '/images/a.webp' };

  it('refuses a javascript: spec sheet link before it is sent', () => {
    const result = productFormSchema.safeParse({ ...values, SpecSheetUrl: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Spec sheet URL must start with https://, http:// or / (a page on this site).');
  });

  it('accepts an https spec sheet link and an empty one', () => {
    expect(productFormSchema.safeParse({ ...values, SpecSheetUrl: 'https://example.com/spec.pdf' }).success).toBe(true);
    expect(productFormSchema.safeParse(values).success).toBe(true);
  });
});
