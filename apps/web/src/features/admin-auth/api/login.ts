import { useMutation } from '@tanstack/react-query';
import { endpoints, type LoginBody } from '@rp/contract';
import { ApiError, apiRequest } from '~/lib/api-client';

/** Shown when a failed login carries no message from the server (spec section 8). */
export const LOGIN_FALLBACK_MESSAGE = 'Invalid credentials. Please try again.';

/** A refused login; `twoFactorRequired` when the password was right and the account's code is needed. */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly twoFactorRequired = false,
  ) {
    super(message);
  }
}

/**
 * POST /auth/login { Email, Password, RoleType: 'admin' } (and Code for two-factor sign-in), without a
 * token. A failure shows the server's own message, or the spec's fallback when there is none.
 */
export async function login(credentials: Pick<LoginBody, 'Email' | 'Password' | 'Code'>) {
  try {
    return await apiRequest(endpoints.auth.login, {
      body: { Email: credentials.Email, Password: credentials.Password, RoleType: 'admin', ...(credentials.Code ? { Code: credentials.Code } : {}) },
      token: null,
    });
  } catch (error) {
    const fromServer = error instanceof ApiError && error.fromServer;
    throw new LoginError(fromServer ? error.message : LOGIN_FALLBACK_MESSAGE, fromServer && error.flags.TwoFactorRequired === true);
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
