import { INVOICE_STATES, type InvoiceExportQuery, type InvoiceFilters, type InvoiceState } from '@rp/contract';
import { pageParam, readPage, writeParams } from '~/lib/list-view-params';
import { financialYearRange, isFinancialYear } from './financial-year';

/** What the invoices list shows; every part lives in the URL, so a view survives a reload and can be shared. */
export interface InvoiceListView {
  search: string;
  /** "26-27", or '' for every year. */
  financialYear: string;
  /** 1-12 within the financial year, or 0 for the whole year. */
  month: number;
  state: InvoiceState | '';
  /** Only the invoices still waiting for their e-way bill number. */
  ewayPending: boolean;
  page: number;
}

export const INVOICE_PAGE_SIZE = 50;

const readMonth = (value: string | null) => {
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : 0;
};

/** Reads the view from ?q=&fy=26-27&month=4&state=Issued&eway=1&page=2; anything unknown is ignored (a month needs its year). */
export function readInvoiceListView(params: URLSearchParams): InvoiceListView {
  const fy = params.get('fy') ?? '';
  const financialYear = isFinancialYear(fy) ? fy : '';
  const state = params.get('state') ?? '';
  return {
    search: params.get('q') ?? '',
    financialYear,
    month: financialYear ? readMonth(params.get('month')) : 0,
    state: (INVOICE_STATES as readonly string[]).includes(state) ? (state as InvoiceState) : '',
    ewayPending: params.get('eway') === '1',
    page: readPage(params),
  };
}

/** Writes the view into the URL's parameters, keeping the others and leaving defaults out. */
export function writeInvoiceListView(view: InvoiceListView, base = new URLSearchParams()): URLSearchParams {
  return writeParams(base, {
    q: view.search,
    fy: view.financialYear,
    month: view.financialYear && view.month ? String(view.month) : '',
    state: view.state,
    eway: view.ewayPending ? '1' : '',
    page: pageParam(view.page),
  });
}

/** The server's filters for a view (nothing for the defaults). */
export function invoiceFilters(view: InvoiceListView): InvoiceFilters {
  return {
    search: view.search.trim() || undefined,
    financialYear: view.financialYear || undefined,
    month: view.financialYear && view.month ? view.month : undefined,
    state: view.state || undefined,
    ewayPending: view.ewayPending ? true : undefined,
  };
}

/** The same filters as the CSV export's query string. */
export function invoiceExportQueryOf(view: InvoiceListView): InvoiceExportQuery {
  const { ewayPending, ...rest } = invoiceFilters(view);
  return { ...rest, ewayPending: ewayPending ? 'true' : undefined };
}

/**
 * The days Export for Tally starts with: the chosen financial year or month, else this month so far.
 * `today` is the India day.
 */
export function tallyRangeOf(view: InvoiceListView, today: string): { From: string; To: string } {
  if (!view.financialYear) return { From: `${today.slice(0, 8)}01`, To: today };
  const { from, to } = financialYearRange(view.financialYear, view.month || undefined);
  return { From: from, To: to };
}

/** Whether any filter narrows the list (for the empty state's words). */
export const isFiltered = (view: InvoiceListView) => Boolean(view.search || view.financialYear || view.state || view.ewayPending);
