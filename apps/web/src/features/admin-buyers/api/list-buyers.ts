import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type BuyerListResponse } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { BUYER_PAGE_SIZE, buyerSearchOf, type BuyerListView } from '../utils/list-view';

/** POST /buyer/list: one page of buyers matching the search (company, GSTIN, a contact's name or e-mail). */
export function buyerPageQueryOptions(view: BuyerListView) {
  return queryOptions({
    queryKey: queryKeys.buyerPage(view),
    queryFn: ({ signal }): Promise<BuyerListResponse> =>
      apiRequest(endpoints.buyer.list, { body: { page: view.page, pageSize: BUYER_PAGE_SIZE, search: buyerSearchOf(view) }, signal }),
    // The previous page stays on screen while the next one loads: no flash of an empty table while typing.
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export const useBuyerPage = (view: BuyerListView) => useQuery(buyerPageQueryOptions(view));
