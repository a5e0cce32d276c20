import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Quotation, type RecordKind } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import type { LeadForQuotation } from '../utils/quotation-form';
import { quotationCalls } from './quotation-endpoints';

/** POST /quotation/getByID: the quotation with its revisions, or null when there is no such quotation. */
export function quotationDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.quotationDetail(id),
    queryFn: async ({ signal }): Promise<Quotation | null> => (await apiRequest(quotationCalls.get, { body: { _id: id }, signal })).data[0] ?? null,
  });
}

export const useQuotation = (id: string, enabled = true) => useQuery({ ...quotationDetailQueryOptions(id), enabled: enabled && Boolean(id) });

/** The lead a new quotation is prepared from (?lead=<id>&kind=quote): its buyer data prefill the editor. */
export function useLeadForQuotation(kind: RecordKind, id: string | null) {
  return useQuery({
    queryKey: queryKeys.recordDetail(kind, id ?? ''),
    queryFn: async ({ signal }): Promise<LeadForQuotation | null> =>
      (await apiRequest(endpoints[kind].get, { body: { _id: id ?? '' }, signal })).data[0] ?? null,
    enabled: Boolean(id),
  });
}
