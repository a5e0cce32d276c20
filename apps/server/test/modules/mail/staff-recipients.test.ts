import { buildQuote, sampleStepBox, toDataUrl } from '@rp/contract/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { admins, outbox, records } from '../../../src/db/schema.js';
import type { CaughtMail } from '../../../src/dev/mail-catcher.js';
import { ADMIN, setupApp, type TestContext } from '../../helpers.js';
import { addresses, mailConfig, startMailCatcher, subjectOf } from '../../support/mail.js';

/** One real SMTP server per test: both apps of this file number their first quote alike. */
async function catcherForTest() {
  const catcher = await startMailCatcher();
  onTestFinished(() => catcher.close());
  return catcher;
}

/** Every address a mail names in its envelope or headers. */
const everyAddress = (mail: CaughtMail) => [
  ...mail.envelope.to,
  ...addresses(mail.parsed.to),
  ...addresses(mail.parsed.cc),
  ...addresses(mail.parsed.bcc),
];

const staffMailsOf = (ref: string) => (m: CaughtMail) => subjectOf(m).startsWith('New ') && subjectOf(m).includes(ref);

/** Submits a quote with a drawing (a STEP model: no thumbnail to wait for); resolves once every outbox row of the lead was sent. */
async function submitAndSend(ctx: TestContext) {
  const body = buildQuote({ MediaFileName: 'bush.step', MediaFileBody: toDataUrl('model/step', sampleStepBox()) });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const { Reference: reference, _id: id } = res.json().data as { Reference: string; _id: string };
  const rows = () => ctx.database.db.select().from(outbox).innerJoin(records, eq(outbox.recordId, records.id)).where(eq(records.id, id));
  await expect.poll(async () => (await rows()).every((row) => row.outbox.status === 'sent'), { timeout: 20_000 }).toBe(true);
  return { reference, rows: (await rows()).map((row) => row.outbox) };
}

describe('new-lead notifications without NOTIFY_TO', () => {
  it('go to active accounts only, one mail each that names only its own recipient', async () => {
    const catcher = await catcherForTest();
    const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
    await ctx.database.db.insert(admins).values([
      { email: 'ravi@example.com', name: 'Ravi', role: 'Staff', status: 'active' },
      { email: 'left@example.com', name: 'Left Us', role: 'Staff', status: 'deactivated' },
      { email: 'invited@example.com', name: 'Not Yet', role: 'Staff', status: 'invited' },
    ]);

    const { reference, rows } = await submitAndSend(ctx);

    const staffRows = rows.filter((row) => row.kind === 'staff-notification');
    expect(staffRows.map((row) => row.to).sort()).toEqual([ADMIN.email, 'ravi@example.com']);
    const staffMails = await catcher.waitFor(staffMailsOf(reference), 2);
    expect(staffMails).toHaveLength(2);
    for (const mail of staffMails) {
      const [recipient, ...others] = mail.envelope.to;
      expect(others).toEqual([]);
      expect(addresses(mail.parsed.to)).toEqual([recipient]);
      expect(new Set(everyAddress(mail))).toEqual(new Set([recipient]));
      expect(mail.parsed.attachments.map((a) => a.filename)).toEqual(['bush.step']);
    }
    expect(staffMails.map((m) => m.envelope.to[0]).sort()).toEqual([ADMIN.email, 'ravi@example.com']);
    // Every row of the lead is sent, so nothing more is coming: the other accounts got nothing at all.
    const reached = catcher.mails.flatMap(everyAddress);
    expect(reached).not.toContain('left@example.com');
    expect(reached).not.toContain('invited@example.com');
  });
});

describe('new-lead notifications with NOTIFY_TO', () => {
  it('send each listed address its own mail (a repeated address once), whatever the accounts', async () => {
    const catcher = await catcherForTest();
    const notifyTo = ['desk@example.in', 'Works.Manager@example.in', 'works.manager@example.in'];
    const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url, notifyTo }) }, { seed: false });
    const { reference, rows } = await submitAndSend(ctx);
    const staffTo = rows.filter((row) => row.kind === 'staff-notification').map((row) => row.to.toLowerCase());
    expect(staffTo.sort()).toEqual(['desk@example.in', 'works.manager@example.in']);
    const staffMails = await catcher.waitFor(staffMailsOf(reference), 2);
    expect(staffMails).toHaveLength(2);
    for (const mail of staffMails)
      expect(new Set(everyAddress(mail).map((a) => a.toLowerCase()))).toEqual(new Set([mail.envelope.to[0]!.toLowerCase()]));
    expect(catcher.mails.filter(staffMailsOf(reference)).flatMap(everyAddress)).not.toContain(ADMIN.email);
  });
});
