import { formatMoney, hundredthsToPercent, type Currency } from '@rp/contract';

/** 100 % in hundredths of a percent. */
const WHOLE = 10_000n;

/** The share of a total, in its minor unit, rounded half up to the paisa: exact integers, no floats. */
export function shareOf(totalPaise: number, percentHundredths: number): number {
  const scaled = BigInt(totalPaise) * BigInt(percentHundredths);
  return Number((2n * scaled + WHOLE) / (2n * WHOLE));
}

/** What part of the total an amount is, in hundredths of a percent, half up (0 for a zero total). */
export function percentHundredthsOf(amountPaise: number, totalPaise: number): number {
  if (totalPaise <= 0) return 0;
  const total = BigInt(totalPaise);
  return Number((2n * BigInt(amountPaise) * WHOLE + total) / (2n * total));
}

/** "50 %", "33.33 %". */
export const percentText = (hundredths: number) => `${hundredthsToPercent(hundredths)} %`;

/** "₹50,000.00 (50 % of ₹1,00,000.00)": what a proforma asks, as its order event and mail say it. */
export const advanceText = (amountPaise: number, percentHundredths: number, totalPaise: number, currency: Currency) =>
  `${formatMoney(amountPaise, currency)} (${percentText(percentHundredths)} of ${formatMoney(totalPaise, currency)})`;
