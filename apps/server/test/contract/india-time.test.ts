// @database-agnostic: functions of the contract, no database (the PGlite pass only)
import { INDIA_TIME_ZONE, indiaDateLabel, indiaDateTimeFormat, indiaDay } from '@rp/contract';
import { describe, expect, it } from 'vitest';

const ist = (local: string) => new Date(`${local}+05:30`);
const intlLabel = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE });

describe('India time without Intl', () => {
  it('writes the India day as en-GB does, on both sides of India midnight', () => {
    expect(indiaDateLabel(ist('2026-11-26T00:00'))).toBe('26 November 2026');
    expect(indiaDateLabel(ist('2026-11-25T23:59'))).toBe('25 November 2026');
    expect(indiaDateLabel(new Date('2026-12-31T18:30:00Z'))).toBe('1 January 2027');
    // Every day of two years, at 00:10 and 23:50 India time, against the Intl formatter.
    for (let day = 0; day < 731; day++) {
      for (const minutes of [10, 23 * 60 + 50]) {
        const instant = new Date(Date.UTC(2026, 0, 1 + day) - 330 * 60_000 + minutes * 60_000);
        expect(indiaDateLabel(instant)).toBe(intlLabel(instant));
      }
    }
  });

  it('keeps indiaDay and the back-office formatter on the same day', () => {
    const instant = ist('2026-11-26T00:30');
    expect(indiaDay(instant)).toBe('2026-11-26');
    expect(indiaDateTimeFormat().format(instant)).toBe('26/11/2026, 00:30');
    expect(indiaDateTimeFormat()).toBe(indiaDateTimeFormat());
  });
});
