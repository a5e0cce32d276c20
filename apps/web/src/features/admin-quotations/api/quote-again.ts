import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { quotationCalls } from './quotation-endpoints';

/**
 * POST /quotation/quote-again { LeadId } (issue 49): a repeat order's lead quoted at the last prices, a Draft
 * with the earlier order's lines, prices and terms and the new quantities. The lead then lists it.
 */
export function useQuoteAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leadId: string) => (await apiRequest(quotationCalls.quoteAgain, { body: { LeadId: leadId } })).data,
    onSuccess: (quotation) => {
      queryClient.setQueryData(queryKeys.quotationDetail(quotation._id), quotation);
    },
    onSettled: (_quotation, _error, leadId) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotations });
      void queryClient.invalidateQueries({ queryKey: queryKeys.records('quote') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.recordDetail('quote', leadId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary });
    },
  });
}
