import { describe, expect, it } from 'vitest';
import { listFilters, readListView, writeListView } from '../../../src/features/admin-records/utils/list-view';
import { showingLine } from '../../../src/lib/format';

describe('list view in the URL', () => {
  it('round-trips every part and keeps other parameters', () => {
    const view = {
      search: 'patel & sons',
      status: ['New', 'In Progress'] as const,
      from: '2026-01-01',
      to: '2026-01-31',
      overdue: true,
      assigned: 'me' as const,
      source: ['Phone', 'Trade fair'] as const,
      origin: 'linkedin',
      page: 3,
    };
    const params = writeListView({ ...view, status: [...view.status], source: [...view.source] }, new URLSearchParams('open=abc'));
    expect(params.get('open')).toBe('abc');
    expect(params.getAll('source')).toEqual(['Phone', 'Trade fair']);
    expect(params.get('origin')).toBe('linkedin');
    expect(readListView(params)).toEqual({ ...view, status: ['New', 'In Progress'], source: ['Phone', 'Trade fair'] });
  });

  it('leaves defaults out and ignores unknown or malformed values', () => {
    expect(
      writeListView({ search: '', status: [], from: '', to: '', overdue: false, assigned: '', source: [], origin: '', page: 1 }).toString(),
    ).toBe('');
    expect(readListView(new URLSearchParams('status=Shipped&from=yesterday&page=-2&overdue=yes&assigned=them&source=Fax'))).toEqual({
      search: '',
      status: [],
      from: '',
      to: '',
      overdue: false,
      assigned: '',
      source: [],
      origin: '',
      page: 1,
    });
  });

  it('turns a view into server filters, a backwards range put right', () => {
    expect(
      listFilters({
        search: '  ',
        status: [],
        from: '2026-02-10',
        to: '2026-02-01',
        overdue: false,
        assigned: 'unassigned',
        source: [],
        origin: ' Direct ',
        page: 1,
      }),
    ).toEqual({
      search: undefined,
      status: undefined,
      from: '2026-02-01',
      to: '2026-02-10',
      overdue: undefined,
      assigned: 'unassigned',
      source: undefined,
      origin: 'Direct',
    });
    expect(
      listFilters({ search: '', status: [], from: '', to: '', overdue: false, assigned: '', source: ['WhatsApp'], origin: '', page: 1 }).source,
    ).toEqual(['WhatsApp']);
  });

  it('writes the count line with en-GB thousands', () => {
    expect(showingLine(1, 50, 20_431)).toBe('Showing 1-50 of 20,431');
    expect(showingLine(409, 50, 20_431)).toBe('Showing 20,401-20,431 of 20,431');
    expect(showingLine(1, 50, 0)).toBe('Showing 0 of 0');
  });
});
