import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductSaveBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { productsQueryKey } from './get-products';

/** POST /product/save: creates without _id, updates with it. */
export async function saveProduct(body: ProductSaveBody): Promise<Product> {
  const answer = await apiRequest<{ data: Product }>('/product/save', { method: 'POST', body });
  return answer.data;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard-summary'] });
    },
  });
}
