import { readFileSync } from 'node:fs';
import { MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, records } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { staffCalls } from '../../support/quotations.js';
import { buyerCookieOf, earlierOrder, reorderCall, reorderOk } from './support.js';

const ctx = await setupApp({}, { seed: false });
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

const STEP = readFileSync(new URL('../../fixtures/cad/flanged-bush.step', import.meta.url));

describe('POST /account/reorder with a new drawing revision', () => {
  it('stores the new STEP and PDF files on the new lead before the copied earlier drawing, and says so in the message', async () => {
    const { order, buyerEmail } = await earlierOrder(staff, ctx);
    const cookie = await buyerCookieOf(ctx, buyerEmail);
    const { lead } = await reorderOk(ctx, staff, cookie, {
      OrderId: order._id,
      Lines: [{ LineId: order.Lines[0]!._id, Quantity: 300 }],
      Attachments: [
        { Name: 'SP-101-C.step', Body: toDataUrl('application/step', STEP) },
        { Name: 'SP-101-C.pdf', Body: toDataUrl('application/pdf', MINIMAL_PDF) },
      ],
    });
    expect(lead.Attachments.map((a: { name: string }) => a.name)).toEqual(['SP-101-C.step', 'SP-101-C.pdf', 'SP-101-B.pdf']);
    expect(lead.Message).toContain('New drawing revision: SP-101-C.step, SP-101-C.pdf.');
    const [step] = await db.select({ size: files.size, kind: files.kind }).from(files).where(eq(files.id, lead.Attachments[0].id));
    expect(step).toEqual({ size: STEP.length, kind: 'drawing' });
    const download = await staff.get(`/quote/attachment/${lead.Attachments[0].id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(STEP)).toBe(true);
  });

  it('refuses a file that is not a drawing with the quote form message, and stores nothing', async () => {
    const { order, buyerEmail } = await earlierOrder(staff, ctx);
    const cookie = await buyerCookieOf(ctx, buyerEmail);
    const before = await db.select({ id: records.id }).from(records).where(eq(records.repeatOfOrderId, order._id));
    const line = { LineId: order.Lines[0]!._id, Quantity: 10 };
    const wrongType = await reorderCall(ctx, cookie, {
      OrderId: order._id,
      Lines: [line],
      Attachments: [{ Name: 'notes.txt', Body: toDataUrl('text/plain', Buffer.from('not a drawing')) }],
    });
    expect(wrongType.statusCode, wrongType.body).toBe(400);
    expect(wrongType.json().message).toMatch(/^Drawing 1 \("notes\.txt"\): Drawings must be one of: /);
    const disguised = await reorderCall(ctx, cookie, {
      OrderId: order._id,
      Lines: [line],
      Attachments: [{ Name: 'fake.pdf', Body: toDataUrl('application/pdf', Buffer.from('plain text')) }],
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toContain("The file's contents do not match its .pdf extension.");
    const tooMany = await reorderCall(ctx, cookie, {
      OrderId: order._id,
      Lines: [line],
      Attachments: Array.from({ length: 6 }, (_, i) => ({ Name: `d${i}.pdf`, Body: toDataUrl('application/pdf', MINIMAL_PDF) })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('At most 5 drawings per quote.');
    const after = await db.select({ id: records.id }).from(records).where(eq(records.repeatOfOrderId, order._id));
    expect(after).toHaveLength(before.length);
  });
});
