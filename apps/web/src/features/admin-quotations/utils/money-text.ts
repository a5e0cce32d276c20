import { formatRupees, rupeesToPaise } from '@rp/contract';

/** Wire rupees (at most 2 decimals) as ₹ text with Indian grouping: 123456.5 -> "₹1,23,456.50". */
export function rupeesText(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  return paise === undefined ? '—' : formatRupees(paise);
}
