import { useMutation } from '@tanstack/react-query';
import { endpoints, type LoginBody } from '@rp/contract';
import { ApiError, apiRequest } from '~/lib/api-client';

/** Shown when a failed login carries no message from the server (spec section 8). */
export const LOGIN_FALLBACK_MESSAGE = 'Invalid credentials. Please try again.';

/**
 * POST /auth/login { Email, Password, RoleType: 'admin' }, without a token. A failure shows the
 * server's own message, or the spec's fallback when there is none (or no server was reached).
 */
export async function login(credentials: Pick<LoginBody, 'Email' | 'Password'>) {
  try {
    return await apiRequest(endpoints.auth.login, {
      body: { Email: credentials.Email, Password: credentials.Password, RoleType: 'admin' },
      token: null,
    });
  } catch (error) {
    throw new Error(error instanceof ApiError && error.fromServer ? error.message : LOGIN_FALLBACK_MESSAGE);
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
