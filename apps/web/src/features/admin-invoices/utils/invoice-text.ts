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

/** INV/26-27/0001 -> INV-26-27-0001 (a file name has no slashes). */
export const invoiceFileStem = (number: string) => number.replace(/[^\w.-]+/g, '-');
