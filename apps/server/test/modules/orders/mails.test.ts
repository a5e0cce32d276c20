import { indiaDay } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../../src/db/schema.js';
import { getBuyerOrderView } from '../../../src/modules/orders/index.js';
import { mailLateOrders } from '../../../src/modules/orders/late-job.js';
import { findLeadByKey } from '../../../src/modules/quotations/buyer-access.js';
import { addDays } from '../../../src/lib/days.js';
import { setupApp } from '../../helpers.js';
import { addresses, htmlOf, mailConfig, startMailCatcher, statusLink, subjectOf, textOf } from '../../support/mail.js';
import { acceptedByStaff, dispatchBody, orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';
import { addMember } from '../../support/team.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
afterAll(() => catcher.close());
const ownerToken = await ctx.login();
const owner = staffCalls(ctx, ownerToken);
// Staff and Owners alike move orders: the calls below are a Staff account's.
const member = await addMember(ctx, catcher, ownerToken, 'kavya@example.com', 'Staff');
const staff = staffCalls(ctx, member.token);
const db = ctx.database.db;

describe('order mails through a real SMTP server', () => {
  it('"Tell the buyer" on a stage move: the stage in the buyer’s words, the note, a private link that opens the status page', async () => {
    const { quotation: q, order } = await acceptedByStaff(owner, ctx);
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Material procurement', Note: 'Internal: ask Sharma Steels for EN8 bar' });
    const moved = await orderOk(staff, '/order/stage', {
      _id: order._id,
      Stage: 'Machining',
      Note: 'Material arrived; turning starts Monday.',
      NotifyBuyer: true,
    });
    expect(moved.Timeline.at(-1)).toMatchObject({ Type: 'stage', By: 'Member kavya@example.com', To: 'Machining', VisibleToBuyer: true });

    const [mail] = await catcher.waitFor((m) => subjectOf(m) === `Order ${order.Number}: In machining`);
    expect(mail!.envelope.to).toEqual([q.Buyer.Email]);
    for (const part of [textOf(mail!), htmlOf(mail!)]) {
      expect(part).toContain('In machining');
      expect(part).toContain('Material arrived; turning starts Monday.');
      expect(part).toContain('PO-STAFF-1');
      expect(part).not.toContain('Sharma Steels');
      expect(part).not.toContain('kavya');
    }
    const link = statusLink(mail!);
    expect(link.pathname).toBe(`/rfq/${q.LeadReference}`);
    const lead = await findLeadByKey(db, q.LeadReference!, link.searchParams.get('key')!);
    expect(lead?.id).toBe(q.LeadId);

    // The status page shows the told note only; the internal one stays with staff.
    const view = await getBuyerOrderView(db, q.LeadId!);
    expect(view!.Timeline.map((t) => [t.StageLabel, t.Note])).toEqual([
      ['Order confirmed', ''],
      ['Sourcing material', ''],
      ['In machining', 'Material arrived; turning starts Monday.'],
    ]);
    expect(JSON.stringify(view)).not.toContain('Sharma Steels');
  });

  it('a dispatch mail: transporter, docket and invoice numbers, what was sent, and the link', async () => {
    const { quotation: q, order } = await acceptedByStaff(owner, ctx);
    const [shafts] = order.Lines;
    await orderOk(staff, '/order/dispatch', dispatchBody(order, { [shafts!._id]: 120 }, { NotifyBuyer: true, Note: 'Balance in two weeks.' }));
    const [mail] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Order ${order.Number} partly dispatched`));
    expect(subjectOf(mail!)).toBe(`Order ${order.Number} partly dispatched: VRL Logistics, docket VRL-7781234`);
    for (const part of [textOf(mail!), htmlOf(mail!)]) {
      for (const fact of ['VRL Logistics', 'VRL-7781234', 'RPW/26-27/0412', 'Pump shaft, EN8, ground: 120 Nos', 'Balance in two weeks.'])
        expect(part).toContain(fact);
    }
    expect(addresses(mail!.parsed.to)).toEqual([q.Buyer.Email]);
    expect(await findLeadByKey(db, q.LeadReference!, statusLink(mail!).searchParams.get('key')!)).not.toBeNull();
  });

  it('a note told to the buyer is mailed; the late mail reaches the assigned person with the link to the order', async () => {
    const { order } = await acceptedByStaff(owner, ctx);
    await orderOk(staff, '/order/note', { _id: order._id, Note: 'Inspection report attached to the next mail.', NotifyBuyer: true });
    // A note alone moves nothing: the mail says it is a note about the order where it stands.
    const [note] = await catcher.waitFor((m) => subjectOf(m) === `A note about your order ${order.Number}`);
    for (const part of [textOf(note!), htmlOf(note!)]) {
      expect(part).toContain('Inspection report attached to the next mail.');
      expect(part).toContain(`A note about your order ${order.Number}, which is at this stage: Order confirmed.`);
      expect(part).not.toContain('is now at this stage');
    }

    await orderOk(owner, '/order/update', { _id: order._id, AssignedTo: member.id });
    await db
      .update(orders)
      .set({ promisedDate: addDays(indiaDay(), -1) })
      .where(eq(orders.id, order._id));
    const mailed = await mailLateOrders(
      db,
      { siteUrl: 'http://localhost:3000', brand: 'Rajkot Precision Works' },
      new Date(`${indiaDay()}T08:30:00+05:30`),
    );
    expect(mailed).toEqual([order.Number]);
    ctx.app.mail.wake();
    const [late] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Late: order ${order.Number}`));
    expect(late!.envelope.to).toEqual(['kavya@example.com']);
    expect(textOf(late!)).toContain(`http://localhost:3000/admin/orders/${order._id}`);
    expect(textOf(late!)).toContain('assigned to you');
  });

  it('assigning an order mails the newly assigned person once per change, with the link; assigning oneself mails nobody', async () => {
    const { quotation: q, order } = await acceptedByStaff(owner, ctx);
    const assignedMails = () =>
      db
        .select({ to: outbox.to })
        .from(outbox)
        .where(and(eq(outbox.recordId, q.LeadId!), eq(outbox.kind, 'order-assigned')));
    await orderOk(owner, '/order/update', { _id: order._id, AssignedTo: member.id, Note: '' });
    const [mail] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Order ${order.Number} assigned to you`));
    expect(mail!.envelope.to).toEqual(['kavya@example.com']);
    for (const part of [textOf(mail!), htmlOf(mail!)]) {
      for (const fact of [order.Number, q.Buyer.Company, `/admin/orders/${order._id}`]) expect(part).toContain(fact);
    }
    // The same person again is no change; a promise change alone mails nobody.
    await orderOk(owner, '/order/update', { _id: order._id, AssignedTo: member.id, Note: '' });
    await orderOk(owner, '/order/update', { _id: order._id, PromisedDate: addDays(order.PromisedDate, 3), Note: '' });
    expect(await assignedMails()).toEqual([{ to: 'kavya@example.com' }]);
    // Unassigned, then taken by the member themselves: no new mail.
    await orderOk(owner, '/order/update', { _id: order._id, AssignedTo: null, Note: '' });
    await orderOk(staff, '/order/update', { _id: order._id, AssignedTo: member.id, Note: '' });
    expect(await assignedMails()).toHaveLength(1);
  });
});
