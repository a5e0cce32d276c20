import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RateTablesInput } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /settings/rates (Owner): the whole set; the answer carries the Ids given to new rows. */
export function useSaveRateTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateTablesInput) => apiRequest(endpoints.settings.saveRates, { body }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.rateTables, answer.data),
  });
}
