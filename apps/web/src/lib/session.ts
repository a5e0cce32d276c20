import { ApiError } from './api-client';

/** Fired on window just before an expired session sends the admin to the login page (open forms keep a draft). */
export const SESSION_EXPIRED_EVENT = 'admin:session-expired';

/** A 401: the session handler already sends the admin to the login page, so callers show no error toast for it. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
