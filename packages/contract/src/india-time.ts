/** The business runs on India time (UTC+5:30, no daylight saving): the server counts days in it, the site shows dates in it. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_UTC_OFFSET_MS = 330 * 60_000;

/** The India calendar day of an instant, as 'YYYY-MM-DD'. */
export function indiaDay(instant: Date = new Date()): string {
  return new Date(instant.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** dd/mm/yyyy, hh:mm in India time (24-hour): the back office's dates and the CSV exports'. */
export const INDIA_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
