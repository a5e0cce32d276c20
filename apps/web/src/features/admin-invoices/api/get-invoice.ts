import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Invoice } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /invoice/getByID: the invoice with its lines, totals and transport, or null when there is no such invoice. */
export function invoiceDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.invoiceDetail(id),
    queryFn: async ({ signal }): Promise<Invoice | null> => (await apiRequest(endpoints.invoice.get, { body: { _id: id }, signal })).data[0] ?? null,
    refetchOnMount: 'always',
  });
}

export const useInvoice = (id: string) => useQuery({ ...invoiceDetailQueryOptions(id), enabled: Boolean(id) });
