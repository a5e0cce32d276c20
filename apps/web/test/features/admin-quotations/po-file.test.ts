import { describe, expect, it } from 'vitest';
import { poFileProblem } from '../../../src/features/admin-quotations/utils/po-file';
import { figuresOf } from '../../../src/features/admin-quotations/utils/wire-totals';
import { rupeesText } from '../../../src/features/admin-quotations/utils/money-text';
import { dayText } from '../../../src/lib/format';

describe('PO file and money text', () => {
  it('accepts a PDF or an image up to 5 MB', () => {
    expect(poFileProblem({ name: 'PO-4512.PDF', size: 120_000 })).toBeUndefined();
    expect(poFileProblem({ name: 'po scan.jpeg', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(poFileProblem({ name: 'po.docx', size: 10 })).toBe('Please choose a PDF, JPG or PNG file.');
    expect(poFileProblem({ name: 'po.pdf', size: 5 * 1024 * 1024 + 1 })).toBe('File is too large. Maximum size is 5MB.');
    expect(poFileProblem({ name: 'po.png', size: 0 })).toBe('The file is empty.');
  });

  it('prints wire rupees with the ₹ sign and Indian grouping, and days without a time-zone shift', () => {
    expect(rupeesText(123456.5)).toBe('₹1,23,456.50');
    expect(rupeesText(10000000)).toBe('₹1,00,00,000.00');
    expect(rupeesText(-0.24)).toBe('-₹0.24');
    expect(dayText('2026-12-27')).toBe('27 Dec 2026');
    expect(dayText(null)).toBe('—');
  });

  it('reads the server totals back into paise exactly', () => {
    const figures = figuresOf({
      TaxMode: 'IGST',
      TaxSummary: [{ GstRate: 18, Taxable: 1234.57, CGST: 0, SGST: 0, IGST: 222.22 }],
      Totals: {
        Taxable: 1234.57,
        CGST: 0,
        SGST: 0,
        IGST: 222.22,
        RoundOff: 0.21,
        GrandTotal: 1457,
        AmountInWords: 'Rupees One Thousand Four Hundred Fifty-Seven Only',
      },
    });
    expect(figures.Totals).toEqual({ Taxable: 123457, CGST: 0, SGST: 0, IGST: 22222, RoundOff: 21, GrandTotal: 145700 });
    expect(figures.TaxSummary[0]).toEqual({ GstRate: 18, Taxable: 123457, CGST: 0, SGST: 0, IGST: 22222 });
  });
});
