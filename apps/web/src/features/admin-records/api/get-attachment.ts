import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '~/lib/api-client';

/** GET the drawing of a quote from its authenticated URL (bearer token), as a Blob. */
export const getAttachment = (url: string, signal?: AbortSignal) => apiBlob(url, signal);

export const attachmentQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['admin', 'attachment', url],
    queryFn: ({ signal }) => getAttachment(url, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });

export function useAttachment(url: string, enabled: boolean) {
  return useQuery({ ...attachmentQueryOptions(url), enabled });
}
