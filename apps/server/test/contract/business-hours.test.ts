// @database-agnostic: a function of the contract, no database (the PGlite pass only)
import { businessMsBetween, formatWaiting, isPastReplyPromise, replyPromiseCutoff } from '@rp/contract';
import { describe, expect, it } from 'vitest';

const HOUR = 3_600_000;
/** An India-time wall clock reading as an instant. 2026-11-23 is a Monday. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('business hours (Monday to Saturday, 09:00-18:00 India time)', () => {
  it('counts only the open hours of a working day', () => {
    expect(businessMsBetween(ist('2026-11-23T10:00'), ist('2026-11-23T13:30'))).toBe(3.5 * HOUR);
    expect(businessMsBetween(ist('2026-11-23T07:00'), ist('2026-11-23T20:00'))).toBe(9 * HOUR);
    expect(businessMsBetween(ist('2026-11-23T13:00'), ist('2026-11-23T10:00'))).toBe(0);
  });

  it('adds nothing for evenings and nights: a Monday 20:00 lead starts waiting on Tuesday 09:00', () => {
    const created = ist('2026-11-23T20:00');
    expect(businessMsBetween(created, ist('2026-11-24T08:59'))).toBe(0);
    expect(businessMsBetween(created, ist('2026-11-24T11:00'))).toBe(2 * HOUR);
    // Tuesday 9 h + Wednesday 9 h + Thursday 6 h = 24 h at Thursday 15:00.
    expect(isPastReplyPromise(created, ist('2026-11-26T14:59'))).toBe(false);
    expect(isPastReplyPromise(created, ist('2026-11-26T15:00'))).toBe(true);
  });

  it('skips Sundays: a Saturday 17:00 lead is overdue on Wednesday 14:00', () => {
    const created = ist('2026-11-28T17:00');
    expect(businessMsBetween(created, ist('2026-11-30T09:00'))).toBe(1 * HOUR);
    expect(isPastReplyPromise(created, ist('2026-12-02T13:59'))).toBe(false);
    expect(isPastReplyPromise(created, ist('2026-12-02T14:00'))).toBe(true);
  });

  it('a Saturday evening submission waits from Monday 09:00 and is overdue on Wednesday 15:00', () => {
    const created = ist('2026-11-28T19:30');
    expect(businessMsBetween(created, ist('2026-11-29T23:00'))).toBe(0);
    expect(isPastReplyPromise(created, ist('2026-12-02T14:59'))).toBe(false);
    expect(isPastReplyPromise(created, ist('2026-12-02T15:00'))).toBe(true);
  });

  it('counts 54 h per week for records older than a week, across month and year ends', () => {
    expect(businessMsBetween(ist('2026-11-23T12:00'), ist('2026-11-30T12:00'))).toBe(54 * HOUR);
    expect(businessMsBetween(ist('2025-12-29T09:00'), ist('2026-01-26T09:00'))).toBe(4 * 54 * HOUR);
    expect(isPastReplyPromise(ist('2024-05-01T10:00'), ist('2026-11-23T10:00'))).toBe(true);
  });

  it('the cutoff instant agrees with the rule for every creation time around it', () => {
    const nows = ['2026-11-23T10:15', '2026-11-25T18:30', '2026-11-29T12:00', '2026-11-30T09:00', '2026-12-02T14:00'].map(ist);
    for (const now of nows) {
      const cutoff = replyPromiseCutoff(now);
      expect(isPastReplyPromise(cutoff, now)).toBe(true);
      expect(isPastReplyPromise(cutoff.getTime() + 60_000, now)).toBe(false);
      for (let h = 0; h < 24 * 8; h += 1.25) {
        const created = now.getTime() - h * HOUR;
        expect(isPastReplyPromise(created, now)).toBe(created <= cutoff.getTime());
      }
    }
  });

  it('shows the waiting time in minutes, hours, then days', () => {
    const now = ist('2026-11-23T12:00');
    expect(formatWaiting(ist('2026-11-23T11:35'), now)).toBe('25 min');
    expect(formatWaiting(ist('2026-11-23T09:00'), now)).toBe('3 h');
    expect(formatWaiting(ist('2026-11-21T13:00'), now)).toBe('47 h');
    expect(formatWaiting(ist('2026-11-21T12:00'), now)).toBe('2 days');
  });
});
