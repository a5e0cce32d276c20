import type { OutboxMessageDetail } from '@rp/contract';
import { buildQuote, samplePdf, toDataUrl } from '@rp/contract/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, records } from '../../../src/db/schema.js';
import { pruneOldBodies } from '../../../src/modules/mail/body-retention.js';
import { addMember, setupTeamApp } from '../../support/team.js';

// Issue 44: Owners read what a mail said (subject, text, attachment names) while its body is kept.
const { catcher, ctx, ownerToken, call } = await setupTeamApp();
const db = ctx.database.db;
const staff = await addMember(ctx, catcher, ownerToken, 'ravi.office@example.com', 'Staff');

const created = await ctx.app.inject({
  method: 'POST',
  url: '/api/v1/quote/save',
  payload: buildQuote({
    Email: 'buyer@example.in',
    MediaFileName: 'RP-SH-101-drive-shaft-revB.pdf',
    MediaFileBody: toDataUrl('application/pdf', samplePdf(1)),
  }),
});
expect(created.statusCode, created.body).toBe(201);
const reference = created.json().data.Reference as string;

/** The outbox rows of this lead by kind. */
async function mailsOfLead() {
  const rows = await db
    .select({ id: outbox.id, kind: outbox.kind, to: outbox.to })
    .from(outbox)
    .innerJoin(records, eq(outbox.recordId, records.id))
    .where(eq(records.reference, reference));
  return {
    acknowledgement: rows.find((r) => r.kind === 'buyer-acknowledgement')!,
    notification: rows.find((r) => r.kind === 'staff-notification')!,
  };
}
const { acknowledgement, notification } = await mailsOfLead();
const get = (id: unknown, token: string | null = ownerToken) => call('/outbox/get', token, { _id: id });
const detail = async (id: string) => {
  const res = await get(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OutboxMessageDetail;
};

describe('POST /outbox/get', () => {
  it('shows an Owner the subject, text with the buyer’s status link, reply-to and attachment names', async () => {
    const ack = await detail(acknowledgement.id);
    expect(ack).toMatchObject({ _id: acknowledgement.id, to: 'buyer@example.in', kind: 'buyer-acknowledgement', reference, bodyHidden: null });
    expect(ack.subject).toContain(reference);
    expect(ack.text).toMatch(new RegExp(`https?://\\S+/rfq/${reference}\\?key=[\\w-]+`));
    expect(ack.attachments).toEqual([]);

    const staffMail = await detail(notification.id);
    expect(staffMail).toMatchObject({ replyTo: 'buyer@example.in', attachments: ['RP-SH-101-drive-shaft-revB.pdf'], bodyHidden: null });
    expect(staffMail.text).toContain(reference);
  });

  it('is refused to Staff (403) and without a session (401); an unknown or malformed _id is a 404, none a 400', async () => {
    const asStaff = await get(acknowledgement.id, staff.token);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.body).not.toContain('/rfq/');
    expect((await get(acknowledgement.id, null)).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('That message is not in the outbox.');
    }
    const missing = await call('/outbox/get', ownerToken, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('_id');
  });

  it('never shows the text of an invitation or password reset: its link would sign the reader in', async () => {
    const [invite] = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.to, staff.email), eq(outbox.kind, 'team-invite')));
    const mail = await detail(invite!.id);
    expect(mail).toMatchObject({ kind: 'team-invite', bodyHidden: 'one-time link', text: '', attachments: [] });
  });

  it('says the body was removed once OUTBOX_KEEP_DAYS took it', async () => {
    await expect
      .poll(async () => (await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, acknowledgement.id)))[0]!.status)
      .toBe('sent');
    await pruneOldBodies(db, 0);
    const res = await get(acknowledgement.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The text of this mail was removed after OUTBOX_KEEP_DAYS.',
      data: { bodyHidden: 'removed', text: '', attachments: [], bodyPrunedAt: expect.any(String) },
    });
  });
});
