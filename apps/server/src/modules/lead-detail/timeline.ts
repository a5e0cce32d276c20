import { asc, eq } from 'drizzle-orm';
import { TIMELINE_WEBSITE, type RecordDetail, type RecordKind, type TimelineEvent } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { outbox, recordEvents, type RecordEventRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { orderLinkOfLead } from '../orders/index.js';
import { quotationsOfLead } from '../quotations/index.js';
import { addLeadEvent, getRecord, NOT_FOUND } from '../records/index.js';

const MAIL_STATE = { queued: 'Queued', sent: 'Sent', failed: 'Failed', skipped: 'Not sent' } as const;

function fromEvent(row: RecordEventRow): TimelineEvent {
  return {
    Type: row.type,
    At: row.createdAt.toISOString(),
    By: row.actor,
    Text: row.text,
    From: row.fromStatus ?? '',
    To: row.toStatus ?? '',
  };
}

/** The record with its history, oldest first: creation, staff events, and the mails of its outbox rows. */
/** How a lead came: the site's forms, the buyer's desk (a repeat order) or staff logging it. */
const createdText = (record: { Source: string; RepeatOf: { Summary: string } | null }) =>
  record.Source === 'Website'
    ? 'Received through the website.'
    : record.Source === 'Repeat order'
      ? `Ordered again by the buyer from their account${record.RepeatOf ? ` (${record.RepeatOf.Summary})` : ''}.`
      : `Logged by hand (source: ${record.Source}).`;

export async function getRecordDetail(db: Db, kind: RecordKind, id: string): Promise<RecordDetail> {
  const record = await getRecord(db, kind, id);
  if (!record) throw notFound(NOT_FOUND[kind]);
  const [events, mails, Quotations, Order] = await Promise.all([
    db.select().from(recordEvents).where(eq(recordEvents.recordId, record._id)).orderBy(asc(recordEvents.createdAt)),
    db
      .select({ to: outbox.to, subject: outbox.subject, status: outbox.status, sentAt: outbox.sentAt, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.recordId, record._id)),
    quotationsOfLead(db, record._id),
    orderLinkOfLead(db, record._id),
  ]);
  const created: TimelineEvent = {
    Type: 'created',
    At: record.createdAt,
    By: record.Source === 'Website' || record.Source === 'Repeat order' ? TIMELINE_WEBSITE : 'Staff',
    Text: createdText(record),
    From: '',
    To: '',
  };
  const mailEvents = mails.map<TimelineEvent>((m) => ({
    Type: 'mail',
    At: (m.sentAt ?? m.createdAt).toISOString(),
    By: TIMELINE_WEBSITE,
    Text: `${MAIL_STATE[m.status]}: "${m.subject}" to ${m.to}`,
    From: '',
    To: '',
  }));
  const Timeline = [created, ...events.map(fromEvent), ...mailEvents].sort((a, b) => a.At.localeCompare(b.At));
  return { ...record, Timeline, Quotations, Order };
}

/** A staff note: kept exactly as typed (line breaks included) and shown as text, never as HTML. */
export async function addNote(db: Db, kind: RecordKind, id: string, text: string, actor: ActivityActor): Promise<RecordDetail> {
  const record = await getRecord(db, kind, id);
  if (!record) throw notFound(NOT_FOUND[kind]);
  await db.transaction(async (tx) => {
    await addLeadEvent(tx, record._id, 'note', actor, text);
    // The log says a note was added, not what it says.
    await recordActivity(tx, { ...actor, kind: 'lead-note', subject: record.Reference, details: { characters: text.length } });
  });
  return getRecordDetail(db, kind, id);
}
