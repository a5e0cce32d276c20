import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /quote/attachment/:id: a quote's drawing, with the bearer token, as a Blob. */
export const getAttachment = (fileId: string, signal?: AbortSignal) => apiRequest(endpoints.quote.attachment, { params: { id: fileId }, signal });

export const attachmentQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: queryKeys.attachment(fileId),
    queryFn: ({ signal }) => getAttachment(fileId, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });

export function useAttachment(fileId: string, enabled: boolean) {
  return useQuery({ ...attachmentQueryOptions(fileId), enabled });
}
