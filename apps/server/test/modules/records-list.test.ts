import { replyPromiseCutoff } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { buildRecordRow, insertRecordRows } from '../../src/db/record-factory.js';
import { setupApp } from '../helpers.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const HOUR = 3_600_000;
const now = Date.now();
const ist = (local: string) => new Date(`${local}+05:30`);

// 30 quotes: one an hour apart from an hour ago (fresh), statuses cycling; plus named ones with fixed dates.
const STATUSES = ['New', 'Pending', 'In Progress', 'Closed'] as const;
await insertRecordRows(ctx.database.db, [
  ...Array.from({ length: 30 }, (_, i) => buildRecordRow('quote', i, { status: STATUSES[i % 4], createdAt: new Date(now - (i + 1) * 60_000) })),
  buildRecordRow('quote', 900, { title: 'Zubin Overdue', status: 'New', createdAt: new Date(now - 10 * 24 * HOUR) }),
  buildRecordRow('quote', 901, { title: 'Late March', message: 'Needs 100% inspection_report', createdAt: ist('2026-03-01T23:59') }),
  buildRecordRow('quote', 902, { title: 'Early March Second', createdAt: ist('2026-03-02T00:00') }),
  buildRecordRow('inquiry', 903, { title: 'Inquiry Only', status: 'New', createdAt: new Date(now - 10 * 24 * HOUR) }),
]);

type ListAnswer = {
  data: { Title: string; Status: string; Reference: string; createdAt: string }[];
  total?: number;
  page?: number;
  pageSize?: number;
  statusCounts?: Record<string, number>;
  overdueCount?: number;
  message: string;
};
const list = async (payload: object, kind = 'quote', headers = ctx.auth(token)) => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/${kind}/list`, headers, payload });
  return { status: res.statusCode, body: res.json<ListAnswer>() };
};

describe('POST /quote/list without page', () => {
  it('answers the spec whole list, newest first, with no paging fields', async () => {
    const { status, body } = await list({ Types: 'Quote' });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(33);
    expect(body.data[0]!.createdAt > body.data[1]!.createdAt).toBe(true);
    expect(body).not.toHaveProperty('total');
  });
});

describe('POST /quote/list with page', () => {
  it('answers one page with total, page and pageSize', async () => {
    const first = await list({ page: 1, pageSize: 10 });
    expect(first.body).toMatchObject({ total: 33, page: 1, pageSize: 10 });
    expect(first.body.data).toHaveLength(10);
    const last = await list({ page: 4, pageSize: 10 });
    expect(last.body.data.map((r) => r.Title)).toEqual(['Zubin Overdue', 'Early March Second', 'Late March']);
    const beyond = await list({ page: 5, pageSize: 10 });
    expect(beyond.body).toMatchObject({ total: 33, data: [] });
  });

  it('defaults to 50 a page and sorts oldest first on request', async () => {
    const { body } = await list({ page: 1, sort: 'oldest' });
    expect(body.pageSize).toBe(50);
    expect(body.data.map((r) => r.Title).slice(0, 2)).toEqual(['Late March', 'Early March Second']);
  });

  it.each([
    ['a name, any case', 'zUBIN', ['Zubin Overdue']],
    ['a company (in the details)', 'GUJARAT gears 7', ['Pooja Patel']],
    ['an e-mail', '.901@example.in', ['Late March']],
    ['a phone number', '9800000902', ['Early March Second']],
    ['a reference', 'q-2000-0000903', []],
    ['a message', '100% INSPECTION_', ['Late March']],
    ['% and _ as themselves', '%_', []],
  ])('searches %s', async (_what, search, expected) => {
    const { body } = await list({ page: 1, search });
    expect(body.data.map((r) => r.Title)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('finds a reference and keeps quotes and inquiries apart', async () => {
    expect((await list({ page: 1, search: 'I-2000-0000903' }, 'inquery')).body.data.map((r) => r.Title)).toEqual(['Inquiry Only']);
    expect((await list({ page: 1, search: 'I-2000-0000903' })).body.total).toBe(0);
  });

  it('filters by statuses and counts every status for the chips', async () => {
    const { body } = await list({ page: 1, status: ['Pending', 'Closed'] });
    expect(body.total).toBe(15);
    expect(new Set(body.data.map((r) => r.Status))).toEqual(new Set(['Pending', 'Closed']));
    expect(body.statusCounts).toEqual({ New: 11, Pending: 8, 'In Progress': 7, Done: 0, Resolved: 0, Closed: 7 });
  });

  it('filters by India-time days, both ends inclusive', async () => {
    const { body } = await list({ page: 1, from: '2026-03-01', to: '2026-03-01' });
    expect(body.data.map((r) => r.Title)).toEqual(['Late March']);
    const both = await list({ page: 1, from: '2026-02-01', to: '2026-03-02', sort: 'oldest' });
    expect(both.body.data.map((r) => r.Title)).toEqual(['Late March', 'Early March Second']);
  });

  it('shows only records still New past 24 business hours with overdue', async () => {
    const { body } = await list({ page: 1, overdue: true });
    expect(body.data.map((r) => r.Title)).toEqual(['Zubin Overdue', 'Early March Second', 'Late March']);
    expect(body.overdueCount).toBe(3);
    expect(body.total).toBe(3);
    expect(new Date(body.data[0]!.createdAt).getTime()).toBeLessThanOrEqual(replyPromiseCutoff().getTime());
    expect((await list({ page: 1, overdue: true, status: ['Pending'] })).body.total).toBe(0);
  });

  it.each([
    [{ page: 0 }, 'page', 'Page must be a whole number from 1.'],
    [{ page: 1.5 }, 'page', 'Page must be a whole number from 1.'],
    [{ page: 1, pageSize: 500 }, 'pageSize', 'Page size must be a whole number from 1 to 200.'],
    [{ page: 1, pageSize: 0 }, 'pageSize', 'Page size must be a whole number from 1 to 200.'],
    [{ page: 1, status: ['Shipped'] }, 'status', 'Status must be one of: New, Pending, In Progress, Done, Resolved, Closed.'],
    [{ page: 1, status: 'New' }, 'status', 'Status must be a list of statuses.'],
    [{ page: 1, from: '2026-13-01' }, 'from', 'From is not a real date.'],
    [{ page: 1, to: '2026-02-30' }, 'to', 'To is not a real date.'],
    [{ page: 1, from: 'yesterday' }, 'from', 'From must be a date (YYYY-MM-DD).'],
    [{ page: 1, from: '2026-03-02', to: '2026-03-01' }, 'from', 'From must be on or before To.'],
    [{ page: 1, sort: 'random' }, 'sort', "Sort must be 'newest' or 'oldest'."],
    [{ page: 1, search: 'x'.repeat(201) }, 'search', 'Search must be at most 200 characters.'],
    [{ page: 1, overdue: 'yes' }, 'overdue', 'Overdue must be true or false.'],
  ])('answers 400 for %j', async (payload, field, message) => {
    const { status, body } = await list(payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it('keeps the chip counts right through status changes and deletes (trigger-kept and counted agree)', async () => {
    const { body } = await list({ page: 1, status: ['Pending'], pageSize: 2 });
    const [a, b] = body.data as unknown as Record<string, unknown>[];
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', headers: ctx.auth(token), payload: { ...a, Status: 'Closed' } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/v1/quote/remove', headers: ctx.auth(token), payload: { _id: b!._id } })).statusCode,
    ).toBe(200);
    const kept = (await list({ page: 1 })).body.statusCounts;
    expect(kept).toMatchObject({ Pending: 6, Closed: 8 });
    // A search every quote matches takes the counting path.
    expect((await list({ page: 1, search: '@example.in' })).body.statusCounts).toEqual(kept);
  });

  it('answers 401 without a session', async () => {
    expect((await list({ page: 1 }, 'quote', {} as never)).status).toBe(401);
  });
});
