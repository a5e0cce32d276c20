/** The business runs on India time (UTC+5:30, no daylight saving): the server counts days in it, the site shows dates in it. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_UTC_OFFSET_MS = 330 * 60_000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The India calendar day of an instant, as 'YYYY-MM-DD'. */
export function indiaDay(instant: Date = new Date()): string {
  return new Date(instant.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The India calendar day as en-GB writes it, '26 November 2026'. Plain arithmetic, not Intl: the first
 * time-zone formatter a page creates costs about 30 ms of main thread (ICU loads its zone data), and
 * the public legal pages show this date while they hydrate.
 */
export function indiaDateLabel(instant: Date = new Date()): string {
  const day = indiaDay(instant);
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

let indiaDateTime: Intl.DateTimeFormat | undefined;

/** dd/mm/yyyy, hh:mm in India time (24-hour): the back office's dates and the CSV exports'. Made on first use (see above). */
export function indiaDateTimeFormat(): Intl.DateTimeFormat {
  indiaDateTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return indiaDateTime;
}
