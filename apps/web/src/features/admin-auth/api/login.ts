import { useMutation } from '@tanstack/react-query';
import { API_BASE, type LoginBody, type LoginResponse } from '@rp/contract';

export type LoginAnswer = Partial<LoginResponse> & { message?: string };

/** Shown when a failed login carries no message from the server (spec section 8). */
export const LOGIN_FALLBACK_MESSAGE = 'Invalid credentials. Please try again.';

/**
 * POST /auth/login { Email, Password, RoleType: 'admin' }. Called with fetch directly so a failure
 * shows the server's own message, or the spec's fallback when there is none.
 */
export async function login(credentials: Pick<LoginBody, 'Email' | 'Password'>): Promise<LoginAnswer> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/auth/login`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: credentials.Email, Password: credentials.Password, RoleType: 'admin' }),
    });
  } catch {
    throw new Error(LOGIN_FALLBACK_MESSAGE);
  }
  const payload = (await response.json().catch(() => null)) as LoginAnswer | null;
  if (!response.ok) {
    const message = typeof payload?.message === 'string' && payload.message.trim() ? payload.message : LOGIN_FALLBACK_MESSAGE;
    throw new Error(message);
  }
  return payload ?? {};
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
