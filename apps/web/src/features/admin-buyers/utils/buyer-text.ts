import { formatRupees, gstStateName, rupeesToPaise } from '@rp/contract';

/** Wire rupees as ₹ text with Indian grouping, exact through paise: 123456.5 -> "₹1,23,456.50". */
export function rupeesText(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  return paise === undefined ? '—' : formatRupees(paise);
}

/** "Gujarat (24)", or '' when the buyer has no state. */
export function stateText(code: string): string {
  const name = gstStateName(code);
  return name ? `${name} (${code})` : code;
}
