import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /buyer/merge: every document of `_id` moves to `IntoId`, which answers; `_id` is then gone. */
export function useMergeBuyers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { _id: string; IntoId: string }) => (await apiRequest(endpoints.buyer.merge, { body })).data,
    onSuccess: (_kept, body) => queryClient.removeQueries({ queryKey: queryKeys.buyerDetail(body._id) }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotations });
    },
  });
}
