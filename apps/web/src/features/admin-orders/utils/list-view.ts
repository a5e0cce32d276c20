import { ORDER_STAGES, type OrderExportQuery, type OrderFilters, type OrderStage } from '@rp/contract';
import { dayRange, pageParam, readChoices, readDay, readPage, writeParams } from '~/lib/list-view-params';

/** What the orders list shows; every part lives in the URL, so a view survives a reload and can be shared. */
export interface OrderListView {
  search: string;
  stage: OrderStage[];
  /** Only the Late orders. */
  late: boolean;
  /** 'me', 'unassigned', an account _id, or '' for everybody. */
  assigned: string;
  from: string;
  to: string;
  page: number;
}

export const ORDER_PAGE_SIZE = 50;
const ACCOUNT = /^[\w-]{1,64}$/;

/** Reads the view from ?q=&stage=Machining&stage=Inspection&late=1&assigned=me&from=&to=&page=2; anything unknown is ignored. */
export function readOrderListView(params: URLSearchParams): OrderListView {
  const assigned = params.get('assigned') ?? '';
  return {
    search: params.get('q') ?? '',
    stage: readChoices(params, 'stage', ORDER_STAGES),
    late: params.get('late') === '1',
    assigned: ACCOUNT.test(assigned) ? assigned : '',
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    page: readPage(params),
  };
}

/** Writes the view into the URL's parameters, keeping the others and leaving defaults out. */
export function writeOrderListView(view: OrderListView, base = new URLSearchParams()): URLSearchParams {
  return writeParams(base, {
    q: view.search,
    stage: view.stage,
    late: view.late ? '1' : '',
    assigned: view.assigned,
    from: view.from,
    to: view.to,
    page: pageParam(view.page),
  });
}

export type OrderListFilters = Pick<OrderFilters, 'search' | 'stage' | 'late' | 'assigned' | 'from' | 'to'>;

/** The server's filters for a view (a date range given backwards is put the right way round). */
export function orderFilters(view: OrderListView): OrderListFilters {
  return {
    search: view.search.trim() || undefined,
    stage: view.stage.length ? view.stage : undefined,
    late: view.late ? true : undefined,
    assigned: view.assigned || undefined,
    ...dayRange(view),
  };
}

/** The same filters as the CSV export's query string. */
export function orderExportQueryOf(view: OrderListView): OrderExportQuery {
  const { late, ...rest } = orderFilters(view);
  return { ...rest, late: late ? 'true' : undefined };
}

/** Whether any filter narrows the list (for the empty state's words). */
export const isFiltered = (view: OrderListView) => Boolean(view.search || view.stage.length || view.late || view.assigned || view.from || view.to);
