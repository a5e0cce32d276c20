import { formatMoney, formatMoneyPlain, formatRupeesPlain } from '@rp/contract';
import type { DocumentModel } from './model.js';

/** Amounts in the document's currency, in its minor units: "1,234.50" in a cell, "₹1,234.50" or "US$1,234.50" alone. */
export const moneyPlain = (model: DocumentModel, minor: number) => formatMoneyPlain(minor, model.currency);
export const money = (model: DocumentModel, minor: number) => formatMoney(minor, model.currency);

/** What column headings say the amounts are in: "₹", or the currency's code ("$" alone would not say which dollar). */
export const currencyLabel = (model: DocumentModel) => (model.currency === 'INR' ? '₹' : model.currency);

/** "Exchange rate: 1 USD = ₹83.2500" (4 decimals, as the rate is kept), or null for a document in rupees. */
export function exchangeRateText(model: DocumentModel): string | null {
  const { currency, exchangeRateTenThousandths: tenThousandths } = model;
  if (currency === 'INR') return null;
  const whole = formatRupeesPlain(Math.floor(tenThousandths / 10_000) * 100).replace(/\.00$/, '');
  const fraction = String(tenThousandths % 10_000).padStart(4, '0');
  return `Exchange rate: 1 ${currency} = ₹${whole}.${fraction}`;
}
