import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

export async function getDashboardSummary(signal?: AbortSignal) {
  const answer = await apiRequest(endpoints.dashboard.summary, { signal });
  return answer.data;
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboardSummary,
    queryFn: ({ signal }) => getDashboardSummary(signal),
    refetchOnMount: 'always',
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
