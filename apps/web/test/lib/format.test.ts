import { describe, expect, it } from 'vitest';
import { dayText, formatDate, formatDateTime, formatIndiaDateTime } from '~/lib/format';

describe('the back office date format (issue 44)', () => {
  it('writes an instant as "29 Nov 2026, 9:44 am" in India time, whatever the zone it came in', () => {
    expect(formatDateTime('2026-11-29T04:14:00Z')).toBe('29 Nov 2026, 9:44 am');
    expect(formatDateTime('2026-11-29T12:05:00Z')).toBe('29 Nov 2026, 5:35 pm');
    expect(formatDateTime('2026-09-30T18:45:00Z')).toBe('1 Oct 2026, 12:15 am');
    expect(formatDateTime('2026-09-01T06:30:00Z')).toBe('1 Sep 2026, 12:00 pm');
    expect(formatIndiaDateTime('2026-11-29T04:14:00Z')).toBe('29 Nov 2026, 9:44 am');
  });

  it('writes dates alone and calendar days the same way, and a dash for nothing', () => {
    expect(formatDate('2026-11-28T20:00:00Z')).toBe('29 Nov 2026');
    expect(dayText('2026-11-29')).toBe('29 Nov 2026');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(dayText('')).toBe('—');
  });
});
