import { buildInquiry, buildQuote, MINIMAL_PDF, TINY_PNG_DATA_URL, toDataUrl } from '@rp/contract/testing';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, records } from '../../src/db/schema.js';
import { setupApp } from '../helpers.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const save = (kind: 'quote' | 'inquery', payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/${kind}/save`, payload: payload as object, headers });
const list = async (kind: 'quote' | 'inquery') => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/${kind}/list`, headers: ctx.auth(token), payload: {} });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>[];
};

describe('POST /quote/save (public create)', () => {
  it('stores a quote with status New whatever the body says, trimmed, unknown fields dropped', async () => {
    const body = { ...buildQuote({ Title: '  Asha Patel  ', Status: 'Closed' }), Hacker: 'x', createdAt: '2001-01-01T00:00:00Z' };
    const res = await save('quote', body);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ Title: 'Asha Patel', Status: 'New', Types: 'Quote', Attachment: null });
    expect(data).not.toHaveProperty('Hacker');
    expect(new Date(data.createdAt).getFullYear()).toBeGreaterThan(2020);
    const [row] = await ctx.database.db.select().from(records).where(eq(records.id, data._id));
    expect(row).toMatchObject({ title: 'Asha Patel', status: 'New', kind: 'quote' });
  });

  it.each([
    ['Title', { Title: '' }, 'Full name is required.'],
    ['Title', { Title: 'x'.repeat(201) }, 'Full name must be at most 200 characters.'],
    ['Email', { Email: 'no-at-sign' }, 'Please enter a valid email address.'],
    ['Email', { Email: 'a@b' }, 'Please enter a valid email address.'],
    ['Message', { Message: 'x'.repeat(10_001) }, 'Message must be at most 10000 characters.'],
    ['ContactNo', { ContactNo: 'call me maybe' }, 'Phone number may contain only digits, spaces and + ( ) - . /'],
    ['Status', { Status: 'Shipped' }, 'Status must be one of: New, Pending, In Progress, Done, Resolved, Closed.'],
    ['Types', { Types: 'Inquery' }, "Types must be 'Quote'."],
  ])('rejects a bad %s with 400 and its message', async (field, override, message) => {
    const res = await save('quote', { ...buildQuote(), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
  });

  it('accepts a message of exactly 10,000 characters and a name of 200', async () => {
    const res = await save('quote', buildQuote({ Message: 'm'.repeat(10_000), Title: 'n'.repeat(200) }));
    expect(res.statusCode).toBe(201);
  });

  it('treats a filled honeypot as a bot: answers like a success and stores nothing', async () => {
    const before = await list('quote');
    const res = await save('quote', { ...buildQuote(), Website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    expect(await list('quote')).toHaveLength(before.length);
  });
});

describe('drawings on quotes', () => {
  const attach = (name: string, dataUrl: string) => save('quote', buildQuote({ MediaFileName: name, MediaFileBody: dataUrl }));
  const valid: [string, string][] = [
    ['drawing.pdf', toDataUrl('application/pdf', MINIMAL_PDF)],
    ['part.png', TINY_PNG_DATA_URL],
    ['photo.jpg', toDataUrl('image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]))],
    ['photo.JPEG', toDataUrl('image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 67]))],
    ['flange.dxf', toDataUrl('application/dxf', '  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n')],
    ['shaft.step', toDataUrl('application/step', 'ISO-10303-21;\nHEADER;\nENDSEC;\nEND-ISO-10303-21;\n')],
    ['shaft.stp', toDataUrl('application/octet-stream', 'ISO-10303-21;\nHEADER;\n')],
    ['bracket.dwg', toDataUrl('application/acad', 'AC1032\u0000\u0000\u0000binary')],
  ];

  it.each(valid)('stores %s outside the record and lists only its metadata', async (name, dataUrl) => {
    const res = await attach(name, dataUrl);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created.MediaFileName).toBe(name);
    expect(created.Attachment).toMatchObject({ name, size: expect.any(Number), url: `/api/v1/quote/attachment/${created.Attachment.id}` });
    const listed = (await list('quote')).find((q) => q._id === created._id)!;
    expect(JSON.stringify(listed)).not.toContain(dataUrl.split(',')[1]!.slice(0, 12));
    expect(listed).not.toHaveProperty('MediaFileBody');
    const download = await ctx.app.inject({ method: 'GET', url: created.Attachment.url, headers: ctx.auth(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(dataUrl.split(',')[1]!, 'base64'))).toBe(true);
    expect(download.headers['cache-control']).toBe('private, no-store');
    const anonymous = await ctx.app.inject({ method: 'GET', url: created.Attachment.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rejects a drawing over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const res = await attach('huge.pdf', `data:application/pdf;base64,${Buffer.from(big).toString('base64')}`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'File is too large. Maximum size is 5MB.' });
  });

  it('accepts a drawing of exactly 5 MB', async () => {
    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const res = await attach('exact.pdf', `data:application/pdf;base64,${Buffer.from(exact).toString('base64')}`);
    expect(res.statusCode).toBe(201);
  });

  it('rejects a request body far over the limit with 413, not a crash', async () => {
    const res = await save(
      'quote',
      buildQuote({ MediaFileName: 'x.pdf', MediaFileBody: `data:application/pdf;base64,${'A'.repeat(9 * 1024 * 1024)}` }),
    );
    expect(res.statusCode).toBe(413);
  });

  it.each([
    [
      'virus.exe',
      toDataUrl('application/octet-stream', 'MZ\x90\x00'),
      'MediaFileName',
      'Drawings must be one of: .pdf, .dxf, .step, .stp, .dwg, .jpg, .jpeg, .png.',
    ],
    [
      'noextension',
      toDataUrl('application/pdf', MINIMAL_PDF),
      'MediaFileName',
      'Drawings must be one of: .pdf, .dxf, .step, .stp, .dwg, .jpg, .jpeg, .png.',
    ],
    ['fake.pdf', TINY_PNG_DATA_URL, 'MediaFileBody', "The file's contents do not match its .pdf extension."],
    ['fake.png', toDataUrl('image/png', '<script>alert(1)</script>'), 'MediaFileBody', "The file's contents do not match its .png extension."],
    ['fake.step', toDataUrl('model/step', 'hello world'), 'MediaFileBody', "The file's contents do not match its .step extension."],
    ['fake.dwg', toDataUrl('image/vnd.dwg', 'AC99xx'), 'MediaFileBody', "The file's contents do not match its .dwg extension."],
    ['fake.dxf', toDataUrl('image/vnd.dxf', '\x00\x01binary junk'), 'MediaFileBody', "The file's contents do not match its .dxf extension."],
    ['bad.pdf', 'data:application/pdf;base64,@@@notbase64', 'MediaFileBody', 'The file must be a base64 data URL.'],
    ['bad.pdf', 'https://example.com/file.pdf', 'MediaFileBody', 'The drawing must be a data URL (data:...;base64,...).'],
    ['', toDataUrl('application/pdf', MINIMAL_PDF), 'MediaFileName', 'A file name is required with a drawing.'],
  ])('rejects %s with 400 and stores nothing', async (name, dataUrl, field, message) => {
    const [before] = await ctx.database.db.select({ n: count() }).from(files);
    const res = await attach(name, dataUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ [field]: message });
    const [after] = await ctx.database.db.select({ n: count() }).from(files);
    expect(after!.n).toBe(before!.n);
  });
});

describe('POST /inquery/save (public create)', () => {
  it('stores an inquiry with status New and its Description lines', async () => {
    const body = buildInquiry({ Status: 'Resolved' });
    const res = await save('inquery', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ Types: 'Inquery', Status: 'New', Description: body.Description });
    expect((await list('inquery')).some((r) => r._id === res.json().data._id)).toBe(true);
  });

  it('ignores a drawing on an inquiry (unknown field dropped)', async () => {
    const res = await save('inquery', { ...buildInquiry(), MediaFileBody: TINY_PNG_DATA_URL, MediaFileName: 'a.png' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.Attachment).toBeNull();
  });
});

describe('lists', () => {
  it('keep quotes and inquiries apart and answer newest first', async () => {
    const a = (await save('quote', buildQuote())).json().data;
    await new Promise((r) => setTimeout(r, 5));
    const b = (await save('quote', buildQuote())).json().data;
    const quotes = await list('quote');
    expect(quotes.every((q) => q.Types === 'Quote')).toBe(true);
    expect(quotes.findIndex((q) => q._id === b._id)).toBeLessThan(quotes.findIndex((q) => q._id === a._id));
    const times = quotes.map((q) => Date.parse(q.createdAt as string));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect((await list('inquery')).every((q) => q.Types === 'Inquery')).toBe(true);
  });
});

describe('status updates and removal (admin)', () => {
  it('changes only the status; the buyer text stays as submitted', async () => {
    const created = (await save('quote', buildQuote())).json().data;
    const res = await save('quote', { ...created, Title: 'Changed by admin', Status: 'In Progress' }, ctx.auth(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: created._id, Status: 'In Progress', Title: created.Title });
  });

  it.each(['New', 'Pending', 'In Progress', 'Done', 'Resolved', 'Closed'])('accepts status %s on an inquiry', async (status) => {
    const created = (await save('inquery', buildInquiry())).json().data;
    const res = await save('inquery', { ...created, Status: status }, ctx.auth(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.Status).toBe(status);
  });

  it('answers 404 for an unknown or malformed id, and for a quote id on the inquiry route', async () => {
    const quote = (await save('quote', buildQuote())).json().data;
    for (const _id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await save('quote', { ...buildQuote(), _id, Status: 'Closed' }, ctx.auth(token));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Quote request not found.' });
    }
    const crossed = await save('inquery', { ...buildInquiry(), _id: quote._id, Status: 'Done' }, ctx.auth(token));
    expect(crossed.statusCode).toBe(404);
  });

  it('requires a status or an assignee to update', async () => {
    const created = (await save('quote', buildQuote())).json().data;
    const { Status: _omit, AssignedTo: _neither, ...withoutStatus } = created;
    const res = await save('quote', withoutStatus, ctx.auth(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Status or AssignedTo is required to update a record.');
  });

  it('removes a quote with its drawing', async () => {
    const created = (await save('quote', buildQuote({ MediaFileName: 'a.png', MediaFileBody: TINY_PNG_DATA_URL }))).json().data;
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/quote/remove', headers: ctx.auth(token), payload: { _id: created._id } });
    expect(res.statusCode).toBe(200);
    expect((await list('quote')).some((q) => q._id === created._id)).toBe(false);
    const file = await ctx.database.db.select().from(files).where(eq(files.id, created.Attachment.id));
    expect(file).toHaveLength(0);
    const again = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/quote/remove', headers: ctx.auth(token), payload: { _id: created._id } });
    expect(again.statusCode).toBe(404);
  });

  it('removes an inquiry', async () => {
    const created = (await save('inquery', buildInquiry())).json().data;
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/inquery/remove', headers: ctx.auth(token), payload: { _id: created._id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Inquiry from "${created.Title}" deleted.`);
  });

  it('needs an _id to remove', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/inquery/remove', headers: ctx.auth(token), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ _id: 'An _id is required.' });
  });
});

describe('submission rate limit', () => {
  it('shares SUBMIT_RATE_LIMIT between quotes and inquiries per IP, and spares admin updates', async () => {
    const limited = await setupApp({ submitRateLimit: 3 }, { seed: false });
    const adminToken = await limited.login();
    const from = (ip: string, kind: 'quote' | 'inquery', body: object, headers = {}) =>
      limited.app.inject({ method: 'POST', url: `/api/v1/${kind}/save`, payload: body, remoteAddress: ip, headers });
    const first = await from('10.1.1.1', 'quote', buildQuote());
    expect(first.statusCode).toBe(201);
    expect((await from('10.1.1.1', 'inquery', buildInquiry())).statusCode).toBe(201);
    expect((await from('10.1.1.1', 'quote', buildQuote())).statusCode).toBe(201);
    const blocked = await from('10.1.1.1', 'inquery', buildInquiry());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: 'Too many requests. Please wait an hour and try again.' });
    expect((await from('10.1.1.2', 'quote', buildQuote())).statusCode).toBe(201);
    const update = await from('10.1.1.1', 'quote', { ...first.json().data, Status: 'Pending' }, limited.auth(adminToken));
    expect(update.statusCode).toBe(200);
  });
});
