import { formatRupees, rupeesToPaise } from '@rp/contract';

/** Wire rupees (at most 2 decimals) as ₹ text with Indian grouping: 123456.5 -> "₹1,23,456.50". */
export function rupeesText(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  return paise === undefined ? '—' : formatRupees(paise);
}

/** A calendar day YYYY-MM-DD as dd/mm/yyyy, without any time-zone shift; '—' when missing. */
export function dayText(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
}
