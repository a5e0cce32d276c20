import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';

export const productsQueryKey = ['admin', 'products'] as const;

/** GET /product/list */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  const answer = await apiRequest<{ data: Product[] }>('/product/list', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

/** The list reloads each time it is shown (spec). */
export const productsQueryOptions = () =>
  queryOptions({ queryKey: productsQueryKey, queryFn: ({ signal }) => getProducts(signal), refetchOnMount: 'always' });

export const useProducts = () => useQuery(productsQueryOptions());
