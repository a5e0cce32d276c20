import { describe, expect, it } from 'vitest';
import { SearchParamsWriter } from '../../src/lib/search-params-writer';

/** What a list does on a write: patch the params the writer starts from, hand them to the router. */
function write(writer: SearchParamsWriter, patch: Record<string, string | null>): URLSearchParams {
  const next = writer.current();
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  writer.wrote(next);
  return next;
}

describe('SearchParamsWriter', () => {
  it('keeps a chip clicked while the search was still on its way: the late search write starts from the chip', () => {
    const shown = new URLSearchParams('');
    const writer = new SearchParamsWriter(shown);
    // The chip is clicked; the router has not shown it yet when the debounced search fires.
    write(writer, { stage: 'Machining' });
    writer.shown(shown);
    const search = write(writer, { q: 'SO-2026' });
    expect(search.toString()).toBe('stage=Machining&q=SO-2026');
  });

  it('does not fall back to an earlier write of its own that shows while a later one is on its way', () => {
    const writer = new SearchParamsWriter(new URLSearchParams(''));
    const chip = write(writer, { stage: 'Machining' });
    write(writer, { q: 'acme' });
    writer.shown(chip);
    expect(write(writer, { late: '1' }).toString()).toBe('stage=Machining&q=acme&late=1');
  });

  it('follows the router once its own writes have shown, and any navigation of someone else (back button)', () => {
    const writer = new SearchParamsWriter(new URLSearchParams('q=a'));
    const mine = write(writer, { page: '2' });
    writer.shown(mine);
    expect(writer.current().toString()).toBe('q=a&page=2');
    writer.shown(new URLSearchParams('q=b'));
    expect(write(writer, { late: '1' }).toString()).toBe('q=b&late=1');
  });

  it('a chip switched off again before either write showed ends where the last write says', () => {
    const writer = new SearchParamsWriter(new URLSearchParams(''));
    const on = write(writer, { late: '1' });
    write(writer, { late: null });
    writer.shown(on);
    expect(writer.current().toString()).toBe('');
  });
});
