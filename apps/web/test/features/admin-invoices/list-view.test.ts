import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  financialYearRange,
  isFinancialYear,
  monthLabel,
  recentFinancialYears,
} from '../../../src/features/admin-invoices/utils/financial-year';
import {
  invoiceExportQueryOf,
  invoiceFilters,
  readInvoiceListView,
  tallyRangeOf,
  writeInvoiceListView,
  type InvoiceListView,
} from '../../../src/features/admin-invoices/utils/list-view';

const EMPTY: InvoiceListView = { search: '', financialYear: '', month: 0, state: '', ewayPending: false, page: 1 };

describe('financial years (April to March)', () => {
  it('puts 31 March in the year before and 1 April in the new one, across the century too', () => {
    expect(financialYearOf('2027-03-31')).toBe('26-27');
    expect(financialYearOf('2027-04-01')).toBe('27-28');
    expect(financialYearOf('2000-01-15')).toBe('99-00');
    expect(financialYearOf('2099-12-31')).toBe('99-00');
  });

  it('offers this year and the three before, newest first', () => {
    expect(recentFinancialYears('2026-11-29')).toEqual(['26-27', '25-26', '24-25', '23-24']);
    expect(recentFinancialYears('2001-02-01', 3)).toEqual(['00-01', '99-00', '98-99']);
  });

  it('knows the days of a year and of its months (February of a leap year included)', () => {
    expect(financialYearRange('26-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearRange('26-27', 4)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(financialYearRange('27-28', 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(financialYearRange('26-27', 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthLabel('26-27', 1)).toBe('January 2027');
    expect(monthLabel('26-27', 11)).toBe('November 2026');
  });

  it('tells a financial year from other text', () => {
    expect(isFinancialYear('26-27')).toBe(true);
    expect(isFinancialYear('99-00')).toBe(true);
    expect(isFinancialYear('26-28')).toBe(false);
    expect(isFinancialYear('2026-27')).toBe(false);
  });
});

describe('invoices list view in the URL', () => {
  it('round-trips every part and keeps other parameters', () => {
    const view: InvoiceListView = { search: 'INV/26-27', financialYear: '26-27', month: 4, state: 'Issued', ewayPending: true, page: 3 };
    const params = writeInvoiceListView(view, new URLSearchParams('keep=1'));
    expect(params.toString()).toBe('keep=1&q=INV%2F26-27&fy=26-27&month=4&state=Issued&eway=1&page=3');
    expect(readInvoiceListView(params)).toEqual(view);
  });

  it('leaves defaults out and ignores unknown values, and a month without its year', () => {
    expect(writeInvoiceListView(EMPTY).toString()).toBe('');
    expect(readInvoiceListView(new URLSearchParams('fy=26-28&month=4&state=Paid&eway=yes&page=0'))).toEqual(EMPTY);
    expect(readInvoiceListView(new URLSearchParams('fy=26-27&month=13'))).toEqual({ ...EMPTY, financialYear: '26-27' });
    expect(writeInvoiceListView({ ...EMPTY, month: 5 }).toString()).toBe('');
  });

  it('sends trimmed filters, nothing for defaults, the month only with its year', () => {
    expect(invoiceFilters({ ...EMPTY, search: '  ', page: 2 })).toEqual({
      search: undefined,
      financialYear: undefined,
      month: undefined,
      state: undefined,
      ewayPending: undefined,
    });
    expect(invoiceFilters({ ...EMPTY, search: ' Kaveri ', financialYear: '26-27', month: 1, state: 'Cancelled', ewayPending: true })).toEqual({
      search: 'Kaveri',
      financialYear: '26-27',
      month: 1,
      state: 'Cancelled',
      ewayPending: true,
    });
    expect(invoiceExportQueryOf({ ...EMPTY, ewayPending: true })).toMatchObject({ ewayPending: 'true' });
    expect(invoiceExportQueryOf(EMPTY).ewayPending).toBeUndefined();
  });

  it('starts Export for Tally on the chosen year or month, else this month so far', () => {
    expect(tallyRangeOf({ ...EMPTY, financialYear: '25-26' }, '2026-11-29')).toEqual({ From: '2025-04-01', To: '2026-03-31' });
    expect(tallyRangeOf({ ...EMPTY, financialYear: '26-27', month: 3 }, '2026-11-29')).toEqual({ From: '2027-03-01', To: '2027-03-31' });
    expect(tallyRangeOf(EMPTY, '2026-11-29')).toEqual({ From: '2026-11-01', To: '2026-11-29' });
  });
});
