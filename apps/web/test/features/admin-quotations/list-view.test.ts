import { describe, expect, it } from 'vitest';
import {
  quotationExportQueryOf,
  quotationFilters,
  readQuotationListView,
  writeQuotationListView,
} from '../../../src/features/admin-quotations/utils/list-view';

describe('quotations list view in the URL', () => {
  it('round-trips every part and keeps other parameters', () => {
    const view = {
      search: 'QT-2026-00042',
      state: ['Sent', 'Viewed'] as const,
      source: ['Phone'] as const,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    };
    const params = writeQuotationListView({ ...view, state: [...view.state], source: [...view.source] }, new URLSearchParams('keep=1'));
    expect(params.get('keep')).toBe('1');
    expect(params.toString()).toBe('keep=1&q=QT-2026-00042&state=Sent&state=Viewed&source=Phone&from=2026-01-01&to=2026-01-31&page=3');
    expect(readQuotationListView(params)).toEqual({ ...view, state: ['Sent', 'Viewed'], source: ['Phone'] });
  });

  it('leaves defaults out and ignores unknown, repeated or malformed values', () => {
    expect(writeQuotationListView({ search: '', state: [], source: [], from: '', to: '', page: 1 }).toString()).toBe('');
    expect(readQuotationListView(new URLSearchParams('state=Shipped&state=Sent&state=Sent&source=Fax&from=yesterday&to=2026-13&page=-2'))).toEqual({
      search: '',
      state: ['Sent'],
      source: [],
      from: '',
      to: '',
      page: 1,
    });
  });

  it('sends trimmed filters, nothing for defaults, and a backwards date range the right way round', () => {
    expect(quotationFilters({ search: '  ', state: [], source: [], from: '', to: '', page: 2 })).toEqual({
      search: undefined,
      state: undefined,
      source: undefined,
      from: undefined,
      to: undefined,
    });
    const view = { search: ' kiran ', state: ['Accepted' as const], source: ['Website' as const], from: '2026-03-31', to: '2026-03-01', page: 1 };
    expect(quotationFilters(view)).toEqual({ search: 'kiran', state: ['Accepted'], source: ['Website'], from: '2026-03-01', to: '2026-03-31' });
    expect(quotationExportQueryOf(view)).toEqual(quotationFilters(view));
  });
});
