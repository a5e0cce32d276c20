import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_WINDOW_HOURS, type RecordKind } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';
import type { DecodedUpload } from '../../lib/uploads.js';

type Tx = Pick<Db, 'insert' | 'update' | 'delete'>;

const expired = lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_WINDOW_HOURS} * interval '1 hour'`);

/** What a create stores, as the server read it from the request (the drawings decoded). */
export interface LeadRequest {
  kind: RecordKind;
  title: string;
  description: string;
  email: string;
  contactNo: string;
  message: string;
  drawings?: DecodedUpload[];
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * SHA-256 of the request in a canonical form: a JSON array of the fields in a fixed order, each drawing
 * as its name, type and the SHA-256 of its bytes. A drawing sent as MediaFileBody or in Attachments, or
 * with other JSON spacing or key order, is the same request; any changed field or byte is another one.
 */
export function leadRequestHash(request: LeadRequest): string {
  const drawings = (request.drawings ?? []).map((d) => [d.name, d.mimeType, sha256(d.bytes)]);
  const { kind, title, description, email, contactNo, message } = request;
  return sha256(JSON.stringify(['lead-request-v1', kind, title, description, email, contactNo, message, drawings]));
}

/**
 * Takes the key for a new create, inside its transaction. 'taken' when another create holds it: a
 * concurrent create with the same key waits here until the first commits (or rolls back and frees it).
 */
export async function reserveKey(tx: Tx, scope: RecordKind, key: string, requestHash: string): Promise<'reserved' | 'taken'> {
  await tx.delete(idempotencyKeys).where(expired);
  const inserted = await tx.insert(idempotencyKeys).values({ scope, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0 ? 'reserved' : 'taken';
}

export async function bindKey(tx: Tx, scope: RecordKind, key: string, recordId: string): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ recordId })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** The record a live key belongs to and the hash of the request that made it, if the key is live. */
export async function keyHolder(db: Db, scope: RecordKind, key: string): Promise<{ recordId: string | null; requestHash: string | null } | null> {
  const [row] = await db
    .select({ recordId: idempotencyKeys.recordId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), sql`not ${expired}`))
    .limit(1);
  return row ?? null;
}
