import { randomUUID } from 'node:crypto';
import { buildInquiry, buildQuote } from '@rp/contract/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, outbox, records } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';

const ctx = await setupApp({}, { seed: false });
const db = ctx.database.db;
const save = (kind: 'quote' | 'inquery', payload: object, key?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/${kind}/save`, payload, headers: key === undefined ? {} : { 'idempotency-key': key } });
const recordsOf = (email: string) => db.select().from(records).where(eq(records.email, email));
const mailsOf = (recordId: string) => db.select().from(outbox).where(eq(outbox.recordId, recordId));

describe('Idempotency-Key on a public create', () => {
  it('answers a repeat of the same request with the first record (200, same _id and Reference) and stores and mails nothing more', async () => {
    const key = randomUUID();
    const body = buildQuote();
    const first = await save('quote', body, key);
    expect(first.statusCode).toBe(201);
    // The same request, as another client would write it: other key order, other JSON spacing.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/quote/save',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(reordered, null, 2),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      message: 'This quote request was already received. We will reply within 24 business hours.',
    });
    expect(again.json().data).toEqual(first.json().data);
    // The first answer carries the buyer's status link; the replay cannot (only the key's hash is stored).
    expect(first.json().StatusPath).toMatch(new RegExp(`^/rfq/${first.json().data.Reference}\\?key=[A-Za-z0-9_-]{43}$`));
    expect(again.json()).not.toHaveProperty('StatusPath');
    expect(await recordsOf(body.Email)).toHaveLength(1);
    expect(await mailsOf(first.json().data._id)).toHaveLength(2);
  });

  it('makes one lead from a burst of double clicks with the same key', async () => {
    const key = randomUUID();
    const body = buildInquiry();
    const results = await Promise.all(Array.from({ length: 6 }, () => save('inquery', body, key)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().data.Reference)).size).toBe(1);
    const stored = await recordsOf(body.Email);
    expect(stored).toHaveLength(1);
    expect(await mailsOf(stored[0]!.id)).toHaveLength(2);
  });

  it('makes a new record for another key, for no key, and for the same key on the other record type', async () => {
    const body = buildQuote();
    const a = await save('quote', body, randomUUID());
    const b = await save('quote', body, randomUUID());
    const c = await save('quote', body);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a, b, c].map((r) => r.json().data._id)).size).toBe(3);
    expect(await recordsOf(body.Email)).toHaveLength(3);

    const shared = randomUUID();
    expect((await save('quote', buildQuote(), shared)).statusCode).toBe(201);
    expect((await save('inquery', buildInquiry(), shared)).statusCode).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const first = (await save('quote', buildQuote(), key)).json().data;
    await db.execute(sql`update idempotency_keys set created_at = now() - interval '24 hours 1 minute' where key = ${key}`);
    const later = await save('quote', buildQuote(), key);
    expect(later.statusCode).toBe(201);
    expect(later.json().data._id).not.toBe(first._id);
    const keys = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys.map((k) => k.recordId)).toEqual([later.json().data._id]);
  });

  it.each([
    ['too long', 'k'.repeat(101), 'Idempotency-Key must be at most 100 characters.'],
    ['blank', '   ', 'Idempotency-Key must not be empty.'],
    ['not visible ASCII', 'clé-ünïcode', 'Idempotency-Key may contain only visible ASCII characters.'],
  ])('rejects a %s key with 400 and stores nothing', async (_case, key, message) => {
    const body = buildQuote();
    const res = await save('quote', body, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await recordsOf(body.Email)).toHaveLength(0);
  });

  it('accepts a key of exactly 100 characters', async () => {
    expect((await save('quote', buildQuote(), 'k'.repeat(100))).statusCode).toBe(201);
  });

  it('leaves admin status updates alone (they carry an _id and need a session as before)', async () => {
    const created = (await save('quote', buildQuote())).json().data;
    const token = await ctx.login();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/quote/save',
      headers: { ...ctx.auth(token), 'idempotency-key': randomUUID() },
      payload: { ...created, Status: 'Pending' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: created._id, Reference: created.Reference, Status: 'Pending' });
  });
});

describe('the create transaction', () => {
  it('stores a lead together with its two queued mails, and nothing when the lead is refused', async () => {
    const created = (await save('inquery', buildInquiry())).json().data;
    const mails = await mailsOf(created._id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['buyer-acknowledgement', 'staff-notification']);
    expect(mails.every((m) => m.status === 'queued' && m.attempts === 0)).toBe(true);

    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
    const refused = await save('quote', buildQuote({ MediaFileName: 'x.pdf', MediaFileBody: 'data:application/pdf;base64,bm90IGEgcGRm' }));
    expect(refused.statusCode).toBe(400);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n).toBe(before);
  });
});
