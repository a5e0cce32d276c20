import type { RecordItem } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { enqueueLeadMails, type LeadMailSettings } from '../mail/lead-mails.js';
import { createRecord, getRecord, type NewRecord } from '../records/service.js';
import { nextReference } from '../references/reference-numbers.js';
import { newStatusKey } from '../rfq-status/status-key.js';
import { bindKey, recordIdForKey, reserveKey } from './idempotency.js';

export type LeadInput = Omit<NewRecord, 'reference' | 'statusKeyHash'>;

export interface SubmitResult {
  record: RecordItem;
  /** True when an earlier create with the same Idempotency-Key answered: nothing new was stored or mailed. */
  replay: boolean;
}

/**
 * A public quote or inquiry: one transaction stores the record (reference number, status-key hash,
 * drawing) and queues its two mails. With an Idempotency-Key already used in the last 24 hours, it
 * answers that first record instead.
 */
export async function submitLead(db: Db, mail: LeadMailSettings, input: LeadInput, idempotencyKey?: string): Promise<SubmitResult> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const created = await db.transaction(async (tx) => {
      if (idempotencyKey && (await reserveKey(tx, input.kind, idempotencyKey)) === 'taken') return null;
      const reference = await nextReference(tx, input.kind, new Date());
      const statusKey = newStatusKey();
      const record = await createRecord(tx, { ...input, reference, statusKeyHash: statusKey.hash });
      if (idempotencyKey) await bindKey(tx, input.kind, idempotencyKey, record._id);
      await enqueueLeadMails(tx, mail, record, statusKey.key);
      return record;
    });
    if (created) return { record: created, replay: false };

    const firstId = await recordIdForKey(db, input.kind, idempotencyKey!);
    const first = firstId ? await getRecord(db, input.kind, firstId) : null;
    if (first) return { record: first, replay: true };
    // The first record was deleted (its key with it) between the two reads: create afresh.
  }
  throw new Error('Idempotent create did not settle');
}
