import { formatMoney, formatMoneyPlain, formatRupeesPlain, scaledInteger } from '@rp/contract';
import type { PdfModel } from './input.js';

/** Amounts in the quotation's currency, in its minor units: "1,234.50" in a cell, "₹1,234.50" or "US$1,234.50" alone. */
export const moneyPlain = (model: PdfModel, minor: number) => formatMoneyPlain(minor, model.quotation.Currency);
export const money = (model: PdfModel, minor: number) => formatMoney(minor, model.quotation.Currency);

/** What column headings say the amounts are in: "₹", or the currency's code ("$" alone would not say which dollar). */
export const currencyLabel = (model: PdfModel) => (model.quotation.Currency === 'INR' ? '₹' : model.quotation.Currency);

/** "Exchange rate: 1 USD = ₹83.2500" (4 decimals, as the rate is kept), or null for a quotation in rupees. */
export function exchangeRateText(model: PdfModel): string | null {
  const { Currency, ExchangeRate } = model.quotation;
  if (Currency === 'INR') return null;
  const tenThousandths = scaledInteger(ExchangeRate, 4) ?? Math.round(ExchangeRate * 10_000);
  const whole = formatRupeesPlain(Math.floor(tenThousandths / 10_000) * 100).replace(/\.00$/, '');
  const fraction = String(tenThousandths % 10_000).padStart(4, '0');
  return `Exchange rate: 1 ${Currency} = ₹${whole}.${fraction}`;
}
