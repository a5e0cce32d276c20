import { indiaDateTimeFormat } from '@rp/contract/plain';

/** Formatting shared by the site and the admin screens. */

/** dd/mm/yyyy (en-GB); '—' when the value is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString('en-GB');
}

/** dd/mm/yyyy, hh:mm (en-GB, 24-hour). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toLocaleDateString('en-GB')}, ${date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
}

/** dd/mm/yyyy, hh:mm IST: always India time, whatever the browser's zone (the business runs on it). */
export function formatIndiaDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : `${indiaDateTimeFormat().format(date)} IST`;
}

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

/** A calendar day YYYY-MM-DD as dd/mm/yyyy, without any time-zone shift; '—' when missing. */
export function dayText(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
}
