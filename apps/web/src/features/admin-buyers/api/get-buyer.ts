import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type BuyerDetail } from '@rp/contract';
import { ApiError, apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /buyer/getByID: the buyer with its requests, quotations, orders, proformas, payments and outstanding; null when gone. */
export function buyerDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.buyerDetail(id),
    queryFn: async ({ signal }): Promise<BuyerDetail | null> => {
      try {
        return (await apiRequest(endpoints.buyer.get, { body: { _id: id }, signal })).data[0] ?? null;
      } catch (error) {
        // A merged buyer answers 404: the screen says it is gone rather than failing.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchOnMount: 'always',
  });
}

export const useBuyer = (id: string | null) => useQuery({ ...buyerDetailQueryOptions(id ?? ''), enabled: Boolean(id) });
