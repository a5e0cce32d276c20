import { API_BASE, indiaDay, type TimelineEvent } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, quotations } from '../../../src/db/schema.js';
import { expireQuotations } from '../../../src/modules/quotations/expiry.js';
import { ADMIN, setupApp } from '../../helpers.js';
import { acceptedByBuyer, acceptedByStaff, mailedKey } from '../../support/orders.js';
import { createDraft, createSent, ok, staffCalls } from '../../support/quotations.js';

// Issue 44: a request's status follows its quotation, and its timeline says why.
const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

/** The lead's status and its status events as "From>To: Text by By". */
async function leadOf(id: string) {
  const lead = (await staff.post('/quote/getByID', { _id: id })).json().data[0] as { Status: string; Timeline: TimelineEvent[] };
  const moves = lead.Timeline.filter((e) => e.Type === 'status').map((e) => `${e.From}>${e.To}: ${e.Text} by ${e.By}`);
  return { status: lead.Status, moves, last: lead.Timeline.at(-1)! };
}

const decline = (reference: string, key: string) =>
  ctx.app.inject({ method: 'POST', url: `${API_BASE}/rfq/${reference}/decline`, payload: { Key: key, Reason: 'Price', Comment: '' } });

describe('a request’s status follows its quotation', () => {
  it('sent: New -> In Progress, saying which quotation went', async () => {
    const q = await createSent(staff, ctx);
    expect(await leadOf(q.LeadId!)).toMatchObject({
      status: 'In Progress',
      moves: [`New>In Progress: quotation ${q.Number} sent by ${ADMIN.email}`],
    });
  });

  it('accepted by the buyer online: Done, credited to the buyer, the last word of the timeline', async () => {
    const { quotation: q } = await acceptedByBuyer(staff, ctx);
    const lead = await leadOf(q.LeadId!);
    expect(lead.status).toBe('Done');
    expect(lead.moves.at(-1)).toBe(`In Progress>Done: quotation ${q.Number} accepted online by the buyer by Buyer`);
    expect(lead.last).toMatchObject({ Type: 'status', To: 'Done' });
  });

  it('marked accepted by staff: Done, in the activity log as a status change', async () => {
    const { quotation: q } = await acceptedByStaff(staff, ctx);
    const lead = await leadOf(q.LeadId!);
    expect(lead.status).toBe('Done');
    expect(lead.moves.at(-1)).toBe(`In Progress>Done: quotation ${q.Number} marked accepted by ${ADMIN.email}`);
    const logged = await db
      .select({ details: activityEvents.details })
      .from(activityEvents)
      .where(and(eq(activityEvents.kind, 'lead-status'), eq(activityEvents.subject, q.LeadReference!)));
    expect(logged.map((l) => l.details)).toContainEqual({ from: 'In Progress', to: 'Done' });
  });

  it('declined by the buyer: Closed; a revision sent afterwards puts it back In Progress', async () => {
    const q = await createSent(staff, ctx);
    expect((await decline(q.LeadReference!, await mailedKey(ctx, q.LeadId!))).statusCode).toBe(200);
    expect(await leadOf(q.LeadId!)).toMatchObject({ status: 'Closed' });
    expect((await leadOf(q.LeadId!)).moves.at(-1)).toBe(`In Progress>Closed: quotation ${q.Number} declined by the buyer by Buyer`);

    const revision = await ok(staff, '/quotation/revise', { _id: q._id });
    // A Draft revision is staff's own work: the request stays Closed until it is sent.
    expect((await leadOf(q.LeadId!)).status).toBe('Closed');
    await ok(staff, '/quotation/send', { _id: revision._id });
    const lead = await leadOf(q.LeadId!);
    expect(lead.status).toBe('In Progress');
    expect(lead.moves.at(-1)).toBe(`Closed>In Progress: quotation ${revision.Number} sent by ${ADMIN.email}`);
  });

  it('expired by the hourly job: Closed, credited to the system; a lead whose quotation is still valid is left alone', async () => {
    const [old, valid] = [await createSent(staff, ctx), await createSent(staff, ctx)];
    await db
      .update(quotations)
      .set({ validUntil: indiaDay(new Date(Date.now() - 86_400_000)) })
      .where(eq(quotations.id, old._id));
    expect(await expireQuotations(db)).toEqual([old.Number]);
    const lead = await leadOf(old.LeadId!);
    expect(lead.status).toBe('Closed');
    expect(lead.moves.at(-1)).toBe(`In Progress>Closed: quotation ${old.Number} expired by System`);
    expect((await leadOf(valid.LeadId!)).status).toBe('In Progress');
  });

  it('withdrawn after sending: Closed; a withdrawn Draft revision leaves the open one, and the request, as they were', async () => {
    const q = await createSent(staff, ctx);
    const draft = await ok(staff, '/quotation/revise', { _id: q._id });
    await ok(staff, '/quotation/withdraw', { _id: draft._id });
    expect((await leadOf(q.LeadId!)).status).toBe('In Progress');
    await ok(staff, '/quotation/withdraw', { _id: q._id });
    const lead = await leadOf(q.LeadId!);
    expect(lead.status).toBe('Closed');
    expect(lead.moves.at(-1)).toBe(`In Progress>Closed: quotation ${q.Number} withdrawn by ${ADMIN.email}`);
  });

  it('a Draft withdrawn before it was ever sent does not close a new request', async () => {
    const draft = await createDraft(staff, ctx);
    await ok(staff, '/quotation/withdraw', { _id: draft._id });
    expect(await leadOf(draft.LeadId!)).toMatchObject({ status: 'New', moves: [] });
  });
});
