import { eq, sql } from 'drizzle-orm';
import { formatQuantity, indiaDay, type AccountRole, type CompanyProfileData, type ParsedOrderDispatchBody } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orderDispatches, orderDispatchLines, orderEvents, orderLines, orders, type OrderLineRow, type OrderRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import { dayLabel } from '../../lib/days.js';
import { issueInvoice, saveInvoicePdf } from '../invoices/index.js';
import { advanceShortfall, type AdvanceShortfall } from '../payments/index.js';
import type { StaffActor } from '../records/index.js';
import { dispatchedLineText, enqueueBuyerMail, type OrderMailContext } from './mails.js';
import { linesOf, lockOrder } from './read.js';
import { actorName } from './stage.js';

/** Dates a dispatch may carry: not after today (India), not before the order existed. */
function assertDates(body: ParsedOrderDispatchBody, order: OrderRow, now: Date): void {
  const today = indiaDay(now);
  const confirmed = indiaDay(order.acceptedAt);
  const problems: Record<string, string> = {};
  if (body.DispatchDate > today) problems.DispatchDate = 'Dispatch date cannot be in the future.';
  else if (body.DispatchDate < confirmed) problems.DispatchDate = `Dispatch date cannot be before the order was confirmed (${dayLabel(confirmed)}).`;
  if (body.InvoiceDate && body.InvoiceDate > today) problems.InvoiceDate = 'Invoice date cannot be in the future.';
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

/** Why nothing can be dispatched from this stage (409), or null. */
function dispatchRefusal(order: OrderRow): string | null {
  switch (order.stage) {
    case 'Cancelled':
      return `${order.number} is cancelled: nothing more can be dispatched.`;
    case 'On hold':
      return `${order.number} is on hold: move it back to ${order.heldFrom ?? 'its stage'} before dispatching.`;
    case 'Dispatched':
    case 'Delivered':
      return `Everything on ${order.number} has already been dispatched.`;
    default:
      return null;
  }
}

/** Each line of the body matched to the order's line, within what remains; a clear 400 or 409 naming the line otherwise. */
function matchLines(body: ParsedOrderDispatchBody, lines: OrderLineRow[], number: string) {
  return body.Lines.map((wanted, i) => {
    const line = lines.find((l) => l.id === wanted.LineId);
    if (!line) {
      const message = `Line ${i + 1}: that LineId is not a line of ${number}.`;
      throw badRequest(message, { [`Lines.${i}.LineId`]: message });
    }
    const remaining = line.quantityThousandths - line.dispatchedThousandths;
    if (wanted.QuantityThousandths > remaining) {
      const left = remaining > 0 ? `only ${formatQuantity(remaining)} ${line.line.Unit} remain to dispatch` : 'it has been dispatched in full';
      const message = `Line ${line.position + 1} (${line.line.Description.split('\n')[0]}): ${left}, not ${formatQuantity(wanted.QuantityThousandths)}.`;
      throw conflict(message, { [`Lines.${i}.Quantity`]: message });
    }
    return { line, quantityThousandths: wanted.QuantityThousandths };
  });
}

/** Who dispatches under which profile: the advance rule (DispatchNeedsAdvancePercent) and its Owner-only override. */
export interface DispatchRules {
  profile: CompanyProfileData;
  role: AccountRole;
}

/**
 * The advance rule (issue 46): while the order's payments are below the profile's DispatchNeedsAdvancePercent of
 * its grand total, a 409 naming the shortfall; an Owner may go on with OverrideAdvance and a note (answered here
 * as the shortfall overridden), Staff may not (403).
 */
async function checkAdvance(tx: Parameters<typeof linesOf>[0], order: OrderRow, body: ParsedOrderDispatchBody, rules: DispatchRules) {
  if (body.OverrideAdvance && rules.role !== 'Owner')
    throw forbidden('Only an Owner may dispatch before the advance is in (OverrideAdvance). Record the payment, or ask an Owner to dispatch it.');
  const shortfall = await advanceShortfall(tx, order, rules.profile);
  if (!shortfall) return null;
  if (!body.OverrideAdvance) {
    const way = rules.role === 'Owner' ? 'or dispatch anyway with OverrideAdvance and a note saying why' : 'or ask an Owner to dispatch it anyway';
    throw conflict(`${shortfall.message} Record the payment first, ${way}.`);
  }
  return shortfall;
}

/**
 * POST /order/dispatch: part or all of what remains of some lines. The order row's lock makes dispatches of
 * one order take turns, so two at once can never send more than was ordered. The dispatch that leaves nothing
 * to send moves the order to Dispatched (with its own stage entry); NotifyBuyer mails the buyer its details.
 */
export async function recordDispatch(
  db: Db,
  ctx: OrderMailContext,
  body: ParsedOrderDispatchBody,
  actor: StaffActor,
  rules: DispatchRules,
  now = new Date(),
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, body._id);
    const refusal = dispatchRefusal(order);
    if (refusal) throw conflict(refusal);
    assertDates(body, order, now);
    const overridden = await checkAdvance(tx, order, body, rules);
    const lines = await linesOf(tx, order.id);
    const sending = matchLines(body, lines, order.number);

    const invoiceDate = body.InvoiceDate ?? indiaDay(now);
    const [inserted] = await tx
      .insert(orderDispatches)
      .values({
        orderId: order.id,
        invoiceNo: body.InvoiceNo,
        invoiceDate,
        transporter: body.Transporter,
        docketNo: body.DocketNo,
        dispatchDate: body.DispatchDate,
        ewayBillNo: body.EwayBillNo,
        packages: body.Packages,
        vehicleNo: body.VehicleNo,
        transporterId: body.TransporterId,
        distanceKm: body.DistanceKm ?? null,
        transportMode: body.TransportMode,
        createdBy: actorName(actor),
        createdAt: now,
      })
      .returning();
    const madeHere = body.InvoiceNo === '';
    const invoice = madeHere
      ? await issueInvoice(
          tx,
          rules.profile,
          {
            order,
            lines,
            dispatch: inserted!,
            sending: sending.map((s) => ({ lineId: s.line.id, quantityThousandths: s.quantityThousandths })),
            date: invoiceDate,
            actor,
          },
          now,
        )
      : null;
    const dispatch = invoice
      ? (await tx.update(orderDispatches).set({ invoiceNo: invoice.number }).where(eq(orderDispatches.id, inserted!.id)).returning())[0]!
      : inserted!;
    await tx
      .insert(orderDispatchLines)
      .values(sending.map((s) => ({ dispatchId: dispatch.id, lineId: s.line.id, quantityThousandths: s.quantityThousandths })));
    for (const s of sending) {
      await tx
        .update(orderLines)
        .set({ dispatchedThousandths: sql`${orderLines.dispatchedThousandths} + ${s.quantityThousandths}` })
        .where(eq(orderLines.id, s.line.id));
    }
    const sentNow = new Map(sending.map((s) => [s.line.id, s.quantityThousandths]));
    const complete = lines.every((l) => l.dispatchedThousandths + (sentNow.get(l.id) ?? 0) >= l.quantityThousandths);
    const [updated] = await tx
      .update(orders)
      .set(complete ? { stage: 'Dispatched', heldFrom: null, dispatchedAt: now, updatedAt: now } : { updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();

    const notify = body.NotifyBuyer === true;
    // The tax invoice made here goes with the mail: its original copy, drawn in this transaction.
    const attachments = notify && invoice ? [await saveInvoicePdf(tx, invoice, rules.profile)] : [];
    const buyerKeyHash = notify
      ? await enqueueBuyerMail(tx, ctx, {
          order: updated!,
          stage: updated!.stage,
          note: body.Note,
          attachments,
          dispatch: {
            invoiceNo: dispatch.invoiceNo,
            invoiceDate: dayLabel(invoiceDate),
            transporter: body.Transporter,
            docketNo: body.DocketNo,
            dispatchDate: dayLabel(body.DispatchDate),
            ewayBillNo: body.EwayBillNo,
            packages: body.Packages,
            lines: sending.map((s) => dispatchedLineText(s.line.line.Description, s.quantityThousandths, s.line.line.Unit)),
            complete,
            invoiceAttached: attachments.length > 0,
          },
        })
      : null;
    const summary = `Invoice ${dispatch.invoiceNo}, ${body.Transporter}, docket ${body.DocketNo}, ${body.Packages} package${body.Packages === 1 ? '' : 's'}.`;
    const by = { actor: actorName(actor), actorId: actor.actorId, createdAt: now };
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'dispatch',
      ...by,
      fromValue: order.stage,
      toValue: updated!.stage,
      note: body.Note ? `${summary}\n${body.Note}` : summary,
      visibleToBuyer: notify,
      buyerKeyHash,
    });
    if (complete) {
      // A millisecond later, so the timeline (ordered by time) lists it after the dispatch that caused it.
      const after = new Date(now.getTime() + 1);
      await tx.insert(orderEvents).values({
        orderId: order.id,
        type: 'stage',
        ...by,
        createdAt: after,
        fromValue: order.stage,
        toValue: 'Dispatched',
        note: 'Every line dispatched.',
      });
    }
    if (overridden) await recordOverride(tx, order, overridden, body.Note, by, actor);
    await recordActivity(tx, {
      ...actor,
      kind: 'order-dispatched',
      subject: order.number,
      details: { lines: sending.length, complete, toldBuyer: notify, invoice: invoice?.number ?? null },
    });
    return updated!;
  });
}

/** The Owner's dispatch before the advance: on the order's timeline and in the activity log, with the note. */
async function recordOverride(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  order: OrderRow,
  shortfall: AdvanceShortfall,
  note: string,
  by: { actor: string; actorId: string | null; createdAt: Date },
  actor: StaffActor,
) {
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, type: 'advance-override', ...by, fromValue: '', toValue: '', note: `${shortfall.message}\n${note}` });
  await recordActivity(tx, {
    ...actor,
    kind: 'dispatch-before-advance',
    subject: order.number,
    details: { short: shortfall.shortPaise / 100, note },
  });
}
