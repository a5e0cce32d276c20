import { REPLY_PROMISE_BUSINESS_HOURS } from './site-constants.js';

/**
 * The spec's promise: a reply within 24 business hours. Business hours are Monday to Saturday,
 * 09:00 to 18:00 India time (UTC+5:30, no daylight saving). Public holidays are not modelled.
 * Every "is it overdue" question in the server and the web app is answered here.
 */
export const BUSINESS_HOURS = {
  /** Minutes east of UTC. */
  utcOffsetMinutes: 330,
  /** getUTCDay() numbering: 1 = Monday ... 6 = Saturday. */
  workdays: [1, 2, 3, 4, 5, 6] as readonly number[],
  openHour: 9,
  closeHour: 18,
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OFFSET = BUSINESS_HOURS.utcOffsetMinutes * 60_000;
const OPEN = BUSINESS_HOURS.openHour * HOUR;
const CLOSE = BUSINESS_HOURS.closeHour * HOUR;
const PER_DAY = CLOSE - OPEN;
const PER_WEEK = BUSINESS_HOURS.workdays.length * PER_DAY;
const PROMISE = REPLY_PROMISE_BUSINESS_HOURS * HOUR;

/** 1970-01-01 (local day 0) was a Thursday. */
const isWorkday = (localDay: number) => BUSINESS_HOURS.workdays.includes((((localDay + 4) % 7) + 7) % 7);

/** Business milliseconds from local day 0 up to the local instant t (India wall-clock ms since the epoch). */
function businessMsUntil(t: number): number {
  const day = Math.floor(t / DAY);
  const weeks = Math.floor(day / 7);
  let total = weeks * PER_WEEK;
  for (let d = weeks * 7; d < day; d++) if (isWorkday(d)) total += PER_DAY;
  if (isWorkday(day)) total += Math.min(Math.max(t - day * DAY - OPEN, 0), PER_DAY);
  return total;
}

const toLocal = (at: Date | string | number) => new Date(at).getTime() + OFFSET;

/** Business time between two instants, in milliseconds (0 when `end` is not after `start`). */
export function businessMsBetween(start: Date | string | number, end: Date | string | number): number {
  const from = toLocal(start);
  const to = toLocal(end);
  return to <= from ? 0 : businessMsUntil(to) - businessMsUntil(from);
}

/** Whether a lead created at `createdAt` has waited past the promise at `now` (status aside). */
export function isPastReplyPromise(createdAt: Date | string | number, now: Date | string | number = Date.now()): boolean {
  return businessMsBetween(createdAt, now) >= PROMISE;
}

/**
 * The latest creation instant that is past the promise at `now`: a lead is overdue exactly when it
 * was created at or before this instant, so the database can filter with one indexed comparison.
 */
export function replyPromiseCutoff(now: Date | string | number = Date.now()): Date {
  let remaining = PROMISE;
  const local = toLocal(now);
  for (let day = Math.floor(local / DAY); ; day--) {
    if (!isWorkday(day)) continue;
    const open = day * DAY + OPEN;
    const top = Math.min(Math.max(local, open), day * DAY + CLOSE);
    if (top - open >= remaining) return new Date(top - remaining - OFFSET);
    remaining -= top - open;
  }
}

/** How long a lead has been waiting, wall-clock, as the lists show it: `25 min`, `3 h`, `2 days`. */
export function formatWaiting(createdAt: Date | string | number, now: Date | string | number = Date.now()): string {
  const ms = Math.max(new Date(now).getTime() - new Date(createdAt).getTime(), 0);
  if (ms < HOUR) return `${Math.floor(ms / 60_000)} min`;
  if (ms < 2 * DAY) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} days`;
}
