import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type OrderListResponse } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { ORDER_PAGE_SIZE, orderFilters, type OrderListView } from '../utils/list-view';

/** POST /order/list with the page and the view's filters; the late ones first when Late is on. */
export function orderPageQueryOptions(view: OrderListView) {
  return queryOptions({
    queryKey: queryKeys.orderPage(view),
    queryFn: ({ signal }): Promise<OrderListResponse> =>
      apiRequest(endpoints.order.list, {
        body: { page: view.page, pageSize: ORDER_PAGE_SIZE, ...orderFilters(view), sort: view.late ? 'promised' : undefined },
        signal,
      }),
    // The previous page stays on screen while the next one loads: no flash of an empty table while typing.
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export const useOrderPage = (view: OrderListView) => useQuery(orderPageQueryOptions(view));
