import { formatQuantity, formatRupees, quantityToThousandths, rupeesToPaise } from '@rp/contract';

/** Wire rupees (at most 2 decimals) as ₹ text with Indian grouping, exact through paise: 123456.5 -> "₹1,23,456.50". */
export function rupeesText(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  return paise === undefined ? '—' : formatRupees(paise);
}

/** 1250.5 -> "1,250.5" (Indian grouping, exact through thousandths). */
export function quantityText(quantity: number): string {
  const thousandths = quantityToThousandths(quantity);
  return thousandths === undefined ? String(quantity) : formatQuantity(thousandths);
}

/** A calendar day YYYY-MM-DD as dd/mm/yyyy, without any time-zone shift; '—' when missing. */
export function dayText(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
}
