import { API_BASE } from '@rp/contract';
import { getStoredToken } from '~/lib/api-client';
import { clearAllLocalData } from '../utils/session';

/**
 * Revokes `token` on the server. It calls fetch directly (not apiRequest) so that a 401 for an
 * already-expired token does not trigger the session-expired redirect: the admin is leaving anyway.
 */
export async function revokeToken(token: string | null): Promise<void> {
  if (!token) return;
  try {
    await fetch(`${API_BASE}/auth/logout`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{}',
    });
  } catch {
    /* offline: the token still expires on its own */
  }
}

/** Logout (spec section 4): POST /auth/logout, then clear all locally stored browser data. */
export async function logout(): Promise<void> {
  await revokeToken(getStoredToken());
  clearAllLocalData();
}
