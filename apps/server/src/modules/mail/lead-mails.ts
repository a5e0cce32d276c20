import { COMPANY_CONTACT, emailField, type RecordItem } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins } from '../../db/schema.js';
import { enqueue, type NewOutboxMessage } from './outbox.js';
import { renderBuyerAcknowledgement } from './templates/buyer-acknowledgement.js';
import { leadFacts } from './templates/lead-facts.js';
import { renderStaffNotification } from './templates/staff-notification.js';

export interface LeadMailSettings {
  /** Origin of every link in a mail. */
  siteUrl: string;
  /** NOTIFY_TO; empty: every admin account's e-mail. */
  notifyTo: string[];
}

type Tx = Pick<Db, 'insert' | 'select'>;

/**
 * Writes the staff notification and the buyer acknowledgement of a new lead into the outbox, in the
 * transaction that stores the lead: a stored lead always has its mails queued.
 */
export async function enqueueLeadMails(tx: Tx, settings: LeadMailSettings, record: RecordItem, statusKey: string): Promise<void> {
  const facts = leadFacts(record, settings.siteUrl, statusKey);
  const staffTo = settings.notifyTo.length ? settings.notifyTo : (await tx.select({ email: admins.email }).from(admins)).map((a) => a.email);
  const messages: NewOutboxMessage[] = [];

  if (staffTo.length) {
    const staff = renderStaffNotification(facts);
    messages.push({
      recordId: record._id,
      kind: 'staff-notification',
      to: staffTo.join(', '),
      replyTo: record.Email,
      ...staff,
      attachments: record.Attachments.flatMap((a) => (a.url ? [{ fileId: a.id, name: a.name }] : [])),
    });
  }
  // The buyer's address is a recipient only because it passed the contract's e-mail validation.
  if (emailField.safeParse(record.Email).success) {
    const ack = renderBuyerAcknowledgement(facts);
    messages.push({ recordId: record._id, kind: 'buyer-acknowledgement', to: record.Email, replyTo: COMPANY_CONTACT.email, ...ack, attachments: [] });
  }
  await enqueue(tx, messages);
}
