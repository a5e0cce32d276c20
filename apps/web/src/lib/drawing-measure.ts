import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * POST /estimate/analyze: a STEP or DXF drawing measured on the server (kept there per file); the lead's drawings
 * show it and a quotation prepared from the lead starts its estimate from it.
 */
export function useDrawingMeasure(fileId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.drawingMeasure(fileId ?? ''),
    queryFn: async ({ signal }) => (await apiRequest(endpoints.estimate.analyze, { body: { FileId: fileId ?? '' }, signal })).data,
    staleTime: Infinity,
    retry: false,
    enabled: enabled && Boolean(fileId),
  });
}
