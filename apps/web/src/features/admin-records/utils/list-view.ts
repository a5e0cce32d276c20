import {
  ATTRIBUTION_LIMITS,
  QUOTATION_SOURCES,
  RECORD_ASSIGNED_FILTERS,
  RECORD_STATUSES,
  type QuotationSource,
  type RecordAssignedFilter,
  type RecordFilters,
  type RecordStatus,
} from '@rp/contract';
import { dayRange, pageParam, readChoices, readDay, readPage, writeParams } from '~/lib/list-view-params';

/** What a quotes or inquiries screen shows; every part lives in the URL, so a view survives a reload and can be shared. */
export interface ListView {
  search: string;
  status: RecordStatus[];
  from: string;
  to: string;
  overdue: boolean;
  /** '' for everyone's leads. */
  assigned: RecordAssignedFilter | '';
  /** Where the leads came from: Website, or how staff logged one by hand. */
  source: QuotationSource[];
  /** Where the visit came from (ADR 082): a utm_source, a referring site or Direct; '' for all. */
  origin: string;
  page: number;
}

export const LIST_PAGE_SIZE = 50;

/** Reads the view from ?q=&status=New&status=Pending&from=&to=&overdue=1&assigned=me&source=Phone&origin=google&page=2; anything unknown is ignored. */
export function readListView(params: URLSearchParams): ListView {
  return {
    search: params.get('q') ?? '',
    status: readChoices(params, 'status', RECORD_STATUSES),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    overdue: params.get('overdue') === '1',
    assigned: RECORD_ASSIGNED_FILTERS.find((value) => value === params.get('assigned')) ?? '',
    source: readChoices(params, 'source', QUOTATION_SOURCES),
    origin: (params.get('origin') ?? '').trim().slice(0, ATTRIBUTION_LIMITS.referrerMax),
    page: readPage(params),
  };
}

/** Writes the view into the URL's parameters, keeping the others (e.g. ?open=) and leaving defaults out. */
export function writeListView(view: ListView, base = new URLSearchParams()): URLSearchParams {
  return writeParams(base, {
    q: view.search,
    status: view.status,
    from: view.from,
    to: view.to,
    overdue: view.overdue ? '1' : '',
    assigned: view.assigned,
    source: view.source,
    origin: view.origin,
    page: pageParam(view.page),
  });
}

/** The server's filters for a view (a date range given backwards is put the right way round). */
export function listFilters(view: ListView): RecordFilters {
  return {
    search: view.search.trim() || undefined,
    status: view.status.length ? view.status : undefined,
    ...dayRange(view),
    overdue: view.overdue || undefined,
    assigned: view.assigned || undefined,
    source: view.source.length ? view.source : undefined,
    origin: view.origin.trim() || undefined,
  };
}
