import { formatRupees, rupeesToPaise } from '@rp/contract';

/**
 * What a proforma will ask, as the form is filled: "Asks ₹61,727.25 (50 % of ₹1,23,454.50)", rounded half up to the
 * paisa as the server rounds it; null while the figure is not a usable number.
 */
export function advanceOf(grandTotal: number, by: 'percent' | 'amount', text: string): string | null {
  const totalPaise = rupeesToPaise(grandTotal);
  const value = Number(text);
  if (totalPaise === undefined || text.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  if (by === 'amount') {
    const paise = rupeesToPaise(value);
    if (paise === undefined || paise > totalPaise) return null;
    const share = Math.round((paise / totalPaise) * 10000) / 100;
    return `Asks ${formatRupees(paise)} (${share.toLocaleString('en-GB')} % of ${formatRupees(totalPaise)})`;
  }
  if (value > 100) return null;
  const hundredths = Math.round(value * 100);
  // total × percent / 100, in paise, half up: integers all the way (hundredths of a percent).
  const paise = Math.floor((totalPaise * hundredths + 5000) / 10000);
  return `Asks ${formatRupees(paise)} (${value.toLocaleString('en-GB')} % of ${formatRupees(totalPaise)})`;
}
