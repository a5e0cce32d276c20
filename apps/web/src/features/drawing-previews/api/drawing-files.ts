import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** A drawing's bytes (GET /quote/attachment/:id with the bearer token), fetched only when asked for. */
export function useDrawingBytes(fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.attachment(fileId),
    queryFn: ({ signal }) => apiRequest(endpoints.quote.attachment, { params: { id: fileId }, signal }),
    staleTime: Infinity,
    gcTime: 60_000,
    enabled,
  });
}

/** The server-made PNG thumbnail of a drawing (GET /quote/thumbnail/:id). */
export function useDrawingThumbnail(fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.drawingThumbnail(fileId),
    queryFn: ({ signal }) => apiRequest(endpoints.quote.thumbnail, { params: { id: fileId }, signal }),
    staleTime: Infinity,
    enabled,
  });
}

export const downloadDrawing = (fileId: string) => apiRequest(endpoints.quote.attachment, { params: { id: fileId } });
