import { emailField, type RecordItem } from '@rp/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins } from '../../db/schema.js';
import { readCompanyProfile } from '../settings/index.js';
import { ACKNOWLEDGEMENT_LIMIT_REASON, mayAcknowledge } from './acknowledgement-limit.js';
import { enqueue, type NewOutboxMessage } from './outbox.js';
import { renderBuyerAcknowledgement } from './templates/buyer-acknowledgement.js';
import { leadFacts } from './templates/lead-facts.js';
import { renderStaffNotification } from './templates/staff-notification.js';

export interface LeadMailSettings {
  /** Origin of every link in a mail. */
  siteUrl: string;
  /** NOTIFY_TO; empty: every active account's e-mail. */
  notifyTo: string[];
}

type Tx = Pick<Db, 'insert' | 'select' | 'execute'>;

/** NOTIFY_TO, or every active account (never an invited or deactivated one), each address once. */
export async function staffRecipients(tx: Tx, notifyTo: string[]): Promise<string[]> {
  const list = notifyTo.length
    ? notifyTo
    : (await tx.select({ email: admins.email }).from(admins).where(eq(admins.status, 'active')).orderBy(admins.createdAt)).map((a) => a.email);
  return [...new Map(list.map((address) => [address.toLowerCase(), address])).values()];
}

/**
 * Writes the staff notifications and the buyer acknowledgement of a new lead into the outbox, in the
 * transaction that stores the lead: a stored lead always has its mails queued. Each staff address gets its
 * own message, so no one sees the others' addresses. An acknowledgement over the recipient's daily limit is
 * stored as skipped, with the reason, and never sent.
 */
export async function enqueueLeadMails(tx: Tx, settings: LeadMailSettings, record: RecordItem, statusKey: string): Promise<void> {
  // The profile as this transaction sees it: one indexed read of a single row.
  const sender = (await readCompanyProfile(tx)).public;
  const facts = leadFacts(record, settings.siteUrl, statusKey, sender);
  const messages: NewOutboxMessage[] = [];

  const staffTo = await staffRecipients(tx, settings.notifyTo);
  if (staffTo.length) {
    const staff = renderStaffNotification(facts);
    const attachments = record.Attachments.flatMap((a) => (a.url ? [{ fileId: a.id, name: a.name }] : []));
    for (const to of staffTo) messages.push({ recordId: record._id, kind: 'staff-notification', to, replyTo: record.Email, ...staff, attachments });
  }
  // The buyer's address is a recipient only because it passed the contract's e-mail validation.
  if (emailField.safeParse(record.Email).success) {
    const ack = renderBuyerAcknowledgement(facts);
    const skipped = !(await mayAcknowledge(tx, record.Email)) && { status: 'skipped' as const, lastError: ACKNOWLEDGEMENT_LIMIT_REASON };
    messages.push({
      recordId: record._id,
      kind: 'buyer-acknowledgement',
      to: record.Email,
      replyTo: sender.Email,
      ...ack,
      attachments: [],
      ...skipped,
    });
  }
  await enqueue(tx, messages);
}
