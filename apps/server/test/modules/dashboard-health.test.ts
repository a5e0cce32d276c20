import { buildInquiry, buildProduct, buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { buildRecordRow, insertRecordRows } from '../../src/db/record-factory.js';
import { getSummary, monthDaysIst } from '../../src/modules/dashboard/service.js';
import { setupApp } from '../helpers.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const summary = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /dashboard/summary', () => {
  it('counts what is in the database and follows every change', async () => {
    const empty = await summary();
    expect(empty).toMatchObject({ newQuotes: 0, pendingInquiries: 0, totalProducts: 0, adminUsers: 1, recentActivity: [] });
    expect(empty.quotesThisMonth.every((d: { count: number }) => d.count === 0)).toBe(true);

    const q1 = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() })).json().data;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() });
    const i1 = (await ctx.app.inject({ method: 'POST', url: '/api/v1/inquery/save', payload: buildInquiry() })).json().data;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/product/save', headers: ctx.auth(token), payload: buildProduct() });
    let s = await summary();
    expect(s).toMatchObject({ newQuotes: 2, pendingInquiries: 1, totalProducts: 1 });
    expect(s.recentActivity.map((a: { _id: string }) => a._id)).toContain(q1._id);
    expect(s.recentActivity[0].createdAt >= s.recentActivity[s.recentActivity.length - 1].createdAt).toBe(true);
    const today = s.quotesThisMonth.reduce((n: number, d: { count: number }) => n + d.count, 0);
    expect(today).toBe(2);

    await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', headers: ctx.auth(token), payload: { ...q1, Status: 'Closed' } });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/inquery/save', headers: ctx.auth(token), payload: { ...i1, Status: 'Pending' } });
    s = await summary();
    expect(s).toMatchObject({ newQuotes: 1, pendingInquiries: 1 });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/inquery/save', headers: ctx.auth(token), payload: { ...i1, Status: 'Resolved' } });
    expect((await summary()).pendingInquiries).toBe(0);
  });

  it('counts leads waiting for a reply and those past 24 business hours, and buckets quote days in India time', async () => {
    const now = new Date('2026-03-04T12:00:00+05:30'); // a Wednesday
    const before = await getSummary(ctx.database.db, 24, now);
    await insertRecordRows(ctx.database.db, [
      // Monday 11:00: 7 + 9 + 3 = 19 business hours by Wednesday noon: waiting, not overdue.
      buildRecordRow('quote', 1, { createdAt: new Date('2026-03-02T11:00:00+05:30') }),
      // Saturday 10:00: 8 + 9 + 9 + 3 = 29 business hours: overdue.
      buildRecordRow('inquiry', 2, { createdAt: new Date('2026-02-28T10:00:00+05:30') }),
      buildRecordRow('quote', 3, { createdAt: new Date('2026-02-20T10:00:00+05:30'), status: 'Pending' }),
      // 00:10 on 1 March in India is still February in UTC.
      buildRecordRow('quote', 4, { createdAt: new Date('2026-03-01T00:10:00+05:30'), status: 'Closed' }),
    ]);
    const after = await getSummary(ctx.database.db, 24, now);
    expect(after.waitingForReply - before.waitingForReply).toBe(2);
    expect(after.overdue - before.overdue).toBe(1);
    const march = Object.fromEntries(after.quotesThisMonth.map((d) => [d.date, d.count]));
    expect(march['2026-03-01']).toBe(1);
    expect(march['2026-03-02']).toBe(1);
  });

  it('buckets the month in India time', () => {
    // 20:00 UTC on 31 Jan is already 1 Feb in India.
    const { days, start } = monthDaysIst(new Date('2026-01-31T20:00:00Z'));
    expect(days[0]).toBe('2026-02-01');
    expect(days).toHaveLength(28);
    expect(start.toISOString()).toBe('2026-01-31T18:30:00.000Z');
  });
});

describe('GET /health', () => {
  it('checks the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { database: 'ok' } });
  });
});

describe('unknown endpoints and methods', () => {
  it('answers JSON 404 under /api/v1', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'There is no API endpoint GET /api/v1/nope.' });
  });

  it('answers 415 for an unsupported content type and 400 for a body that is not an object', async () => {
    const xml = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ success: false, message: 'Send the request body as JSON (Content-Type: application/json).' });
    const text = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ success: false, message: 'The request body must be a JSON object.' });
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
