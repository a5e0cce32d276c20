import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /settings/rates: the estimating rate tables (Owner and Staff). */
export const useRateTables = () =>
  useQuery({
    queryKey: queryKeys.rateTables,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.settings.rates, { signal })).data,
  });
