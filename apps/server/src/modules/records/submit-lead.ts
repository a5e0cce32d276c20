import type { RecordItem, RecordKind } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-errors.js';
import { linkBuyer } from '../buyers/index.js';
import { drawingsFor } from '../drawings/index.js';
import { enqueueLeadMails, type LeadMailSettings } from '../mail/index.js';
import { createRecord, findRow, toRecord, type NewRecord } from './service.js';
import { nextDocumentNumber } from '../documents/index.js';
import { newStatusKey } from './status-key.js';
import { bindKey, keyHolder, leadRequestHash, reserveKey } from './idempotency.js';

export type LeadInput = Omit<NewRecord, 'reference' | 'statusKeyHash'>;

export interface SubmitResult {
  record: RecordItem;
  /** True when an earlier create with the same Idempotency-Key answered: nothing new was stored or mailed. */
  replay: boolean;
  /**
   * The key of the buyer's status link, the one the acknowledgement mail carries, for the create's answer; null on a
   * replay (only its hash is stored, ADR 064).
   */
  statusKey: string | null;
}

const NOUNS: Record<RecordKind, string> = { quote: 'quote request', inquiry: 'inquiry' };

/** 422: the key already made a lead from another request; answering with that lead would show it to a stranger. */
const keyReused = (kind: RecordKind) =>
  new HttpError(422, `This Idempotency-Key was already used for a different ${NOUNS[kind]} in the last 24 hours. Send a new request with a new key.`);

/**
 * The answer the first create gave, rebuilt from the stored lead: what the buyer sent, its reference and
 * drawings, status New and nobody assigned; never what staff did since (status, assignee, thumbnails).
 */
async function firstAnswer(db: Db, kind: RecordKind, id: string): Promise<RecordItem | null> {
  const row = await findRow(db, kind, id);
  if (!row) return null;
  const drawings = (await drawingsFor(db, [row.id])).get(row.id) ?? [];
  const asCreated = { ...row, status: 'New', assignedTo: null, updatedAt: row.createdAt, drawingsRemovedAt: null };
  return toRecord(
    asCreated,
    drawings.map((d) => ({ ...d, thumbnailReady: false })),
  );
}

/**
 * A public quote or inquiry: one transaction stores the record (reference number, status-key hash,
 * drawing) and queues its two mails. With an Idempotency-Key already used in the last 24 hours for the
 * same request, it answers as the first create did; for another request, 422.
 */
export async function submitLead(db: Db, mail: LeadMailSettings, input: LeadInput, idempotencyKey?: string): Promise<SubmitResult> {
  const requestHash = idempotencyKey ? leadRequestHash(input) : '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const created = await db.transaction(async (tx) => {
      if (idempotencyKey && (await reserveKey(tx, input.kind, idempotencyKey, requestHash)) === 'taken') return null;
      const reference = await nextDocumentNumber(tx, input.kind, new Date());
      const statusKey = newStatusKey();
      // The buyer at once: its GSTIN-less request matches a contact's e-mail, else makes a new buyer.
      // A repeat order names its buyer already (the earlier order's).
      const buyerId =
        input.buyerId ?? (await linkBuyer(tx, { company: input.company ?? '', email: input.email, name: input.title, phone: input.contactNo }));
      const record = await createRecord(tx, { ...input, reference, statusKeyHash: statusKey.hash, buyerId });
      if (idempotencyKey) await bindKey(tx, input.kind, idempotencyKey, record._id);
      await enqueueLeadMails(tx, mail, record, statusKey.key);
      return { record, statusKey: statusKey.key };
    });
    if (created) return { ...created, replay: false };

    const holder = await keyHolder(db, input.kind, idempotencyKey!);
    // A key stored before request hashes were (null) cannot prove the same request: refused too.
    if (holder && holder.requestHash !== requestHash) throw keyReused(input.kind);
    const first = holder?.recordId ? await firstAnswer(db, input.kind, holder.recordId) : null;
    if (first) return { record: first, replay: true, statusKey: null };
    // The first record was deleted (its key with it) between the two reads: create afresh.
  }
  throw new Error('Idempotent create did not settle');
}
