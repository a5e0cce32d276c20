import { pageParam, readPage, writeParams } from '~/lib/list-view-params';

/** What the buyers list shows; it lives in the URL (?q=&page=), so a view survives a reload and can be shared. */
export interface BuyerListView {
  search: string;
  page: number;
}

export const BUYER_PAGE_SIZE = 50;

export const readBuyerListView = (params: URLSearchParams): BuyerListView => ({ search: params.get('q') ?? '', page: readPage(params) });

export const writeBuyerListView = (view: BuyerListView, base = new URLSearchParams()): URLSearchParams =>
  writeParams(base, { q: view.search, page: pageParam(view.page) });

/** The search as the server takes it: trimmed, or left out when empty. */
export const buyerSearchOf = (view: BuyerListView) => view.search.trim() || undefined;
