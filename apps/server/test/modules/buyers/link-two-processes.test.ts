// @postgresql-only: two processes are two connections to one PostgreSQL; PGlite has one connection by design
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../../src/db/client.js';
import { buildRecordRow, insertRecordRows } from '../../../src/db/record-factory.js';
import { linkBuyer, linkUnlinkedDocuments } from '../../../src/modules/buyers/index.js';
import { freshDatabase } from '../../helpers.js';

const fresh = freshDatabase();
afterAll(async () => {
  const { database, drop } = await fresh;
  await database.close();
  await drop();
});

const counts = async (db: Awaited<typeof fresh>['database']['db']) =>
  rowsOf<{ buyers: number; contacts: number; unlinked: number }>(
    await db.execute(sql`select (select count(*)::int from buyers) as buyers, (select count(*)::int from buyer_contacts) as contacts,
      (select count(*)::int from records where buyer_id is null) as unlinked`),
  )[0]!;

describe('linking from two processes at once', () => {
  it('two passes over the same unlinked leads, with new requests arriving meanwhile, make each buyer once', async () => {
    const { database, url } = await fresh;
    const second = await openDatabase({ databaseUrl: url! });
    try {
      // 600 leads from 150 addresses (four each, some in capitals): 150 buyers, however the work is shared.
      const rows = Array.from({ length: 600 }, (_, n) =>
        buildRecordRow('quote', n, { email: n % 8 === 0 ? `BUYER.${n % 150}@plant${n % 150}.in` : `buyer.${n % 150}@plant${n % 150}.in` }),
      );
      await insertRecordRows(database.db, rows, 200);
      const request = (db: typeof database.db, k: number) =>
        db.transaction((tx) => linkBuyer(tx, { company: `Plant ${k}`, email: `buyer.${k}@plant${k}.in`, name: 'Buyer' }));
      const [a, b, ...live] = await Promise.all([
        linkUnlinkedDocuments(database.db, 50),
        linkUnlinkedDocuments(second.db, 50),
        ...Array.from({ length: 20 }, (_, i) => request(i % 2 ? second.db : database.db, i * 7)),
      ]);
      expect(a.linked + b.linked).toBe(600);
      expect(await counts(database.db)).toEqual({ buyers: 150, contacts: 150, unlinked: 0 });
      // Each live request found the buyer of its address, whoever made it.
      const ids = rowsOf<{ id: string; email: string }>(
        await database.db.execute(sql`select b.id, c.email from buyers b join buyer_contacts c on c.buyer_id = b.id`),
      );
      const byEmail = new Map(ids.map((r) => [r.email, r.id]));
      expect(live).toEqual(Array.from({ length: 20 }, (_, i) => byEmail.get(`buyer.${i * 7}@plant${i * 7}.in`)));
    } finally {
      await second.close();
    }
  });
});
