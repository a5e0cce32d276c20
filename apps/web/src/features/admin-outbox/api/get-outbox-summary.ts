import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /outbox/summary: whether mail is configured, and how many messages wait or failed. */
export async function getOutboxSummary(signal?: AbortSignal) {
  return (await apiRequest(endpoints.outbox.summary, { signal })).data;
}

export const useOutboxSummary = () =>
  useQuery({ queryKey: queryKeys.outboxSummary, queryFn: ({ signal }) => getOutboxSummary(signal), refetchOnMount: 'always' });
