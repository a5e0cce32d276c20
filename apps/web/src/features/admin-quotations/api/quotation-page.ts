import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { indiaDay, type QuotationListResponse } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
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

/** Hands a downloaded file to the browser's save. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
