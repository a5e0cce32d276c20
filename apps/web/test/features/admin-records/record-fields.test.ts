import { buildRecordItem } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { matchesInquiry, matchesQuote } from '../../../src/features/admin-records/utils/record-fields';

const record = buildRecordItem;

describe('back-office search', () => {
  it('finds a quote by its reference, whole or in part, in any case', () => {
    expect(matchesQuote(record({}), 'Q-2026-00042')).toBe(true);
    expect(matchesQuote(record({}), 'q-2026-000')).toBe(true);
    expect(matchesQuote(record({}), '00042')).toBe(true);
    expect(matchesQuote(record({}), 'Q-2026-00043')).toBe(false);
    expect(matchesQuote(record({}), 'shreeji')).toBe(true);
  });

  it('finds an inquiry by its reference', () => {
    const inquiry = record({ Reference: 'I-2026-00017', Types: 'Inquery' });
    expect(matchesInquiry(inquiry, 'i-2026-00017')).toBe(true);
    expect(matchesInquiry(inquiry, 'I-2026-00018')).toBe(false);
  });
});
