import { describe, expect, it } from 'vitest';
import {
  orderExportQueryOf,
  orderFilters,
  readOrderListView,
  writeOrderListView,
  type OrderListView,
} from '../../../src/features/admin-orders/utils/list-view';

const EMPTY: OrderListView = { search: '', stage: [], late: false, assigned: '', from: '', to: '', page: 1 };

describe('orders list view in the URL', () => {
  it('round-trips every part and keeps other parameters', () => {
    const view: OrderListView = {
      search: 'SO-2026-00017',
      stage: ['Machining', 'Inspection'],
      late: true,
      assigned: 'me',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    };
    const params = writeOrderListView(view, new URLSearchParams('keep=1'));
    expect(params.toString()).toBe('keep=1&q=SO-2026-00017&stage=Machining&stage=Inspection&late=1&assigned=me&from=2026-01-01&to=2026-01-31&page=3');
    expect(readOrderListView(params)).toEqual(view);
  });

  it('leaves defaults out and ignores unknown, repeated or malformed values', () => {
    expect(writeOrderListView(EMPTY).toString()).toBe('');
    expect(
      readOrderListView(new URLSearchParams('stage=Shipped&stage=Machining&stage=Machining&late=yes&assigned=a%20b&from=yesterday&page=-2')),
    ).toEqual({ ...EMPTY, stage: ['Machining'] });
  });

  it('sends trimmed filters, nothing for defaults, Late as true, and a backwards date range the right way round', () => {
    expect(orderFilters({ ...EMPTY, search: '  ', page: 2 })).toEqual({
      search: undefined,
      stage: undefined,
      late: undefined,
      assigned: undefined,
      from: undefined,
      to: undefined,
    });
    expect(orderFilters({ ...EMPTY, search: ' PO/77 ', late: true, assigned: 'unassigned', from: '2026-02-01', to: '2026-01-01' })).toMatchObject({
      search: 'PO/77',
      late: true,
      assigned: 'unassigned',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(orderExportQueryOf({ ...EMPTY, late: true, stage: ['Confirmed'] })).toMatchObject({ late: 'true', stage: ['Confirmed'] });
    expect(orderExportQueryOf(EMPTY).late).toBeUndefined();
  });
});
