import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';

export async function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  const answer = await apiRequest<{ data: DashboardSummary }>('/dashboard/summary', { signal });
  return answer.data;
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard-summary'],
    queryFn: ({ signal }) => getDashboardSummary(signal),
    refetchOnMount: 'always',
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
