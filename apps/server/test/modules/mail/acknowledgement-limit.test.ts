import { buildInquiry, buildQuote } from '@rp/contract/testing';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../src/app.js';
import { outbox } from '../../../src/db/schema.js';
import { ACKNOWLEDGEMENT_LIMIT_REASON } from '../../../src/modules/mail/acknowledgement-limit.js';
import { ADMIN } from '../../helpers.js';
import { setupMailApps, startMailCatcher, subjectOf } from '../../support/mail.js';

const mailApps = await setupMailApps();
const db = mailApps.db;
/** An app on this file's shared database (its own connection pool on PostgreSQL). */
const startApp = (smtpUrl?: string) => mailApps.startApp({ smtpUrl });

async function submit(app: App, kind: 'quote' | 'inquiry', email: string) {
  const res =
    kind === 'quote'
      ? await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote({ Email: email }) })
      : await app.inject({ method: 'POST', url: '/api/v1/inquery/save', payload: buildInquiry({ Email: email }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; Reference: string };
}

const rowsTo = (email: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'buyer-acknowledgement'), sql`lower(${outbox.to}) = ${email.toLowerCase()}`))
    .orderBy(outbox.createdAt);

async function adminCall(app: App, method: 'GET' | 'POST', url: string, payload?: object) {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
  return app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${login.json().Token}` }, payload });
}

describe('buyer acknowledgements per address', () => {
  it('sends 3 a day to one address (any case); the 4th lead is stored and notified, its acknowledgement skipped with the reason', async () => {
    const catcher = await startMailCatcher();
    try {
      const app = await startApp(catcher.url);
      const spellings = ['Victim@Example.com', 'victim@example.com', 'VICTIM@EXAMPLE.COM', 'victim@Example.com'];
      const leads: { _id: string; Reference: string }[] = [];
      for (const [i, email] of spellings.entries()) leads.push(await submit(app, i % 2 ? 'inquiry' : 'quote', email));
      const other = await submit(app, 'quote', 'someone.else@example.com');

      const acks = await rowsTo('victim@example.com');
      expect(acks.map((row) => row.recordId)).toEqual(leads.map((lead) => lead._id));
      const fourth = acks[3]!;
      expect(fourth).toMatchObject({ status: 'skipped', lastError: ACKNOWLEDGEMENT_LIMIT_REASON, attempts: 0, sentAt: null });
      expect(fourth.lastError).toBe('Not sent: this address already received 3 acknowledgements in the last 24 hours.');

      // Everything else goes out: 3 acknowledgements, every lead's staff notification, the other buyer's receipt.
      const all = [...leads, other];
      await expect.poll(async () => (await db.select().from(outbox)).filter((row) => row.status === 'queued').length, { timeout: 20_000 }).toBe(0);
      const staffMails = catcher.mails.filter((m) => all.some((lead) => subjectOf(m).startsWith('New ') && subjectOf(m).includes(lead.Reference)));
      expect(staffMails).toHaveLength(5);
      const toVictim = catcher.mails.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === 'victim@example.com'));
      expect(toVictim).toHaveLength(3);
      for (const lead of leads.slice(0, 3)) expect(toVictim.filter((m) => subjectOf(m).includes(lead.Reference))).toHaveLength(1);
      expect(catcher.mails.some((m) => m.envelope.to.includes('someone.else@example.com'))).toBe(true);
      expect((await rowsTo('victim@example.com')).map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'skipped']);

      // The outbox shows it as skipped, with why; staff may still send it, deliberately.
      const list = (await adminCall(app, 'GET', '/outbox/list')).json().data;
      expect(list.messages.find((m: { _id: string }) => m._id === fourth.id)).toMatchObject({
        status: 'skipped',
        lastError: ACKNOWLEDGEMENT_LIMIT_REASON,
        reference: leads[3]!.Reference,
      });
      const resend = await adminCall(app, 'POST', '/outbox/resend', { _id: fourth.id });
      expect(resend.statusCode, resend.body).toBe(200);
      expect(resend.json().data).toMatchObject({ status: 'queued', lastError: null });
      await catcher.waitFor((m) => subjectOf(m).includes(leads[3]!.Reference) && m.envelope.to[0] === 'victim@example.com', 1);
    } finally {
      await catcher.close();
    }
  });

  it('counts a rolling 24 hours: once the oldest acknowledgements are a day old, the next one is sent again', async () => {
    const app = await startApp();
    const email = `rolling-${Date.now()}@example.com`;
    for (let i = 0; i < 4; i++) await submit(app, 'quote', email);
    expect((await rowsTo(email)).map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'skipped']);
    await db.execute(sql`update outbox set created_at = created_at - interval '24 hours 1 minute' where lower("to") = ${email}`);
    await submit(app, 'inquiry', email);
    expect((await rowsTo(email)).map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'skipped', 'queued']);
  });

  it('holds with parallel submissions to one address through several app instances', async () => {
    const instances = [await startApp(), await startApp(), await startApp()];
    const email = `Parallel-${Date.now()}@example.com`;
    // Quotes and inquiries number their references on different rows, so nothing else orders these creates.
    const leads = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(instances[i % 3]!, i % 2 ? 'inquiry' : 'quote', i % 3 ? email : email.toLowerCase())),
    );
    expect(new Set(leads.map((lead) => lead.Reference)).size).toBe(12);
    const statuses = (await rowsTo(email)).map((row) => row.status);
    expect(statuses).toHaveLength(12);
    expect(statuses.filter((status) => status !== 'skipped')).toHaveLength(3);
  });
});
