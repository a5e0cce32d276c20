import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type BuyerSaveInput } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /buyer/save: creates without `_id`, updates with it; the lists and the detail then follow the server. */
export function useSaveBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BuyerSaveInput) => (await apiRequest(endpoints.buyer.save, { body })).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.buyers }),
  });
}
