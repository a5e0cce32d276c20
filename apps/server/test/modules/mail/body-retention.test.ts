import { buildQuote, MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.js';
import { BODY_RETENTION_JOB, pruneOldBodies, PRUNED_BODY } from '../../../src/modules/mail/body-retention.js';
import { ADMIN } from '../../helpers.js';
import { setupMailApps } from '../../support/mail.js';

const mailApps = await setupMailApps();
const db = mailApps.db;
/** An app without SMTP_URL on this file's shared database. */
const startApp = (keepDays = 30) => mailApps.startApp({ keepDays });
/** Closing waits for the retention turn the app took (or not) as it started. */
const { stopApp } = mailApps;

const app = await startApp();

/** A quote with a drawing: its staff notification lists an attachment. Returns the record id. */
async function lead(): Promise<string> {
  const body = buildQuote({ MediaFileName: 'flange.pdf', MediaFileBody: toDataUrl('application/pdf', `${MINIMAL_PDF}% ${Math.random()}\n`) });
  const res = await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

const rowsOf = (recordId: string) => db.select().from(outbox).where(eq(outbox.recordId, recordId)).orderBy(outbox.kind);

/**
 * Gives a lead's mails a status and their last attempt `days` ago (a sent one's send time; a failed one's
 * attempt that failed for good; a skipped one's writing), created a minute before that.
 */
const age = (recordId: string, status: 'sent' | 'failed' | 'queued' | 'skipped', days: number) =>
  db.execute(sql`update outbox set status = ${status},
    sent_at = case when ${status} = 'sent' then now() - ${days} * interval '1 day' end,
    next_attempt_at = now() - ${days} * interval '1 day',
    queued_at = now() - ${days} * interval '1 day' - interval '1 minute',
    created_at = now() - ${days} * interval '1 day' - interval '1 minute'
    where record_id = ${recordId}`);

const forgetTurn = () => db.execute(sql`delete from job_schedule where name = ${BODY_RETENTION_JOB}`);

async function adminCall(method: 'GET' | 'POST', url: string, payload?: object) {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
  return app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${login.json().Token}` }, payload });
}

describe('OUTBOX_KEEP_DAYS', () => {
  beforeEach(forgetTurn);

  it('removes the body of mails sent, failed or skipped longer ago; the row, recipient, subject, status and times stay', async () => {
    const [old, recent, failed, skipped] = [await lead(), await lead(), await lead(), await lead()];
    const [recentFailed, recentSkipped, queued] = [await lead(), await lead(), await lead()];
    await age(old, 'sent', 31);
    await age(recent, 'sent', 29);
    await age(failed, 'failed', 31);
    await age(skipped, 'skipped', 31);
    await age(recentFailed, 'failed', 29);
    await age(recentSkipped, 'skipped', 29);
    await age(queued, 'queued', 40); // still retrying (or waiting for SMTP_URL): it may yet be sent
    const before = new Map((await db.select().from(outbox)).map((row) => [row.id, row]));
    for (const id of [old, failed, skipped]) {
      expect((await rowsOf(id)).find((row) => row.kind === 'staff-notification')!.attachments).toHaveLength(1);
      expect((await rowsOf(id)).find((row) => row.kind === 'buyer-acknowledgement')!.text).toContain('/rfq/');
    }

    expect(await pruneOldBodies(db, 30)).toBe(6);

    for (const id of [old, failed, skipped]) {
      for (const row of await rowsOf(id)) {
        const was = before.get(row.id)!;
        expect(row).toMatchObject({ text: PRUNED_BODY, html: PRUNED_BODY, attachments: [] });
        expect(row.bodyPrunedAt).toBeInstanceOf(Date);
        expect(row.text).not.toContain('/rfq/');
        expect({ ...row, text: was.text, html: was.html, attachments: was.attachments, bodyPrunedAt: null }).toEqual(was);
      }
    }
    for (const id of [recent, recentFailed, recentSkipped, queued]) {
      for (const row of await rowsOf(id)) expect(row).toEqual(before.get(row.id));
    }
    // A second run finds nothing more, and leaves the first run's time.
    const prunedAt = (await rowsOf(old))[0]!.bodyPrunedAt;
    expect(await pruneOldBodies(db, 30)).toBe(0);
    expect((await rowsOf(old))[0]!.bodyPrunedAt).toEqual(prunedAt);

    // The outbox says so, and Resend is refused with a reason instead of sending an empty mail.
    const ack = (await rowsOf(old)).find((row) => row.kind === 'buyer-acknowledgement')!;
    const listed = (await adminCall('GET', '/outbox/list')).json().data.messages.find((m: { _id: string }) => m._id === ack.id);
    expect(listed).toMatchObject({ status: 'sent', bodyPrunedAt: prunedAt!.toISOString(), to: ack.to, subject: ack.subject });
    const notPruned = (await rowsOf(recent))[0]!;
    expect((await adminCall('GET', '/outbox/list')).json().data.messages.find((m: { _id: string }) => m._id === notPruned.id).bodyPrunedAt).toBe(
      null,
    );
    const resend = await adminCall('POST', '/outbox/resend', { _id: ack.id });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe('The text of this mail was removed after OUTBOX_KEEP_DAYS, so it cannot be sent again.');
    expect((await rowsOf(old)).find((row) => row.id === ack.id)!.status).toBe('sent');
    // So is a skipped one's: it stays skipped, with its reason.
    const skippedAck = (await rowsOf(skipped)).find((row) => row.kind === 'buyer-acknowledgement')!;
    expect((await adminCall('POST', '/outbox/resend', { _id: skippedAck.id })).statusCode).toBe(400);
    expect((await rowsOf(skipped)).find((row) => row.id === skippedAck.id)).toMatchObject({ status: 'skipped', text: PRUNED_BODY });
  });

  it('runs on the shared schedule: as a process starts, once per period whichever process takes the turn', async () => {
    const first = await lead();
    await age(first, 'sent', 31);
    await stopApp(await startApp());
    expect((await rowsOf(first)).every((row) => row.bodyPrunedAt !== null)).toBe(true);

    // The hour's turn is taken: another process starting now leaves a newly due body alone...
    const second = await lead();
    await age(second, 'sent', 31);
    await stopApp(await startApp());
    expect((await rowsOf(second)).every((row) => row.bodyPrunedAt === null)).toBe(true);

    // ...until the next turn is due; and the days come from OUTBOX_KEEP_DAYS.
    await db.execute(sql`update job_schedule set next_run_at = now() - interval '1 second' where name = ${BODY_RETENTION_JOB}`);
    await stopApp(await startApp(45));
    expect((await rowsOf(second)).every((row) => row.bodyPrunedAt === null)).toBe(true);
    await forgetTurn();
    await stopApp(await startApp(30));
    expect((await rowsOf(second)).every((row) => row.bodyPrunedAt !== null)).toBe(true);
  }, 120_000);
});
