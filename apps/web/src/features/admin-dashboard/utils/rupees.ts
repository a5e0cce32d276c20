import { formatRupees, rupeesToPaise } from '@rp/contract';

/** Every amount on the dashboard in the one format of the contract's formatRupees: '₹1,23,450.00'; '—' when not a number. */
export function rupees(value: number): string {
  const paise = rupeesToPaise(value);
  return paise === undefined ? '—' : formatRupees(paise);
}
