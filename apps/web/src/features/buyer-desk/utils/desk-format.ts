import { formatMoney, formatQuantity, indiaDateLabel, type Currency } from '@rp/contract/plain';

/** Wire rupees and quantities back to integers for the contract's Indian formatting (no Intl while hydrating). */
const scaled = (value: number, factor: number) => Math.round(value * factor);

export const moneyText = (amount: number, currency: Currency = 'INR') => formatMoney(scaled(amount, 100), currency);
export const quantityText = (value: number) => formatQuantity(scaled(value, 1000));
/** The quantity as the form's field shows it: 250, 12.5 (no grouping commas to type around). */
export const quantityInput = (value: number) => String(scaled(value, 1000) / 1000);

/** "14 March 2026" for a day (YYYY-MM-DD, India calendar) or an instant; '' for nothing. */
export function dateText(value: string): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(date.getTime()) ? value : indiaDateLabel(date);
}

/** The link that opens "Order again" for one line, or (no line) for every line of the order. */
export function reorderHref(orderId: string, number: string, lineId?: string): string {
  const params = new URLSearchParams({ order: orderId, number });
  if (lineId) params.set('line', lineId);
  return `/account/reorder?${params.toString()}`;
}

export const linkClass =
  'inline-flex items-center gap-1.5 rounded font-semibold text-steel-800 underline underline-offset-2 hover:text-steel-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-500 dark:text-slate-100 dark:hover:text-white';
export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-steel-800 dark:bg-steel-900';
export const itemClass = 'min-w-0 rounded-xl border border-slate-200 p-4 text-sm dark:border-steel-700';
export const mutedClass = 'text-slate-600 dark:text-slate-400';
