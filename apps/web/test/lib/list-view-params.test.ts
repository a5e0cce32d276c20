import { describe, expect, it } from 'vitest';
import { dayRange, pageParam, readChoices, readDay, readPage, writeParams } from '../../src/lib/list-view-params';

describe('list view parameters', () => {
  it('reads a page above 1, else the first', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=1', 'page=-2', 'page=2.5', 'page=x']) expect(readPage(new URLSearchParams(bad))).toBe(1);
  });

  it('reads a calendar day or nothing', () => {
    expect(readDay(new URLSearchParams('from=2026-03-01'), 'from')).toBe('2026-03-01');
    expect(readDay(new URLSearchParams('from=yesterday'), 'from')).toBe('');
    expect(readDay(new URLSearchParams(''), 'to')).toBe('');
  });

  it('keeps allowed choices once each, in order', () => {
    expect(readChoices(new URLSearchParams('s=b&s=x&s=a&s=b'), 's', ['a', 'b'] as const)).toEqual(['b', 'a']);
  });

  it('puts a backwards range right and leaves empty ends out', () => {
    expect(dayRange({ from: '2026-02-10', to: '2026-02-01' })).toEqual({ from: '2026-02-01', to: '2026-02-10' });
    expect(dayRange({ from: '', to: '2026-02-01' })).toEqual({ from: undefined, to: '2026-02-01' });
  });
});

describe('writing a view into the URL', () => {
  it('replaces the view keys, keeps the others and leaves empty parts out', () => {
    const next = writeParams(new URLSearchParams('open=abc&q=old&s=x'), { q: 'bolts', s: ['a', 'b'], late: '', page: pageParam(1) });
    expect(next.toString()).toBe('open=abc&q=bolts&s=a&s=b');
    expect(writeParams(new URLSearchParams(), { page: pageParam(3) }).toString()).toBe('page=3');
  });
});
