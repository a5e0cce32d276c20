import {
  QUOTATION_SOURCES,
  QUOTATION_STATES,
  type QuotationExportQuery,
  type QuotationListBody,
  type QuotationSource,
  type QuotationState,
} from '@rp/contract';
import { dayRange, pageParam, readChoices, readDay, readPage, writeParams } from '~/lib/list-view-params';

/** What the quotations list shows; every part lives in the URL, so a view survives a reload and can be shared. */
export interface QuotationListView {
  search: string;
  state: QuotationState[];
  source: QuotationSource[];
  from: string;
  to: string;
  page: number;
}

export const QUOTATION_PAGE_SIZE = 50;

/** Reads the view from ?q=&state=Sent&state=Viewed&source=Phone&from=&to=&page=2; anything unknown is ignored. */
export function readQuotationListView(params: URLSearchParams): QuotationListView {
  return {
    search: params.get('q') ?? '',
    state: readChoices(params, 'state', QUOTATION_STATES),
    source: readChoices(params, 'source', QUOTATION_SOURCES),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    page: readPage(params),
  };
}

/** Writes the view into the URL's parameters, keeping the others and leaving defaults out. */
export function writeQuotationListView(view: QuotationListView, base = new URLSearchParams()): URLSearchParams {
  return writeParams(base, { q: view.search, state: view.state, source: view.source, from: view.from, to: view.to, page: pageParam(view.page) });
}

export type QuotationFilters = Pick<NonNullable<QuotationListBody>, 'search' | 'state' | 'source' | 'from' | 'to'>;

/** The server's filters for a view (a date range given backwards is put the right way round). */
export function quotationFilters(view: QuotationListView): QuotationFilters {
  return {
    search: view.search.trim() || undefined,
    state: view.state.length ? view.state : undefined,
    source: view.source.length ? view.source : undefined,
    ...dayRange(view),
  };
}

/** The same filters as the CSV export's query string. */
export const quotationExportQueryOf = (view: QuotationListView): QuotationExportQuery => quotationFilters(view);
