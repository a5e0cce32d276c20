import { useQuery } from '@tanstack/react-query';
import { endpoints, type QuotationRevisionSummary, type RecordDetail, type RecordKind } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { quotationCalls } from './quotation-endpoints';

export interface LeadRef {
  _id: string;
  Email: string;
}

export type LeadQuotation = Pick<QuotationRevisionSummary, '_id' | 'Number' | 'Revision' | 'State' | 'GrandTotal' | 'CreatedAt' | 'SentAt'>;

/** A server without the lead's Quotations in its detail: search the list by the buyer's e-mail and keep this lead's. */
async function searchLeadQuotations(lead: LeadRef, signal: AbortSignal): Promise<LeadQuotation[]> {
  const answer = await apiRequest(quotationCalls.list, { body: { search: lead.Email.trim() || undefined, pageSize: 200, sort: 'oldest' }, signal });
  return answer.data.filter((q) => q.LeadId === lead._id);
}

/**
 * A lead's quotation and its revisions, oldest first: the Quotations of the lead's detail (the same query
 * as its timeline, so the dialog asks once).
 */
export function useLeadQuotations(lead: LeadRef, kind: RecordKind) {
  const detail = useQuery({
    queryKey: queryKeys.recordDetail(kind, lead._id),
    queryFn: async ({ signal }): Promise<RecordDetail | null> =>
      (await apiRequest(endpoints[kind].get, { body: { _id: lead._id }, signal })).data[0] ?? null,
  });
  const fromDetail = (detail.data as { Quotations?: LeadQuotation[] } | null | undefined)?.Quotations;
  const fallback = useQuery({
    queryKey: queryKeys.leadQuotations(lead._id),
    queryFn: ({ signal }) => searchLeadQuotations(lead, signal),
    enabled: detail.isSuccess && fromDetail === undefined,
  });
  const list = fromDetail ?? fallback.data;
  return {
    quotations: list ? [...list].sort((a, b) => a.Revision - b.Revision) : undefined,
    isPending: detail.isPending || (fromDetail === undefined && detail.isSuccess && fallback.isPending),
    isError: detail.isError || fallback.isError,
  };
}
