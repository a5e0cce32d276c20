import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** The accounts a lead or an order can be given to: the active ones of POST /team/list (the team screen's cache). */
export const useAssignableAccounts = () =>
  useQuery({
    queryKey: queryKeys.team,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.team.list, { body: {}, signal })).data,
    select: (members) => members.filter((member) => member.Status === 'active'),
    staleTime: 60_000,
  });
