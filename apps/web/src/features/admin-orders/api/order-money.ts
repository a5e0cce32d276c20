import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Payment, type Proforma } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** Proformas and payments of one order (issue 46): at most the server's page size, which no order comes near. */
const ALL = { page: 1, pageSize: 100 };

/** POST /proforma/list for one order, newest first. */
export const orderProformasQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orderProformas(orderId),
    queryFn: async ({ signal }): Promise<Proforma[]> =>
      (await apiRequest(endpoints.proforma.list, { body: { OrderId: orderId, ...ALL }, signal })).data,
  });
export const useOrderProformas = (orderId: string) => useQuery(orderProformasQueryOptions(orderId));

/** POST /payment/list for one order, newest first. */
export const orderPaymentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orderPayments(orderId),
    queryFn: async ({ signal }): Promise<Payment[]> =>
      (await apiRequest(endpoints.payment.list, { body: { OrderId: orderId, ...ALL }, signal })).data,
  });
export const useOrderPayments = (orderId: string) => useQuery(orderPaymentsQueryOptions(orderId));

/**
 * A proforma or payment call of one order: the order (its Received and Balance), its two lists, the buyers
 * (their outstanding) and the dashboard (advance awaited, received this month) then follow the server.
 */
export function useOrderMoneyMutation<Variables, Answer>(orderId: string, call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orderDetail(orderId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orderProformas(orderId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orderPayments(orderId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary });
    },
  });
}
