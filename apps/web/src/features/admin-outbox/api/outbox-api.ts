import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxMessage, OutboxSummary } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';

export interface OutboxList {
  summary: OutboxSummary;
  total: number;
  messages: OutboxMessage[];
}

const outboxKey = ['admin', 'outbox'] as const;

/** GET /outbox/list: newest first. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxList> {
  return (await apiRequest<{ data: OutboxList }>('/outbox/list', { signal })).data;
}

/** GET /outbox/summary: whether mail is configured, and how many messages wait or failed. */
export async function getOutboxSummary(signal?: AbortSignal): Promise<OutboxSummary> {
  return (await apiRequest<{ data: OutboxSummary }>('/outbox/summary', { signal })).data;
}

/** POST /outbox/resend { _id } */
export async function resendMessage(id: string): Promise<{ message: string; data: OutboxMessage }> {
  return apiRequest('/outbox/resend', { method: 'POST', body: { _id: id } });
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: [...outboxKey, 'list'],
    queryFn: ({ signal }) => getOutbox(signal),
    refetchOnMount: 'always',
    // Queued mail changes on its own (the sender works in the background): keep the page current.
    refetchInterval: (query) => (query.state.data?.summary.queued ? 3000 : 15_000),
  });

export const useOutbox = () => useQuery(outboxQueryOptions());

export const useOutboxSummary = () =>
  useQuery({ queryKey: [...outboxKey, 'summary'], queryFn: ({ signal }) => getOutboxSummary(signal), refetchOnMount: 'always' });

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
