import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';

/** POST /product/getByID { _id } → data[0]. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const answer = await apiRequest<{ data: Product[] | Product }>('/product/getByID', { method: 'POST', body: { _id: id }, signal });
  const product = Array.isArray(answer.data) ? answer.data[0] : answer.data;
  if (!product) throw new Error('Product not found.');
  return product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // Always edit the stored version, never a cached one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
