import { useQuery } from '@tanstack/react-query';
import { endpoints, type QuotationRevisionSummary, type RecordDetail, type RecordKind } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * A lead's quotation and its revisions, oldest first: the Quotations of the lead's detail (POST /quote/getByID,
 * the same query as its timeline, so the dialog asks once).
 */
export function useLeadQuotations(lead: { _id: string }, kind: RecordKind) {
  const detail = useQuery({
    queryKey: queryKeys.recordDetail(kind, lead._id),
    queryFn: async ({ signal }): Promise<RecordDetail | null> =>
      (await apiRequest(endpoints[kind].get, { body: { _id: lead._id }, signal })).data[0] ?? null,
  });
  const quotations: QuotationRevisionSummary[] | undefined = detail.data
    ? [...detail.data.Quotations].sort((a, b) => a.Revision - b.Revision)
    : undefined;
  // The order made when its quotation was accepted (issue 34), shown beside the quotation.
  const order = detail.data?.Order ?? null;
  // A repeat order from the buyer's desk (issue 49): the earlier order it repeats.
  const repeatOf = detail.data?.RepeatOf ?? null;
  return { quotations, order, repeatOf, isPending: detail.isPending, isError: detail.isError };
}
