import { indiaDateLabel } from '@rp/contract';

/** Calendar days (YYYY-MM-DD, India time) as quotations and orders store them: validity, promised and dispatch days. */

/** A YYYY-MM-DD day plus `days` calendar days. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "27 November 2026" for a YYYY-MM-DD day. */
export const dayLabel = (day: string) => indiaDateLabel(new Date(`${day}T12:00:00+05:30`));
