import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Order } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /order/getByID: the order with its lines, dispatches and timeline, or null when there is no such order. */
export function orderDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.orderDetail(id),
    queryFn: async ({ signal }): Promise<Order | null> => (await apiRequest(endpoints.order.get, { body: { _id: id }, signal })).data[0] ?? null,
    refetchOnMount: 'always',
  });
}

export const useOrder = (id: string) => useQuery({ ...orderDetailQueryOptions(id), enabled: Boolean(id) });
