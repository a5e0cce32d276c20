import { STAFF_DEVICE_COOKIE, STORAGE_KEYS } from '@rp/contract';
import { getStoredToken } from '~/lib/api-client';

export const LOGIN_PATH = '/admin/login';
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';
/** REQUIRE_2FA: where an account without two-factor sign-in is sent first. */
export const TWO_FACTOR_SETUP_PATH = '/admin/two-factor-setup';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export function hasSession(): boolean {
  return Boolean(getStoredToken());
}

export function storeToken(token: string) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, token);
  markStaffDevice();
}

/** This browser is a staff member's: a buyer's status link opened here does not count as the buyer's view. */
function markStaffDevice() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STAFF_DEVICE_COOKIE}=1; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax${secure}`;
}

export function clearToken() {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.authToken);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

/** Logout: spec section 4 says all locally stored browser data is cleared. */
export function clearAllLocalData() {
  try {
    window.localStorage.clear();
  } catch {
    /* storage unavailable */
  }
}

/** Only admin paths of this site are accepted as a return target (no open redirect). */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value) return DEFAULT_AFTER_LOGIN;
  if (!value.startsWith('/admin') || value.startsWith('//') || value.startsWith(LOGIN_PATH)) return DEFAULT_AFTER_LOGIN;
  return value;
}

export function loginUrl({ redirectTo, expired = false }: { redirectTo?: string; expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (expired) params.set('reason', 'expired');
  if (redirectTo && safeRedirectTarget(redirectTo) === redirectTo && redirectTo !== DEFAULT_AFTER_LOGIN) {
    params.set('redirectTo', redirectTo);
  }
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
