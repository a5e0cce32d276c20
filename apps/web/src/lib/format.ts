import { indiaDateTimeFormat } from '@rp/contract/plain';

/** Formatting shared by the site and the admin screens. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The instant's India-time parts (the business runs on India time, whatever the browser's zone). */
function indiaParts(value: string | null | undefined) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    indiaDateTimeFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const [day, month, year, hour, minute] = [parts.day, parts.month, parts.year, parts.hour, parts.minute].map(Number);
  return { day: day ?? 0, month: month ?? 1, year: year ?? 0, hour: hour ?? 0, minute: minute ?? 0 };
}

const dayLabel = (p: { day: number; month: number; year: number }) => `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;

/** The back office's one date format, date only: '29 Nov 2026' (India time); '—' when the value is not a date. */
export function formatDate(value: string | null | undefined): string {
  const parts = indiaParts(value);
  return parts ? dayLabel(parts) : '—';
}

/** The back office's one date format: '29 Nov 2026, 9:44 am' (India time); '—' when the value is not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const parts = indiaParts(value);
  if (!parts) return '—';
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${dayLabel(parts)}, ${hour12}:${String(parts.minute).padStart(2, '0')} ${parts.hour < 12 ? 'am' : 'pm'}`;
}

/** The same as formatDateTime (kept for the screens that name India time explicitly). */
export const formatIndiaDateTime = formatDateTime;

/** `Showing 1-50 of 20,431` (en-GB thousands). */
export function showingLine(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const n = (x: number) => x.toLocaleString('en-GB');
  return `Showing ${n(first)}-${n(last)} of ${n(total)}`;
}

/** 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Time in ms of an ISO date, 0 when invalid (sorts last when newest first). */
export function dateValue(value: string | null | undefined): number {
  const time = value ? new Date(value).getTime() : NaN;
  return Number.isNaN(time) ? 0 : time;
}

/** A count with its noun: '1 order', '1,250 quotations'. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** A calendar day YYYY-MM-DD as '29 Nov 2026', without any time-zone shift; '—' when missing. */
export function dayText(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? dayLabel({ day: Number(match[3]), month: Number(match[2]), year: Number(match[1]) }) : '—';
}
