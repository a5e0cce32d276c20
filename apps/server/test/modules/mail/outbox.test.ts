import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { buildQuote } from '@rp/contract/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import { outbox, records } from '../../../src/db/schema.js';
import { claimDue, requeue } from '../../../src/modules/mail/outbox.js';
import { ADMIN } from '../../helpers.js';
import { leadMails, setupMailApps, startMailCatcher, subjectOf } from '../../support/mail.js';

const mailApps = await setupMailApps();
const db = mailApps.db;
const { stopApp } = mailApps;
/** An app on the shared database of this file; closing it leaves the database open. */
const startApp = (smtpUrl?: string) => mailApps.startApp({ smtpUrl });

async function adminGet(app: App, url: string) {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${login.json().Token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const messagesOf = async (reference: string) =>
  db.select().from(outbox).innerJoin(records, eq(outbox.recordId, records.id)).where(eq(records.reference, reference));

/** A port where nothing listens (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Failed tries whose outcome is recorded (the claim counts a try; the failure releases the claim). */
const triesRecorded = async (reference: string) =>
  (await messagesOf(reference)).filter((m) => m.outbox.claimToken === null && m.outbox.lastError).map((m) => m.outbox.attempts);

/** What a minute (or more) passing does for a message waiting to retry. */
const makeDueNow = (reference: string) =>
  db.execute(sql`update outbox set next_attempt_at = now() where record_id = (select id from records where reference = ${reference})`);

describe('without SMTP_URL', () => {
  it('stores the lead, keeps its mails queued (shown as not configured) and sends them once SMTP_URL is set', async () => {
    const app = await startApp();
    expect(app.mail.configured).toBe(false);
    const res = await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() });
    expect(res.statusCode).toBe(201);
    const reference = res.json().data.Reference;

    const list = await adminGet(app, '/api/v1/outbox/list');
    const mine = list.messages.filter((m: { reference: string }) => m.reference === reference);
    expect(mine.map((m: { kind: string }) => m.kind).sort()).toEqual(['buyer-acknowledgement', 'staff-notification']);
    expect(mine.every((m: { status: string; attempts: number }) => m.status === 'not configured' && m.attempts === 0)).toBe(true);
    expect(list.summary).toEqual({ configured: false, queued: 2, failed: 0 });
    await stopApp(app);

    const catcher = await startMailCatcher();
    try {
      const withSmtp = await startApp(catcher.url);
      await leadMails(catcher, reference);
      await expect.poll(async () => (await messagesOf(reference)).map((m) => m.outbox.status)).toEqual(['sent', 'sent']);
      expect(await adminGet(withSmtp, '/api/v1/outbox/summary')).toEqual({ configured: true, queued: 0, failed: 0 });
      await stopApp(withSmtp);
    } finally {
      await catcher.close();
    }
  });
});

describe('when the SMTP server is down', () => {
  it('answers the submission at once, retries with backoff, and delivers once the server is up', async () => {
    const port = await freePort();
    const app = await startApp(`smtp://127.0.0.1:${port}`);
    const started = Date.now();
    const res = await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() });
    const answeredInMs = Date.now() - started;
    expect(res.statusCode).toBe(201);
    const reference = res.json().data.Reference;

    // First try fails: about a minute until the next one, the reason in plain words.
    await expect.poll(() => triesRecorded(reference)).toEqual([1, 1]);
    const [first] = await messagesOf(reference);
    expect(first!.outbox.status).toBe('queued');
    expect(first!.outbox.lastError).toMatch(/Could not connect to the mail server/);
    const waitMs = first!.outbox.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThanOrEqual(60_000);
    const listed = (await adminGet(app, '/api/v1/outbox/list')).messages.find((m: { reference: string }) => m.reference === reference);
    expect(listed).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/refused the connection/) });

    // Second try, still down: the wait doubles.
    await makeDueNow(reference);
    await expect.poll(() => triesRecorded(reference)).toEqual([2, 2]);
    const [second] = await messagesOf(reference);
    expect(second!.outbox.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(110_000);

    const catcher = await startMailCatcher({ port });
    try {
      await makeDueNow(reference);
      const { staff, buyer } = await leadMails(catcher, reference);
      expect(subjectOf(staff)).toContain(reference);
      expect(subjectOf(buyer)).toContain(reference);
      await expect
        .poll(async () => (await messagesOf(reference)).map((m) => `${m.outbox.status}/${m.outbox.attempts}`))
        .toEqual(['sent/3', 'sent/3']);
      console.info(`[measure] submit answered in ${answeredInMs} ms with SMTP down; delivered on attempt 3`);
    } finally {
      await stopApp(app);
      await catcher.close();
    }
  });

  it('marks a message failed once its 3-day retry window is over, and the dashboard summary counts it', async () => {
    const port = await freePort();
    const app = await startApp(`smtp://127.0.0.1:${port}`);
    const reference = (await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() })).json().data.Reference;
    await expect.poll(() => triesRecorded(reference)).toEqual([1, 1]);
    await db.execute(
      sql`update outbox set queued_at = now() - interval '3 days', next_attempt_at = now() where record_id = (select id from records where reference = ${reference})`,
    );
    await expect.poll(async () => (await messagesOf(reference)).map((m) => m.outbox.status)).toEqual(['failed', 'failed']);
    const summary = await adminGet(app, '/api/v1/outbox/summary');
    expect(summary.failed).toBeGreaterThanOrEqual(2);
    await stopApp(app);
  });
});

describe('POST /outbox/resend', () => {
  it('sends a failed or sent message again; admin only; unknown ids are 404', async () => {
    const catcher = await startMailCatcher();
    try {
      const app = await startApp(catcher.url);
      const reference = (await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() })).json().data.Reference;
      const { buyer } = await leadMails(catcher, reference);
      await expect.poll(async () => (await messagesOf(reference)).map((m) => m.outbox.status)).toEqual(['sent', 'sent']);
      const ack = (await messagesOf(reference)).find((m) => m.outbox.kind === 'buyer-acknowledgement')!.outbox;

      const anonymous = await app.inject({ method: 'POST', url: '/api/v1/outbox/resend', payload: { _id: ack.id } });
      expect(anonymous.statusCode).toBe(401);

      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
      const headers = { authorization: `Bearer ${login.json().Token}` };
      const res = await app.inject({ method: 'POST', url: '/api/v1/outbox/resend', headers, payload: { _id: ack.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: ack.id, status: 'queued', attempts: 0, reference });
      const copies = await catcher.waitFor((m) => subjectOf(m) === subjectOf(buyer), 2);
      expect(copies).toHaveLength(2);

      for (const _id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const missing = await app.inject({ method: 'POST', url: '/api/v1/outbox/resend', headers, payload: { _id } });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe('That message is not in the outbox.');
      }
      await stopApp(app);
    } finally {
      await catcher.close();
    }
  });

  it('answers with the message as requeued even when a sender claims it at once', async () => {
    const app = await startApp();
    const reference = (await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() })).json().data.Reference;
    await stopApp(app);
    const [message] = await messagesOf(reference);
    const id = message!.outbox.id;
    for (let round = 0; round < 5; round++) {
      await db.update(outbox).set({ status: 'sent', attempts: 1, claimToken: null, lockedUntil: null }).where(eq(outbox.id, id));
      const [answer, claimed] = await Promise.all([requeue(db, id, true), claimDue(db, randomUUID(), 100, 60_000)]);
      expect(answer).toMatchObject({ _id: id, status: 'queued', attempts: 0, reference });
      // On PostgreSQL the sender may skip the row the requeue holds locked; then the next claim takes it.
      const claimedBy = claimed.some((row) => row.id === id) ? claimed : await claimDue(db, randomUUID(), 100, 60_000);
      expect(claimedBy.find((row) => row.id === id)).toMatchObject({ status: 'queued', attempts: 1 });
    }
  });

  it('refuses the outbox list and summary without a session', async () => {
    const app = await startApp();
    for (const url of ['/api/v1/outbox/list', '/api/v1/outbox/summary']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    await stopApp(app);
  });
});
