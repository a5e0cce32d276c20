/** The business runs on India time (UTC+5:30, no daylight saving): the server counts days in it, the site shows dates in it. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_UTC_OFFSET_MS = 330 * 60_000;

/** The India calendar day of an instant, as 'YYYY-MM-DD'. */
export function indiaDay(instant: Date = new Date()): string {
  return new Date(instant.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
