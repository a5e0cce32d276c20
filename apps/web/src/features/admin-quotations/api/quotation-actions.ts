import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quotation, QuotationSaveBody, QuotationStaffAcceptBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { quotationCalls } from './quotation-endpoints';

/**
 * The quotation's moves. Each answers the quotation as it now is: the detail cache takes it at once, and
 * the lists, the leads (a send moves the lead to In Progress) and the dashboard follow the server.
 */
function useQuotationMutation<Variables>(call: (variables: Variables) => Promise<{ data: Quotation }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => (await call(variables)).data,
    onSuccess: (quotation) => {
      queryClient.setQueryData(queryKeys.quotationDetail(quotation._id), quotation);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.records('quote') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.records('inquiry') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary });
      // An acceptance makes an order (issue 34).
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
  });
}

/** POST /quotation/save: a Draft created (no _id) or updated. */
export const useSaveQuotation = () => useQuotationMutation((body: QuotationSaveBody) => apiRequest(quotationCalls.save, { body }));
/** POST /quotation/send: mails the buyer the PDF and the status link. */
export const useSendQuotation = () => useQuotationMutation((id: string) => apiRequest(quotationCalls.send, { body: { _id: id } }));
/** POST /quotation/revise: answers the new Draft (-R1, -R2, ...). */
export const useReviseQuotation = () => useQuotationMutation((id: string) => apiRequest(quotationCalls.revise, { body: { _id: id } }));
export const useWithdrawQuotation = () => useQuotationMutation((id: string) => apiRequest(quotationCalls.withdraw, { body: { _id: id } }));
/** POST /quotation/accept: staff record an acceptance received by mail or phone. */
export const useMarkAccepted = () => useQuotationMutation((body: QuotationStaffAcceptBody) => apiRequest(quotationCalls.accept, { body }));

/** GET /quotation/:id/pdf with the bearer token, as a Blob the page shows or opens. */
export const fetchQuotationPdf = (id: string, signal?: AbortSignal) => apiRequest(quotationCalls.pdf, { params: { id }, signal });
