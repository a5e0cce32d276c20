import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { BUSINESS_HOURS, replyPromiseCutoff, type RecordFilters, type RecordKind } from '@rp/contract';
import { records } from '../../db/schema.js';

const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_HOURS.utcOffsetMinutes * 60_000;

/** Midnight India time at the start of a YYYY-MM-DD day, as an instant. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** LIKE treats % _ and \ specially; a search for them means the characters themselves. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's filters plus who is looking, for `assigned: 'me'`. */
export type ListFilters = RecordFilters & { viewerId?: string };

/** The conditions of the search, date and assignment filters (what the status chips count within). */
export function baseConditions(kind: RecordKind, filters: ListFilters): SQL[] {
  const conditions: SQL[] = [eq(records.kind, kind)];
  if (filters.search) conditions.push(sql`${records.searchText} like '%' || lower(${escapeLike(filters.search)}) || '%'`);
  if (filters.from) conditions.push(gte(records.createdAt, istDayStart(filters.from)));
  if (filters.to) conditions.push(lt(records.createdAt, new Date(istDayStart(filters.to).getTime() + DAY_MS)));
  if (filters.source?.length) conditions.push(inArray(records.source, filters.source));
  if (filters.origin) conditions.push(sql`lower(${records.origin}) = lower(${filters.origin})`);
  if (filters.assigned === 'unassigned') conditions.push(isNull(records.assignedTo));
  // No viewer (never the case for a signed-in call) matches nothing rather than everything.
  if (filters.assigned === 'me') conditions.push(filters.viewerId ? eq(records.assignedTo, filters.viewerId) : sql`false`);
  return conditions;
}

/** Still New past the 24-business-hour promise at `now`: one indexed comparison (see business-hours). */
export function overdueConditions(now: Date): SQL[] {
  return [eq(records.status, 'New'), lte(records.createdAt, replyPromiseCutoff(now))];
}

/** Every filter: search, dates, statuses and overdue. */
export function recordWhere(kind: RecordKind, filters: ListFilters, now: Date): SQL | undefined {
  const conditions = baseConditions(kind, filters);
  if (filters.status?.length) conditions.push(inArray(records.status, filters.status));
  if (filters.overdue) conditions.push(...overdueConditions(now));
  return and(...conditions);
}

export function recordOrder(filters: RecordFilters): SQL[] {
  return filters.sort === 'oldest' ? [asc(records.createdAt), asc(records.id)] : [desc(records.createdAt), desc(records.id)];
}
