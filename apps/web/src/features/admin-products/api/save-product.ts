import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ProductSaveBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /product/save: creates without _id, updates with it. */
export async function saveProduct(body: ProductSaveBody) {
  const answer = await apiRequest(endpoints.product.save, { body });
  return answer.data;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary });
    },
  });
}
