/**
 * The constants every public page's first screen uses (the theme's storage key, the reply promise), in
 * a module of their own: the browser bundle takes a module whole, and constants.ts is much larger.
 */

/** A record still New after this much business time is Overdue (business-hours.ts counts it). */
export const REPLY_PROMISE_BUSINESS_HOURS = 24;
/** How soon every quote request and inquiry is answered (spec section 9): '...within 24 business hours'. */
export const REPLY_WITHIN = `${REPLY_PROMISE_BUSINESS_HOURS} business hours` as const;

export const STORAGE_KEYS = { authToken: 'authToken', theme: 'theme' } as const;

/**
 * Set in a browser where staff signed in to the back office: opening a buyer's status link there is not the
 * buyer's view, so it does not mark the quotation Viewed (issue 33). A hint, not a credential: a buyer who
 * set it would only keep their own view from being recorded.
 */
export const STAFF_DEVICE_COOKIE = 'rp_staff_device';

/** Whether a request's Cookie header carries STAFF_DEVICE_COOKIE. */
export function isStaffDevice(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${STAFF_DEVICE_COOKIE}=`));
}
