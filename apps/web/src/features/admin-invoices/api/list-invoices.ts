import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, INVOICE_LIMITS, PAGE_SIZE_MAX, type InvoiceListResponse } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { INVOICE_PAGE_SIZE, invoiceFilters, type InvoiceListView } from '../utils/list-view';

/** POST /invoice/list with the page and the view's filters, newest first. */
export function invoicePageQueryOptions(view: InvoiceListView) {
  return queryOptions({
    queryKey: queryKeys.invoicePage(view),
    queryFn: ({ signal }): Promise<InvoiceListResponse> =>
      apiRequest(endpoints.invoice.list, { body: { page: view.page, pageSize: INVOICE_PAGE_SIZE, ...invoiceFilters(view) }, signal }),
    // The previous page stays on screen while the next one loads: no flash of an empty table while typing.
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export const useInvoicePage = (view: InvoiceListView) => useQuery(invoicePageQueryOptions(view));

/**
 * The _ids of the view's issued invoices that still need an e-way bill (its search, year and month; not its
 * page), read a full page of the list at a time up to the e-way JSON's own limit.
 */
export async function fetchEwayPendingIds(view: InvoiceListView): Promise<string[]> {
  const filters = { ...invoiceFilters(view), state: 'Issued' as const, ewayPending: true };
  const ids: string[] = [];
  for (let page = 1; ids.length < INVOICE_LIMITS.idsMax; page++) {
    const answer = await apiRequest(endpoints.invoice.list, { body: { page, pageSize: PAGE_SIZE_MAX, ...filters } });
    ids.push(...answer.data.map((invoice) => invoice._id));
    if (answer.data.length < PAGE_SIZE_MAX || page * PAGE_SIZE_MAX >= answer.total) break;
  }
  return ids.slice(0, INVOICE_LIMITS.idsMax);
}
