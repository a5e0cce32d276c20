// @postgresql-only: two processes are two connections to one PostgreSQL; PGlite has one connection by design
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client.js';
import { nextDocumentNumber } from '../../../src/modules/documents/numbering.js';
import { freshDatabase } from '../../helpers.js';

describe('a financial-year series shared by two processes', () => {
  const fresh = freshDatabase();
  afterAll(async () => {
    const { database, drop } = await fresh;
    await database.close();
    await drop();
  });

  it('hand out consecutive numbers without a gap or a repeat to two processes at once', async () => {
    const { url } = await fresh;
    const second = await openDatabase({ databaseUrl: url! });
    try {
      const { database } = await fresh;
      const at = new Date('2028-06-01T06:00:00Z');
      const take = (db: typeof database.db) => db.transaction((tx) => nextDocumentNumber(tx, 'proforma', at));
      const numbers = await Promise.all(Array.from({ length: 40 }, (_, i) => take(i % 2 ? second.db : database.db)));
      expect(numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      await second.close();
    }
  });
});
