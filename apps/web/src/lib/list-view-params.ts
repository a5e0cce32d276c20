/** The pieces every admin list's URL view shares: a page number, calendar days, allowed values, a date range. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** ?page=: a whole number above 1, else the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A YYYY-MM-DD parameter, or '' when missing or malformed. */
export function readDay(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return DAY.test(value) ? value : '';
}

/** Every value of a repeated parameter that is one of `allowed`, once each, in the URL's order. */
export function readChoices<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  return [...new Set(params.getAll(name).filter((value): value is T => (allowed as readonly string[]).includes(value)))];
}

/** The server's from/to for a range (one given backwards is put the right way round; '' becomes undefined). */
export function dayRange(view: { from: string; to: string }): { from: string | undefined; to: string | undefined } {
  const [from, to] = view.from && view.to && view.from > view.to ? [view.to, view.from] : [view.from, view.to];
  return { from: from || undefined, to: to || undefined };
}

/**
 * A copy of `base` with the view's parameters written over it: every value of these keys goes first, then
 * each non-empty one is set (a list once per item). Other parameters stay; empty ones (the defaults) are left out.
 */
export function writeParams(base: URLSearchParams, parts: Record<string, string | readonly string[]>): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(parts)) next.delete(key);
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') {
      if (value) next.set(key, value);
    } else for (const item of value) next.append(key, item);
  }
  return next;
}

/** ?page= as written: nothing for the first page. */
export const pageParam = (page: number) => (page > 1 ? String(page) : '');
