import { buildDescription, type LeadSources, type RecordItem } from '@rp/contract';
import { buildInquiry, buildQuote } from '@rp/contract/testing';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildRecordRow, insertRecordRows } from '../../../src/db/record-factory.js';
import { records } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const db = ctx.database.db;
const DAY_MS = 86_400_000;

const save = (kind: 'quote' | 'inquery', payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1/${kind}/save`, payload });
const created = async (kind: 'quote' | 'inquery', payload: object) => {
  const res = await save(kind, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as RecordItem;
};
const references = async (kind: 'quote' | 'inquery', filters: object) => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/${kind}/list`, headers: ctx.auth(token), payload: { page: 1, ...filters } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as RecordItem[]).map((r) => r.Reference).sort();
};

const fromCampaign = await created('quote', {
  ...buildQuote(),
  PagePath: '  /products?category=shafts ',
  LandingPath: '/industries?industry=automotive',
  Referrer: 'WWW.Google.com',
  UtmSource: ' LinkedIn ',
  UtmMedium: 'social',
  UtmCampaign: 'diwali-2026',
});
const fromSearch = await created('quote', { ...buildQuote(), PagePath: '/contact', LandingPath: '/', Referrer: 'www.bing.com' });
const direct = await created('inquery', { ...buildInquiry(), PagePath: '/contact', LandingPath: '/contact' });
const before = await created('quote', buildQuote());

describe('where leads come from (issue 37)', () => {
  it('stores the pages, the referring site and utm_* trimmed, and names the origin', async () => {
    expect(fromCampaign.Attribution).toEqual({
      PagePath: '/products?category=shafts',
      LandingPath: '/industries?industry=automotive',
      Referrer: 'www.google.com',
      UtmSource: 'LinkedIn',
      UtmMedium: 'social',
      UtmCampaign: 'diwali-2026',
      Origin: 'linkedin',
    });
    const [row] = await db.select().from(records).where(eq(records.id, fromCampaign._id));
    expect(row).toMatchObject({ utmSource: 'LinkedIn', referrer: 'www.google.com', origin: 'linkedin' });
    expect(fromSearch.Attribution.Origin).toBe('www.bing.com');
    expect(direct.Attribution).toMatchObject({ PagePath: '/contact', Origin: 'Direct' });
    expect(before.Attribution).toMatchObject({ PagePath: '', LandingPath: '', Referrer: '', UtmSource: '', Origin: 'Direct' });
  });

  it.each([
    [{ PagePath: 'https://evil.example/x' }, 'The page sent from must be a path on this site, starting with /.'],
    [{ LandingPath: 'contact' }, 'The landing page must be a path on this site, starting with /.'],
    [{ PagePath: `/${'a'.repeat(300)}` }, 'The page sent from must be at most 300 characters.'],
    [{ Referrer: 'https://www.google.com/' }, 'The referring site must be a host name, like www.google.com.'],
    [{ UtmSource: 'x'.repeat(101) }, 'utm_source must be at most 100 characters.'],
    [{ UtmCampaign: 'a\nb' }, 'utm_campaign'],
    [{ UtmMedium: 42 }, 'utm_medium must be text.'],
  ])('refuses %o with a clear 400', async (override, message) => {
    for (const [kind, body] of [
      ['quote', buildQuote()],
      ['inquery', buildInquiry()],
    ] as const) {
      const res = await save(kind, { ...body, ...override });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('filters the lists by origin, ignoring case, next to the Source filter', async () => {
    expect(await references('quote', { origin: 'LINKEDIN' })).toEqual([fromCampaign.Reference]);
    expect(await references('quote', { origin: 'www.bing.com' })).toEqual([fromSearch.Reference]);
    expect(await references('quote', { origin: 'direct' })).toEqual([before.Reference]);
    expect(await references('inquery', { origin: 'Direct' })).toEqual([direct.Reference]);
    expect(await references('quote', { origin: 'linkedin', source: ['Phone'] })).toEqual([]);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: { origin: 'x'.repeat(254) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Origin must be at most 253 characters.');
  });

  it('carries them in the CSV export, filtered by origin too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/quote/export?origin=linkedin', headers: ctx.auth(token) });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Reference: fromCampaign.Reference,
      Origin: 'linkedin',
      'Sent from page': '/products?category=shafts',
      'Landing page': '/industries?industry=automotive',
      'Referring site': 'www.google.com',
      utm_source: 'LinkedIn',
      utm_medium: 'social',
      utm_campaign: 'diwali-2026',
    });
  });

  it('counts leads by source, product and industry page over 30 and 90 days', async () => {
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    const quote = (n: number, at: Date, extra: object) =>
      buildRecordRow('quote', n, { createdAt: at, description: buildDescription({ Company: 'X', 'Product of Interest': 'Bushes' }), ...extra });
    await insertRecordRows(db, [
      quote(9001, ago(45), { utmSource: 'linkedin', landingPath: '/industries?industry=automotive' }),
      quote(9002, ago(60), { referrer: 'www.google.com', pagePath: '/industries?industry=pumps' }),
      quote(9003, ago(120), { utmSource: 'linkedin' }),
      buildRecordRow('inquiry', 9004, { createdAt: ago(10), source: 'Phone' }),
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    const [days30, days90] = res.json().data.leadSources as LeadSources[];
    expect(days30).toMatchObject({ days: 30, total: 5 });
    expect(days30!.bySource).toEqual([
      { name: 'Direct', count: 2 },
      { name: 'linkedin', count: 1 },
      { name: 'Phone', count: 1 },
      { name: 'www.bing.com', count: 1 },
    ]);
    expect(days30!.byIndustry).toEqual([{ name: 'automotive', count: 1 }]);
    expect(days90).toMatchObject({ days: 90, total: 7 });
    expect(days90!.bySource).toEqual([
      { name: 'Direct', count: 2 },
      { name: 'linkedin', count: 2 },
      { name: 'Phone', count: 1 },
      { name: 'www.bing.com', count: 1 },
      { name: 'www.google.com', count: 1 },
    ]);
    expect(days90!.byIndustry).toEqual([
      { name: 'automotive', count: 2 },
      { name: 'pumps', count: 1 },
    ]);
    // buildQuote asks for Shafts; the inquiries name no product.
    expect(days30!.byProduct).toEqual([{ name: 'Shafts', count: 3 }]);
    expect(days90!.byProduct).toEqual([
      { name: 'Shafts', count: 3 },
      { name: 'Bushes', count: 2 },
    ]);
  });
});
