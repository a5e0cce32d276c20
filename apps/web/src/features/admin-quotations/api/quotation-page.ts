import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { indiaDay, type QuotationListResponse } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { saveBlob } from '~/lib/save-blob';
import { QUOTATION_PAGE_SIZE, quotationExportQueryOf, quotationFilters, type QuotationListView } from '../utils/list-view';
import { quotationCalls } from './quotation-endpoints';

/** POST /quotation/list with the page and the view's filters. */
export function quotationPageQueryOptions(view: QuotationListView) {
  return queryOptions({
    queryKey: queryKeys.quotationPage(view),
    queryFn: ({ signal }): Promise<QuotationListResponse> =>
      apiRequest(quotationCalls.list, { body: { page: view.page, pageSize: QUOTATION_PAGE_SIZE, ...quotationFilters(view) }, signal }),
    // The previous page stays on screen while the next one loads: no flash of an empty table while typing.
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export const useQuotationPage = (view: QuotationListView) => useQuery(quotationPageQueryOptions(view));

/** GET /quotation/export with the view's filters, saved by the browser as quotations-<India day>.csv. */
export async function downloadQuotationsCsv(view: QuotationListView): Promise<void> {
  const blob = await apiRequest(quotationCalls.export, { query: quotationExportQueryOf(view) });
  saveBlob(blob, `quotations-${indiaDay()}.csv`);
}
