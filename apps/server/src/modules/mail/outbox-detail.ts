import { eq } from 'drizzle-orm';
import type { OutboxMessageDetail } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { getMessage, ONE_TIME_LINK_KINDS } from './outbox.js';

/**
 * One mail with what it said (issue 44): its text and attachment names while the body is kept. A mail whose
 * body OUTBOX_KEEP_DAYS removed says so; an invitation or password reset never shows its text (its link would
 * sign the reader in as someone else). The HTML is not answered: the text says the same, and is shown as text.
 * Null when there is no such mail.
 */
export async function getMessageDetail(db: Db, id: string, configured: boolean): Promise<OutboxMessageDetail | null> {
  const message = await getMessage(db, id, configured);
  if (!message) return null;
  const [body] = await db
    .select({ replyTo: outbox.replyTo, text: outbox.text, attachments: outbox.attachments })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!body) return null;
  const bodyHidden = message.bodyPrunedAt
    ? ('removed' as const)
    : (ONE_TIME_LINK_KINDS as readonly string[]).includes(message.kind)
      ? ('one-time link' as const)
      : null;
  return {
    ...message,
    replyTo: body.replyTo,
    text: bodyHidden ? '' : body.text,
    attachments: bodyHidden ? [] : body.attachments.map((a) => a.name),
    bodyHidden,
  };
}
