import { buildInquiry, buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN, setupApp } from '../helpers.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const call = (url: string, payload: object, headers: Record<string, string> = ctx.auth(token)) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });
type TimelineEvent = { Type: string; At: string; By: string; Text: string; From: string; To: string };
const detail = async (kind: string, _id: string) => {
  const res = await call(`${kind}/getByID`, { _id });
  expect(res.statusCode).toBe(200);
  return res.json().data[0] as { _id: string; Title: string; Status: string; Timeline: TimelineEvent[] };
};

const quote = (await call('quote/save', buildQuote({ Title: 'Timeline Buyer' }), {})).json().data;

describe('POST /quote/getByID', () => {
  it('answers the record in data[0] with its creation and its two lead mails', async () => {
    const record = await detail('quote', quote._id);
    expect(record).toMatchObject({ _id: quote._id, Title: 'Timeline Buyer', Status: 'New', Reference: quote.Reference });
    expect(record.Timeline[0]).toEqual({
      Type: 'created',
      At: quote.createdAt,
      By: 'Website',
      Text: 'Received through the website.',
      From: '',
      To: '',
    });
    const mails = record.Timeline.filter((e) => e.Type === 'mail');
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.Text).join('\n')).toContain(quote.Email);
  });

  it('records who changed the status, when, from and to, oldest first; an unchanged save adds nothing', async () => {
    const before = Date.now();
    expect((await call('quote/save', { ...quote, Status: 'Pending' })).statusCode).toBe(200);
    expect((await call('quote/save', { ...quote, Status: 'Pending' })).statusCode).toBe(200);
    expect((await call('quote/save', { ...quote, Status: 'Closed' })).statusCode).toBe(200);
    const changes = (await detail('quote', quote._id)).Timeline.filter((e) => e.Type === 'status');
    expect(changes.map(({ By, From, To }) => ({ By, From, To }))).toEqual([
      { By: ADMIN.email, From: 'New', To: 'Pending' },
      { By: ADMIN.email, From: 'Pending', To: 'Closed' },
    ]);
    expect(new Date(changes[0]!.At).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(changes[0]!.At <= changes[1]!.At).toBe(true);
  });

  it.each([
    ['an unknown id', { _id: '00000000-0000-4000-8000-000000000000' }, 404, 'Quote request not found.'],
    ['a malformed id', { _id: 'nope' }, 404, 'Quote request not found.'],
    ['no id', {}, 400, 'An _id is required.'],
  ])('answers %s with its status and message', async (_what, payload, status, message) => {
    const res = await call('quote/getByID', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('does not answer an inquiry id under /quote, nor without a session', async () => {
    const inquiry = (await call('inquery/save', buildInquiry(), {})).json().data;
    expect((await call('quote/getByID', { _id: inquiry._id })).statusCode).toBe(404);
    expect((await detail('inquery', inquiry._id)).Timeline[0]!.Type).toBe('created');
    expect((await call('quote/getByID', { _id: quote._id }, {})).statusCode).toBe(401);
  });
});

describe('POST /quote/note and /inquery/note', () => {
  it('adds a note exactly as typed, line breaks and markup kept as text, by the staff account', async () => {
    const text = 'Called Asha:\n  drawing rev B agreed\n<script>alert(1)</script>';
    const res = await call('quote/note', { _id: quote._id, Text: `  ${text}\n` });
    expect(res.statusCode).toBe(200);
    const last = res.json().data[0].Timeline.at(-1) as TimelineEvent;
    expect(last).toMatchObject({ Type: 'note', By: ADMIN.email, Text: text, From: '', To: '' });
  });

  it('keeps notes of inquiries too', async () => {
    const inquiry = (await call('inquery/save', buildInquiry(), {})).json().data;
    expect((await call('inquery/note', { _id: inquiry._id, Text: 'Sent catalogue.' })).statusCode).toBe(200);
    expect((await detail('inquery', inquiry._id)).Timeline.filter((e) => e.Type === 'note').map((e) => e.Text)).toEqual(['Sent catalogue.']);
  });

  it('accepts 5,000 characters and refuses 5,001, an empty note, or an unknown record', async () => {
    expect((await call('quote/note', { _id: quote._id, Text: 'n'.repeat(5000) })).statusCode).toBe(200);
    const long = await call('quote/note', { _id: quote._id, Text: 'n'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ Text: 'A note must be at most 5,000 characters.' });
    const empty = await call('quote/note', { _id: quote._id, Text: '   ' });
    expect(empty.json()).toMatchObject({ message: 'A note is required.' });
    expect((await call('quote/note', { _id: '00000000-0000-4000-8000-000000000000', Text: 'x' })).statusCode).toBe(404);
    expect((await call('quote/note', { _id: quote._id, Text: 'x' }, {})).statusCode).toBe(401);
  });
});
