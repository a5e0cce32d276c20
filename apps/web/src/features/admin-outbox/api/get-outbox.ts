import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type EndpointResponse } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

export type OutboxList = EndpointResponse<typeof endpoints.outbox.list>['data'];

/** GET /outbox/list: newest first. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxList> {
  return (await apiRequest(endpoints.outbox.list, { signal })).data;
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.outboxList,
    queryFn: ({ signal }) => getOutbox(signal),
    refetchOnMount: 'always',
    // Queued mail changes on its own (the sender works in the background): keep the page current.
    refetchInterval: (query) => (query.state.data?.summary.queued ? 3000 : 15_000),
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
