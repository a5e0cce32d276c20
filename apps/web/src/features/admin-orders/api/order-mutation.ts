import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rp/contract';
import { queryKeys } from '~/lib/query-keys';

/**
 * What every order call shares: it answers the order as it now is, which the detail takes at once; the
 * lists, the dashboard and the quotation and lead links (which show the stage) then follow the server.
 */
export function useOrderMutation<Variables>(call: (variables: Variables) => Promise<{ data: Order }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => (await call(variables)).data,
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.orderDetail(order._id), order);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.records('quote') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.records('inquiry') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary });
    },
  });
}
