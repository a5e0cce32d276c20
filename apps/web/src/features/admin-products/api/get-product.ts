import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /product/getByID { _id } → data[0]. */
export async function getProduct(id: string, signal?: AbortSignal) {
  const answer = await apiRequest(endpoints.product.get, { body: { _id: id }, signal });
  const product = answer.data[0];
  if (!product) throw new Error('Product not found.');
  return product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // Always edit the stored version, never a cached one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
