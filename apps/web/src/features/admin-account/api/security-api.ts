import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type TwoFactorDisableBody, type TwoFactorEnableBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /auth/sessions: the signed-in devices of the caller. */
export const useSessions = () =>
  useQuery({
    queryKey: queryKeys.sessions,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.auth.sessions, { body: {}, signal })).data,
  });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => apiRequest(endpoints.auth.revokeSession, { body: { _id } }),
    onSuccess: (answer) => {
      if (!answer.SignedOut) void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
    },
  });
}

/** Sign out everywhere, first step: every other session of the account ends (the caller then logs this one out). */
export const useRevokeOtherSessions = () => useMutation({ mutationFn: () => apiRequest(endpoints.auth.revokeOtherSessions, { body: {} }) });

/** Two-factor set-up, enabling and disabling; each refreshes the account (its TwoFactor flag). */
export function useTwoFactor() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.currentAccount });
  return {
    setup: useMutation({ mutationFn: () => apiRequest(endpoints.auth.twoFactor.setup, { body: {} }) }),
    enable: useMutation({ mutationFn: (body: TwoFactorEnableBody) => apiRequest(endpoints.auth.twoFactor.enable, { body }) }),
    disable: useMutation({
      mutationFn: (body: TwoFactorDisableBody) => apiRequest(endpoints.auth.twoFactor.disable, { body }),
      onSuccess: refresh,
    }),
    /** After the recovery codes were shown: the account is now enrolled. */
    refresh,
  };
}
