import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /outbox/get { _id }: one mail with its text and attachment names (Owners only). */
export async function getOutboxMessage(id: string, signal?: AbortSignal) {
  return (await apiRequest(endpoints.outbox.get, { body: { _id: id }, signal })).data;
}

/** Under the outbox's key: a Resend refreshes it with the list. */
export const useOutboxMessage = (id: string) =>
  useQuery({ queryKey: [...queryKeys.outbox, 'message', id], queryFn: ({ signal }) => getOutboxMessage(id, signal) });
