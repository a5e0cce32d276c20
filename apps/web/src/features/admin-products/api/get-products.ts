import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /product/list */
export async function getProducts(signal?: AbortSignal) {
  const answer = await apiRequest(endpoints.product.list, { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** The list reloads each time it is shown (spec). */
export const productsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products, queryFn: ({ signal }) => getProducts(signal), refetchOnMount: 'always' });

export const useProducts = () => useQuery(productsQueryOptions());
