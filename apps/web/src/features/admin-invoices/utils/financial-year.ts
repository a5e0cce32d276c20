/**
 * Indian financial years (April to March) as the invoice numbers write them: "26-27" runs from 1 April 2026
 * to 31 March 2027. Plain calendar arithmetic on India days (YYYY-MM-DD), no time zones.
 */

const FY = /^(\d{2})-(\d{2})$/;
const two = (n: number) => String(n).padStart(2, '0');

/** "26-27" for any day from 2026-04-01 to 2027-03-31. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${two(start % 100)}-${two((start + 1) % 100)}`;
}

/** The financial year of `today` and the `count - 1` before it, newest first. */
export function recentFinancialYears(today: string, count = 4): string[] {
  const start = Number(financialYearOf(today).slice(0, 2));
  return Array.from({ length: count }, (_, i) => {
    const first = (start - i + 100) % 100;
    return `${two(first)}-${two((first + 1) % 100)}`;
  });
}

/** The months of a financial year in its order: April (4) to March (3). */
export const FINANCIAL_YEAR_MONTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3] as const;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "April 2026" for month 4 of "26-27", "January 2027" for month 1. */
export function monthLabel(financialYear: string, month: number): string {
  return `${MONTH_NAMES[month - 1]} ${calendarYear(financialYear, month)}`;
}

/** The calendar year a month of the financial year falls in (this century). */
function calendarYear(financialYear: string, month: number): number {
  const start = 2000 + Number(FY.exec(financialYear)?.[1] ?? 0);
  return month >= 4 ? start : start + 1;
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last India day of a financial year, or of one of its months. */
export function financialYearRange(financialYear: string, month?: number): { from: string; to: string } {
  if (month) {
    const year = calendarYear(financialYear, month);
    return { from: `${year}-${two(month)}-01`, to: `${year}-${two(month)}-${two(lastDayOf(year, month))}` };
  }
  const start = calendarYear(financialYear, 4);
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** Whether the text is a financial year like "26-27" (two years in a row). */
export function isFinancialYear(text: string): boolean {
  const match = FY.exec(text);
  return Boolean(match && (Number(match[1]) + 1) % 100 === Number(match[2]));
}
