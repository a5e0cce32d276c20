import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, RECORD_WIRE, type RecordKind, type RecordListResponse } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { LIST_PAGE_SIZE, listFilters, type ListView } from '../utils/list-view';

/** POST /quote/list (or /inquery/list) with page, pageSize and the view's filters. */
export function recordPageQueryOptions(kind: RecordKind, view: ListView) {
  return queryOptions({
    queryKey: queryKeys.recordPage(kind, view),
    queryFn: ({ signal }): Promise<RecordListResponse> =>
      apiRequest(endpoints[kind].list, {
        body: { Types: RECORD_WIRE[kind].types, page: view.page, pageSize: LIST_PAGE_SIZE, ...listFilters(view) },
        signal,
      }),
    // The previous page stays on screen while the next one loads: no flash of an empty table while typing.
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export const useRecordPage = (kind: RecordKind, view: ListView) => useQuery(recordPageQueryOptions(kind, view));
