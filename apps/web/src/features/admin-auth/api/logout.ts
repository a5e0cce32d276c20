import { endpoints } from '@rp/contract';
import { apiRequest, getStoredToken } from '~/lib/api-client';
import { clearAllLocalData } from '../utils/session';

/**
 * Revokes `token` on the server. A 401 for an already-expired token does not report the session as
 * ended (the admin is leaving anyway), and no failure stops the logout.
 */
export async function revokeToken(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await apiRequest(endpoints.auth.logout, { body: {}, token, reportExpiry: false });
  } catch {
    /* offline or already ended: the token expires on its own */
  }
}

/** Logout (spec section 4): POST /auth/logout, then clear all locally stored browser data. */
export async function logout(): Promise<void> {
  await revokeToken(getStoredToken());
  clearAllLocalData();
}
