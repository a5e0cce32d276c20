import { describe, expect, it } from 'vitest';
import { loadMailConfig } from '../../../src/modules/mail/config.js';

describe('OUTBOX_KEEP_DAYS', () => {
  const keepDays = (value?: string) => loadMailConfig({ OUTBOX_KEEP_DAYS: value }, 'http://localhost:3000').keepDays;

  it('defaults to 30 and takes a whole number of days', () => {
    expect(keepDays()).toBe(30);
    expect(keepDays(' ')).toBe(30);
    expect(keepDays('7')).toBe(7);
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const bad of ['0', '-1', '1.5', 'thirty', '99999']) expect(() => keepDays(bad)).toThrow(/^OUTBOX_KEEP_DAYS must be a whole number of days/);
  });
});
