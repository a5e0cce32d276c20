import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildQuote } from '@rp/contract/testing';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/client.js';
import { referenceCounters } from '../../../src/db/schema.js';
import { formatDocumentNumber, indiaYear, nextDocumentNumber } from '../../../src/modules/documents/numbering.js';
import { freshDatabase, setupApp } from '../../helpers.js';

describe('document numbers', () => {
  it('are per kind and India-time year, at least five digits', () => {
    expect(formatDocumentNumber('quote', 2026, 42)).toBe('Q-2026-00042');
    expect(formatDocumentNumber('inquiry', 2026, 17)).toBe('I-2026-00017');
    expect(formatDocumentNumber('quote', 2027, 123456)).toBe('Q-2027-123456');
    expect(indiaYear(new Date('2026-12-31T18:29:00Z'))).toBe(2026);
    expect(indiaYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027); // midnight in Rajkot
  });

  it('restart at 1 in a new year and never repeat under 100 concurrent creates', async () => {
    const ctx = await setupApp({ submitRateLimit: 1000 }, { seed: false });
    const db = ctx.database.db;
    expect(await db.transaction((tx) => nextDocumentNumber(tx, 'quote', new Date('2030-06-01T00:00:00Z')))).toBe('Q-2030-00001');
    expect(await db.transaction((tx) => nextDocumentNumber(tx, 'quote', new Date('2030-06-02T00:00:00Z')))).toBe('Q-2030-00002');
    expect(await db.transaction((tx) => nextDocumentNumber(tx, 'inquiry', new Date('2030-06-02T00:00:00Z')))).toBe('I-2030-00001');
    expect(await db.transaction((tx) => nextDocumentNumber(tx, 'quote', new Date('2031-01-01T00:00:00Z')))).toBe('Q-2031-00001');

    const results = await Promise.all(
      Array.from({ length: 100 }, () => ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() })),
    );
    const refs = results.map((r) => r.json().data.Reference as string);
    expect(new Set(refs).size).toBe(100);
    const numbers = refs.map((r) => Number(r.split('-')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => numbers[0]! + i));
  }, 120_000);

  it('are given to existing records by the migration, in order of creation, and the counters continue after them', async () => {
    const fresh = await freshDatabase({ empty: true });
    const db = fresh.database.db;
    // Apply only the first migration (the schema before references), add records, then the rest.
    const all = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-migrations-'));
    fs.cpSync(all, before, { recursive: true });
    const journalPath = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.slice(0, 1);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    const migrate = (folder: string) =>
      fresh.database.kind === 'pglite'
        ? migratePglite(db as never, { migrationsFolder: folder })
        : migratePostgres(db as never, { migrationsFolder: folder });
    try {
      await migrate(before);
      await db.execute(sql`insert into records (type, title, email, created_at) values
        ('Quote', 'second', 'b@example.com', '2025-05-01T10:00:00Z'),
        ('Quote', 'first', 'a@example.com', '2025-01-01T10:00:00Z'),
        ('Quote', 'new year in IST', 'c@example.com', '2025-12-31T19:00:00Z'),
        ('Inquery', 'inquiry', 'd@example.com', '2025-03-01T10:00:00Z')`);
      await fresh.database.migrate();
      const list = rowsOf<{ title: string; reference: string }>(await db.execute(sql`select title, reference from records order by title`));
      expect(Object.fromEntries(list.map((r) => [r.title, r.reference]))).toEqual({
        first: 'Q-2025-00001',
        second: 'Q-2025-00002',
        'new year in IST': 'Q-2026-00001',
        inquiry: 'I-2025-00001',
      });
      const counters = await db.select().from(referenceCounters);
      expect(counters).toEqual(
        expect.arrayContaining([
          { kind: 'quote', year: 2025, lastValue: 2 },
          { kind: 'quote', year: 2026, lastValue: 1 },
          { kind: 'inquiry', year: 2025, lastValue: 1 },
        ]),
      );
      expect(await db.transaction((tx) => nextDocumentNumber(tx, 'quote', new Date('2025-06-01T00:00:00Z')))).toBe('Q-2025-00003');
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
      await fresh.database.close();
      await fresh.drop();
    }
  }, 120_000);
});
