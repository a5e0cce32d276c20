import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type TeamInviteBody, type TeamUpdateBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /team/list: every account, oldest first. */
export const useTeam = () =>
  useQuery({ queryKey: queryKeys.team, queryFn: async ({ signal }) => (await apiRequest(endpoints.team.list, { body: {}, signal })).data });

function useTeamMutation<B>(call: (body: B) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.team }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary }),
      ]),
  });
}

/** POST /team/invite: a new invitation, or a fresh link for an address still only invited. */
export const useInviteMember = () => useTeamMutation((body: TeamInviteBody) => apiRequest(endpoints.team.invite, { body }));
/** POST /team/update: role change, deactivate, reactivate. */
export const useUpdateMember = () => useTeamMutation((body: TeamUpdateBody) => apiRequest(endpoints.team.update, { body }));
