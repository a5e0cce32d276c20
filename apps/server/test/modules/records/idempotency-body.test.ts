import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { buildInquiry, buildQuote, toDataUrl } from '@rp/contract/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { admins, files, idempotencyKeys, outbox, recordAttachments, records } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';

const ctx = await setupApp({}, { seed: false, thumbnails: { pollIntervalMs: 200 } });
const db = ctx.database.db;
const save = (kind: 'quote' | 'inquery', payload: object, key: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/${kind}/save`, payload, headers: { 'idempotency-key': key } });
const recordsOf = (email: string) => db.select().from(records).where(eq(records.email, email));
const keyRow = async (key: string) => (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const pdf = (extra: string) => toDataUrl('application/pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(extra)]));
const REUSED = 'This Idempotency-Key was already used for a different quote request in the last 24 hours. Send a new request with a new key.';

describe('an Idempotency-Key replayed with another body', () => {
  it.each([
    ['another message', (b: ReturnType<typeof buildQuote>) => ({ ...b, Message: `${b.Message} (edited)` })],
    ['another e-mail address', (b: ReturnType<typeof buildQuote>) => ({ ...b, Email: `other.${b.Email}` })],
    ['one byte of the drawing changed', (b: ReturnType<typeof buildQuote>) => ({ ...b, MediaFileBody: pdf('drawing body B') })],
    ['the drawing under another name', (b: ReturnType<typeof buildQuote>) => ({ ...b, MediaFileName: 'renamed.pdf' })],
  ])('with %s: 422 with a message, nothing stored or mailed, nothing of the first lead shown', async (_case, change) => {
    const key = randomUUID();
    const body = buildQuote({ MediaFileName: 'part.pdf', MediaFileBody: pdf('drawing body A') });
    const first = await save('quote', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const mailsBefore = (await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;

    const other = await save('quote', change(body), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, message: REUSED });
    expect(other.body).not.toContain(first.json().data.Reference);
    expect(await recordsOf(body.Email)).toHaveLength(1);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n).toBe(mailsBefore);
  });

  it('says which kind of lead the key made (inquiry)', async () => {
    const key = randomUUID();
    const body = buildInquiry();
    expect((await save('inquery', body, key)).statusCode).toBe(201);
    const other = await save('inquery', { ...body, Title: `${body.Title} Jr` }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(REUSED.replace('quote request', 'inquiry'));
  });

  it('is refused when the key was stored without a request hash (before this check existed)', async () => {
    const key = randomUUID();
    const body = buildQuote();
    expect((await save('quote', body, key)).statusCode).toBe(201);
    await db.update(idempotencyKeys).set({ requestHash: null }).where(eq(idempotencyKeys.key, key));
    expect((await save('quote', body, key)).statusCode).toBe(422);
  });
});

describe('the stored request hash', () => {
  it('is the SHA-256 of the canonical request, the drawings by the SHA-256 of their bytes', async () => {
    const key = randomUUID();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)]);
    const body = buildQuote({ MediaFileName: 'shaft.pdf', MediaFileBody: toDataUrl('application/pdf', bytes) });
    expect((await save('quote', body, key)).statusCode).toBe(201);
    const [record] = await recordsOf(body.Email);
    const canonical = [
      'lead-request-v1',
      'quote',
      record!.title,
      record!.description,
      record!.email,
      record!.contactNo,
      record!.message,
      [['shaft.pdf', 'application/pdf', sha256(bytes)]],
    ];
    expect((await keyRow(key))!.requestHash).toBe(sha256(JSON.stringify(canonical)));
  });

  it('is the same whether one drawing comes as MediaFileBody or as the only Attachment', async () => {
    const key = randomUUID();
    const drawing = pdf('one drawing');
    const body = buildQuote({ MediaFileName: 'a.pdf', MediaFileBody: drawing });
    expect((await save('quote', body, key)).statusCode).toBe(201);
    const { MediaFileName: _name, MediaFileBody: _body, ...rest } = body;
    const again = await save('quote', { ...rest, Attachments: [{ Name: 'a.pdf', Body: drawing }] }, key);
    expect(again.statusCode).toBe(200);
  });
});

describe('a replay of the same request', () => {
  // Waits for the thumbnail child process (up to 60 s on a loaded machine), past the 30 s default.
  it('answers exactly what the first create answered, not what staff did since', { timeout: 90_000 }, async () => {
    const key = randomUUID();
    const body = buildQuote({ MediaFileName: 'flange.pdf', MediaFileBody: pdf('a flange') });
    const first = await save('quote', body, key);
    expect(first.statusCode).toBe(201);
    const created = first.json().data;

    // Staff work on the lead: a status, an assignee, and the drawing's thumbnail is made.
    const token = await ctx.login();
    const [admin] = await db.select({ id: admins.id }).from(admins).limit(1);
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/quote/save',
      headers: ctx.auth(token),
      payload: { ...created, Status: 'Pending', AssignedTo: admin!.id },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toMatchObject({ Status: 'Pending', AssignedTo: admin!.id });
    const [attachment] = await db.select().from(recordAttachments).where(eq(recordAttachments.recordId, created._id));
    const thumbnailStatus = async () => (await db.select().from(files).where(eq(files.id, attachment!.fileId!)))[0]!.thumbnailStatus;
    // The worker tries this (not really PDF) drawing first; then the thumbnail is stored as if it had worked.
    await vi.waitFor(async () => expect(await thumbnailStatus()).not.toBe('pending'), { timeout: 60_000, interval: 100 });
    await db
      .update(files)
      .set({ thumbnailStatus: 'ready', thumbnail: Buffer.from('png') })
      .where(eq(files.id, attachment!.fileId!));

    const replay = await save('quote', body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(created);
    expect(replay.json().data).toMatchObject({ Status: 'New', AssignedTo: null, AssignedToName: '', updatedAt: created.createdAt });
  });
});
