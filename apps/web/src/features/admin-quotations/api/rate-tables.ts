import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /settings/rates: the rows an estimate picks its material, machines and processes from. */
export const useEstimateRates = () =>
  useQuery({
    queryKey: queryKeys.rateTables,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.settings.rates, { signal })).data,
    staleTime: 60_000,
  });
