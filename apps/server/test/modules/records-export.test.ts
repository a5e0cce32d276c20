import { recordExportFileName as exportFileName } from '@rp/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildRecordRow, insertRecordRows } from '../../src/db/record-factory.js';
import { setupApp } from '../helpers.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const ist = (local: string) => new Date(`${local}+05:30`);
/** Where each lead came from (issue 37), last in both exports. */
const CAME_FROM = ['Origin', 'Sent from page', 'Landing page', 'Referring site', 'utm_source', 'utm_medium', 'utm_campaign'];

// 2,345 plain quotes (more than two export batches), then the tricky ones.
await insertRecordRows(ctx.database.db, [
  ...Array.from({ length: 2345 }, (_, i) => buildRecordRow('quote', i, { status: i % 2 ? 'Pending' : 'New', createdAt: ist('2026-01-05T10:00') })),
  buildRecordRow('quote', 5001, {
    title: 'Comma, "Quote" Person',
    message: 'Line one\nLine two, with a comma',
    mediaFileName: 'flange, rev "B".pdf',
    description: 'Company: =HYPERLINK("http://evil")\nProduct of Interest: Shafts',
    company: '=HYPERLINK("http://evil")',
    contactNo: '+91 98765 43210',
    status: 'Closed',
    source: 'Trade fair',
    createdAt: ist('2026-02-14T18:05'),
  }),
  buildRecordRow('quote', 5002, {
    title: '@SUM(A1:A2)',
    email: 'minus@example.in',
    message: '-2+3',
    status: 'Closed',
    createdAt: ist('2026-02-15T09:00'),
  }),
  buildRecordRow('inquiry', 5003, { title: 'Inquiry Person', status: 'Resolved', createdAt: ist('2026-02-16T11:30') }),
]);

const exportCsv = (kind: string, query = '', headers = ctx.auth(token)) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/${kind}/export${query}`, headers });
const rowsOf = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

describe('GET /quote/export', () => {
  it('streams every row as UTF-8 CSV with a BOM, named for the day', async () => {
    const res = await exportCsv('quote');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName('quote')}"`);
    expect(exportFileName('quote', ist('2026-11-23T01:00'))).toBe('quotes-2026-11-23.csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(2347);
    expect(Object.keys(rows[0]!)).toEqual([
      'Reference',
      'Date',
      'Status',
      'Source',
      'Name',
      'Company',
      'Product',
      'Email',
      'Phone',
      'Message',
      'Drawing',
      ...CAME_FROM,
    ]);
    expect(new Set(rows.map((r) => r.Reference)).size).toBe(2347);
  });

  it('quotes commas, double quotes and line breaks, and neutralises formulas', async () => {
    const rows = rowsOf((await exportCsv('quote', '?status=Closed')).body);
    expect(rows.map((r) => r.Name)).toEqual(["'@SUM(A1:A2)", 'Comma, "Quote" Person']);
    const [minus, tricky] = rows as [Record<string, string>, Record<string, string>];
    expect(minus.Message).toBe("'-2+3");
    expect(minus.Source).toBe('Website');
    expect(tricky).toMatchObject({
      Date: '14/02/2026, 18:05',
      Status: 'Closed',
      Source: 'Trade fair',
      Company: '\'=HYPERLINK("http://evil")',
      Product: 'Shafts',
      Phone: "'+91 98765 43210",
      Message: 'Line one\nLine two, with a comma',
      Drawing: 'flange, rev "B".pdf',
    });
  });

  it('applies the filters: statuses, dates, search and sort', async () => {
    expect(rowsOf((await exportCsv('quote', '?status=New&status=Closed')).body)).toHaveLength(1173 + 2);
    const feb = rowsOf((await exportCsv('quote', '?from=2026-02-14&to=2026-02-14')).body);
    expect(feb.map((r) => r.Name)).toEqual(['Comma, "Quote" Person']);
    const oldest = rowsOf((await exportCsv('quote', '?search=minus%40example&sort=oldest')).body);
    expect(oldest.map((r) => r.Email)).toEqual(['minus@example.in']);
    expect(rowsOf((await exportCsv('quote', '?overdue=true')).body)).toHaveLength(1173);
  });

  it('exports inquiries with their own columns', async () => {
    const rows = rowsOf((await exportCsv('inquery')).body);
    expect(rows).toEqual([
      expect.objectContaining({
        Name: 'Inquiry Person',
        Status: 'Resolved',
        Company: '',
        Position: 'Purchase Manager',
        City: 'Rajkot',
        State: 'Gujarat',
        Country: 'India',
      }),
    ]);
    expect(Object.keys(rows[0]!)).toEqual([
      'Reference',
      'Date',
      'Status',
      'Name',
      'Company',
      'Position',
      'City',
      'State',
      'Country',
      'Email',
      'Phone',
      'Message',
      ...CAME_FROM,
    ]);
  });

  it.each([
    ['?status=Shipped', 'Status must be one of: New, Pending, In Progress, Done, Resolved, Closed.'],
    ['?from=2026-02-30', 'From is not a real date.'],
    ['?overdue=maybe', 'Overdue must be true or false.'],
    ['?from=2026-03-02&to=2026-03-01', 'From must be on or before To.'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await exportCsv('quote', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 401 without a session', async () => {
    expect((await exportCsv('quote', '', {} as never)).statusCode).toBe(401);
  });
});
