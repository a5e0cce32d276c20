import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@rp/contract';
import { queryKeys } from '~/lib/query-keys';

/**
 * What every invoice call shares: it answers the invoice as it now is, which the screen takes at once; the
 * lists, the orders (their invoices and, after a cancel, their remaining quantities) and the buyers follow.
 */
export function useInvoiceMutation<Variables>(call: (variables: Variables) => Promise<{ data: Invoice }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => (await call(variables)).data,
    onSuccess: (invoice) => {
      queryClient.setQueryData(queryKeys.invoiceDetail(invoice._id), invoice);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyers });
    },
  });
}
