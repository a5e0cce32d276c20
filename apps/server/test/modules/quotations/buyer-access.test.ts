import { buildQuote } from '@rp/contract/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { records, recordEvents } from '../../../src/db/schema.js';
import { generateToken, sha256Hex } from '../../../src/lib/tokens.js';
import { findLeadByKey } from '../../../src/modules/quotations/index.js';
import { findRfqStatus } from '../../../src/modules/rfq-status/service.js';
import { setupApp } from '../../helpers.js';
import { countingDb } from '../../support/query-count.js';

const { app, database } = await setupApp({}, { seed: false });
const db = database.db;

/** A stored quote request with a known status key of its own. */
async function leadWithKey() {
  const res = await app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() });
  expect(res.statusCode, res.body).toBe(201);
  const reference = res.json<{ data: { Reference: string } }>().data.Reference;
  const key = generateToken();
  await db
    .update(records)
    .set({ statusKeyHash: sha256Hex(key) })
    .where(eq(records.reference, reference));
  const [lead] = await db.select().from(records).where(eq(records.reference, reference));
  return { lead: lead!, reference, key };
}

/** The statements `work` runs on its own database. */
async function statementsOf(work: (db: typeof database.db) => Promise<unknown>) {
  const counting = countingDb(db);
  await work(counting.db);
  return counting.queries;
}

describe('a status link with a wrong key or an unknown reference (issue 45)', () => {
  it('runs one and the same statement for a known reference with a wrong key and for an unknown one', async () => {
    const { reference } = await leadWithKey();
    const unknown = reference.replace(/\d+$/, (n) => String(Number(n) + 90_000).padStart(n.length, '0'));
    const wrongKey = await statementsOf(async (counted) => expect(await findLeadByKey(counted, reference, generateToken())).toBeNull());
    const unknownReference = await statementsOf(async (counted) => expect(await findLeadByKey(counted, unknown, generateToken())).toBeNull());
    expect(wrongKey).toHaveLength(1);
    expect(unknownReference).toEqual(wrongKey);
  });

  it('answers the status page of both with null after that one statement, and finds the lead by its own key', async () => {
    const { reference, key, lead } = await leadWithKey();
    const unknown = reference.replace(/\d+$/, (n) => String(Number(n) + 90_000).padStart(n.length, '0'));
    expect(await statementsOf(async (counted) => expect(await findRfqStatus(counted, reference, generateToken())).toBeNull())).toHaveLength(1);
    expect(await statementsOf(async (counted) => expect(await findRfqStatus(counted, unknown, key)).toBeNull())).toHaveLength(1);
    expect((await findLeadByKey(db, reference, key))?.id).toBe(lead.id);
    expect(await findLeadByKey(db, reference.toLowerCase(), key)).toBeNull();
  });

  it('finds the lead by a key staff shared, in the same statement, and only for its own reference', async () => {
    const { lead, reference } = await leadWithKey();
    const other = await leadWithKey();
    const shared = generateToken();
    await db.insert(recordEvents).values({ recordId: lead.id, type: 'note', actor: 'staff@example.com', buyerKeyHash: sha256Hex(shared) });
    const found = await statementsOf(async (counted) => expect((await findLeadByKey(counted, reference, shared))?.id).toBe(lead.id));
    expect(found).toHaveLength(1);
    expect(await findLeadByKey(db, other.reference, shared)).toBeNull();
  });
});
