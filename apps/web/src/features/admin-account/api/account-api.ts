import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints, type AcceptInviteBody, type ChangePasswordBody, type ResetPasswordBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /auth/me: the signed-in person (name, role), for the layout. */
export const useCurrentAccount = () =>
  useQuery({
    queryKey: queryKeys.currentAccount,
    queryFn: async ({ signal }) => (await apiRequest(endpoints.auth.me, { signal })).data,
    staleTime: 60_000,
  });

/** The one-time-link screens run without a session: no token is sent. */
export const useAcceptInvite = () =>
  useMutation({ mutationFn: (body: AcceptInviteBody) => apiRequest(endpoints.auth.acceptInvite, { body, token: null }) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => apiRequest(endpoints.auth.resetPassword, { body, token: null }) });
export const useForgotPassword = () =>
  useMutation({ mutationFn: (Email: string) => apiRequest(endpoints.auth.forgotPassword, { body: { Email }, token: null }) });
export const useChangePassword = () => useMutation({ mutationFn: (body: ChangePasswordBody) => apiRequest(endpoints.auth.changePassword, { body }) });
