import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { productsQueryKey } from './get-products';

/** DELETE /product/remove { _id } */
export function deleteProduct(id: string) {
  return apiRequest<unknown>('/product/remove', { method: 'DELETE', body: { _id: id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard-summary'] });
    },
  });
}
