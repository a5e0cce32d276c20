import { API_BASE, indiaDay, STAFF_DEVICE_COOKIE, type Quotation } from '@rp/contract';
import { TINY_PNG_DATA_URL } from '@rp/contract/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, files, quotations } from '../../../src/db/schema.js';
import { findRfqStatus } from '../../../src/modules/rfq-status/service.js';
import { setupApp } from '../../helpers.js';
import { mailedKey as mailedKeyOf } from '../../support/orders.js';
import { createDraft, createSent, ok, refused, staffCalls } from '../../support/quotations.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';

const ctx = await setupApp({}, { seed: false });
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

const mailedKey = (leadId: string, kind: 'quotation-sent' | 'buyer-acknowledgement' = 'quotation-sent') => mailedKeyOf(ctx, leadId, kind);

/** A sent quotation with what its buyer holds: the lead's reference and the mailed key. */
async function sentToBuyer() {
  const q = await createSent(staff, ctx);
  return { q, reference: q.LeadReference!, key: await mailedKey(q.LeadId!) };
}

const publicCall = (method: 'GET' | 'POST', path: string, payload?: object) =>
  ctx.app.inject({ method, url: `${API_BASE}/rfq/${path}`, ...(payload ? { payload } : {}) });
const accept = (reference: string, body: object) => publicCall('POST', `${reference}/accept`, { Name: 'Asha Patel', AcceptTerms: true, ...body });
const decline = (reference: string, body: object) => publicCall('POST', `${reference}/decline`, { Reason: 'Price', ...body });
const stateOf = async (id: string) => (await db.select().from(quotations).where(eq(quotations.id, id)))[0]!;

describe('the status page shows the latest sent quotation', () => {
  it('sets Viewed on the buyer’s first view only, never on a staff view', async () => {
    const { q, reference, key } = await sentToBuyer();
    expect((await staff.post('/quotation/getByID', { _id: q._id })).json().data[0].State).toBe('Sent');
    expect((await staff.get(`/quotation/${q._id}/pdf`)).statusCode).toBe(200);
    expect((await stateOf(q._id)).viewedAt).toBeNull();
    // The buyer's link opened in a browser where staff signed in (the staff-device cookie) is not the buyer's view.
    expect((await findRfqStatus(db, reference, key, true))?.quotation).toMatchObject({ Number: q.Number, State: 'Sent' });
    const staffPdf = await ctx.app.inject({
      method: 'GET',
      url: `${API_BASE}/rfq/${reference}/quotation.pdf?key=${key}`,
      headers: { cookie: `theme=dark; ${STAFF_DEVICE_COOKIE}=1` },
    });
    expect(staffPdf.statusCode).toBe(200);
    expect((await stateOf(q._id)).viewedAt).toBeNull();

    const view = await findRfqStatus(db, reference, key);
    expect(view?.quotation).toMatchObject({ Number: q.Number, State: 'Viewed', CanAnswer: true, ClosedReason: null, Totals: q.Totals });
    expect(view!.quotation!.PdfPath).toBe(`${API_BASE}/rfq/${reference}/quotation.pdf?key=${key}`);
    const firstViewed = (await stateOf(q._id)).viewedAt;
    expect(firstViewed).not.toBeNull();
    await findRfqStatus(db, reference, key);
    expect((await stateOf(q._id)).viewedAt).toEqual(firstViewed);
    expect(
      (await staff.post('/quote/getByID', { _id: q.LeadId }))
        .json()
        .data[0].Timeline.filter((e: { Text: string }) => e.Text.includes('viewed by the buyer')),
    ).toHaveLength(1);
  });

  it('opens with the lead’s own key too; a wrong key, no key or an unknown reference find nothing (404)', async () => {
    const { q, reference, key } = await sentToBuyer();
    const wrong = `${key.slice(0, -2)}xx`;
    expect(await findRfqStatus(db, reference, wrong)).toBeNull();
    expect(await findRfqStatus(db, reference, '')).toBeNull();
    expect(await findRfqStatus(db, 'Q-2020-99999', key)).toBeNull();
    for (const res of [
      await publicCall('GET', `${reference}/quotation.pdf?key=${wrong}`),
      await publicCall('GET', `${reference}/quotation.pdf`),
      await accept(reference, { Key: wrong }),
      await decline(reference, { Key: wrong }),
      await accept('Q-2020-99999', { Key: key }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('No such request');
    }
    expect((await stateOf(q._id)).state).toBe('Sent');
    const leadKey = await mailedKey(q.LeadId!, 'buyer-acknowledgement');
    expect((await findRfqStatus(db, reference, leadKey))?.quotation).toMatchObject({ Number: q.Number, State: 'Viewed' });
  });

  it('serves the PDF as mailed (and counts it as a view); shows a revision only once it is sent', async () => {
    const { q, reference, key } = await sentToBuyer();
    const pdf = await publicCall('GET', `${reference}/quotation.pdf?key=${key}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const stored = await db
      .select({ data: files.data })
      .from(files)
      .where(eq(files.id, (await stateOf(q._id)).pdfFileId!));
    expect(pdf.rawPayload.equals(Buffer.from(stored[0]!.data))).toBe(true);
    expect((await stateOf(q._id)).state).toBe('Viewed');

    const r1 = await ok(staff, '/quotation/revise', { _id: q._id });
    expect((await findRfqStatus(db, reference, key))?.quotation?.Number).toBe(q.Number);
    await ok(staff, '/quotation/send', { _id: r1._id });
    const newKey = await mailedKey(q.LeadId!);
    for (const k of [key, newKey]) expect((await findRfqStatus(db, reference, k))?.quotation).toMatchObject({ Number: r1.Number, Revision: 1 });
  });
});

describe('the buyer answers with JSON calls', () => {
  it('accepts with name, designation, PO number and a PO image; staff see it; a second answer is a 409', async () => {
    const { q, reference, key } = await sentToBuyer();
    const noTick = await accept(reference, { Key: key, AcceptTerms: false });
    expect(noTick.statusCode).toBe(400);
    expect(noTick.json().message).toBe('Please tick "I accept the terms of this quotation".');
    const noName = await accept(reference, { Key: key, Name: '' });
    expect(noName.statusCode).toBe(400);
    const badFile = await accept(reference, { Key: key, POFile: { Name: 'po.exe', Body: TINY_PNG_DATA_URL } });
    expect(badFile.statusCode).toBe(400);

    const res = await accept(reference, {
      Key: key,
      Designation: 'Purchase Manager',
      PONumber: 'SP/PO/2026/118',
      POFile: { Name: 'po-118.png', Body: TINY_PNG_DATA_URL },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { Number: q.Number, State: 'Accepted' } });
    const seen = (await staff.post('/quotation/getByID', { _id: q._id })).json().data[0] as Quotation;
    expect(seen).toMatchObject({
      State: 'Accepted',
      AcceptedByName: 'Asha Patel',
      AcceptedByDesignation: 'Purchase Manager',
      PONumber: 'SP/PO/2026/118',
    });
    expect(seen.POFile).toMatchObject({ name: 'po-118.png', type: 'image/png' });
    expect(seen.AcceptedAt).not.toBeNull();
    expect((await findRfqStatus(db, reference, key))?.quotation).toMatchObject({ State: 'Accepted', CanAnswer: false, PONumber: 'SP/PO/2026/118' });

    const again = await accept(reference, { Key: key });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('was already accepted');
    expect((await decline(reference, { Key: key })).json().message).toContain('was already accepted');
  });

  it('declines with a reason and a comment; an unknown reason is a 400; a declined one cannot be accepted', async () => {
    const { q, reference, key } = await sentToBuyer();
    const badReason = await decline(reference, { Key: key, Reason: 'Too pricey' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toContain('Reason must be one of');
    const res = await decline(reference, { Key: key, Reason: 'Lead time', Comment: 'Need it in 2 weeks.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ Number: q.Number, State: 'Declined' });
    expect(await stateOf(q._id)).toMatchObject({ state: 'Declined', declineReason: 'Lead time', declineComment: 'Need it in 2 weeks.' });
    const late = await accept(reference, { Key: key });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('was already declined');
  });

  it('an expired or withdrawn quotation cannot be answered: 409 saying why, and the page says so', async () => {
    const expired = await sentToBuyer();
    await db
      .update(quotations)
      .set({ validUntil: indiaDay(new Date(Date.now() - 86_400_000)) })
      .where(eq(quotations.id, expired.q._id));
    const res = await accept(expired.reference, { Key: expired.key });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('expired: it was valid until');
    expect((await findRfqStatus(db, expired.reference, expired.key))?.quotation).toMatchObject({
      State: 'Expired',
      CanAnswer: false,
      ClosedReason: expect.stringContaining('Please ask us for a revised quotation'),
    });

    const withdrawn = await sentToBuyer();
    await ok(staff, '/quotation/withdraw', { _id: withdrawn.q._id });
    expect((await decline(withdrawn.reference, { Key: withdrawn.key })).json().message).toContain('was withdrawn by us');
    expect(await refused(staff, '/quotation/accept', { _id: withdrawn.q._id })).toContain('was withdrawn');
  });
});

describe('POST /quotation/share-link (Share on WhatsApp)', () => {
  it('answers a status link with a key of its own that opens the buyer’s page, recorded on the timeline and in the log', async () => {
    const { q, reference, key } = await sentToBuyer();
    const res = await staff.post('/quotation/share-link', { _id: q._id });
    expect(res.statusCode, res.body).toBe(200);
    const link = new URL(res.json().data.StatusLink as string);
    expect(link.pathname).toBe(`/rfq/${reference}`);
    const shared = link.searchParams.get('key')!;
    expect(shared).not.toBe(key);
    expect((await findRfqStatus(db, reference, shared))?.quotation).toMatchObject({ Number: q.Number, State: 'Viewed' });
    // A second share gets another key; the first keeps working, as the mailed one does.
    const again = new URL((await staff.post('/quotation/share-link', { _id: q._id })).json().data.StatusLink as string);
    expect(again.searchParams.get('key')).not.toBe(shared);
    expect(await findRfqStatus(db, reference, shared)).not.toBeNull();
    expect(await findRfqStatus(db, reference, key)).not.toBeNull();
    const timeline = (await staff.post('/quote/getByID', { _id: q.LeadId })).json().data[0].Timeline as { Text: string }[];
    expect(timeline.filter((e) => e.Text.startsWith(`Status link of ${q.Number} shared with the buyer by `))).toHaveLength(2);
    const logged = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.kind, 'quotation-shared'), eq(activityEvents.subject, q.Number)));
    expect(logged).toHaveLength(2);
  });

  it('refuses a Draft (409, nothing for the buyer to see yet), answers 404 for an unknown id and 401 without a session', async () => {
    const draft = await createDraft(staff, ctx);
    expect(await refused(staff, '/quotation/share-link', { _id: draft._id })).toBe(
      `${draft.Number} is a Draft: send it first, then share the buyer's link.`,
    );
    expect((await staff.post('/quotation/share-link', { _id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/quotation/share-link`, payload: { _id: draft._id } });
    expect(anonymous.statusCode).toBe(401);
  });
});
