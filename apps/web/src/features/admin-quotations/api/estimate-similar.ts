import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

export interface SimilarQuery {
  DrawingNo?: string;
  MaterialId?: string;
  Diameter?: number;
  Volume?: number;
}

/** POST /estimate/similar: up to 10 earlier lines for the drawing, or of the material and a similar size. */
export const useQuotedBefore = (body: SimilarQuery | null) =>
  useQuery({
    queryKey: queryKeys.estimateSimilar(body ?? {}),
    queryFn: async ({ signal }) => (await apiRequest(endpoints.estimate.similar, { body: body!, signal })).data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
