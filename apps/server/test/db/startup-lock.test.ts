import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { migrationsFolder, openDatabase, rowsOf, type Database } from '../../src/db/client.js';
import { seedProducts } from '../../src/db/seed-products.js';
import { freshDatabase, target, testConfig } from '../helpers.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';

const journalEntries = (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries
  .length;

/** What the first start leaves: every migration applied once, the catalogue, the company profile and one Owner. */
async function firstStartFacts(database: Database) {
  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]!.n);
  return {
    migrations: await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    products: await count(sql`select count(*)::int as n from products`),
    profiles: await count(sql`select count(*)::int as n from company_profile`),
    admins: await count(sql`select count(*)::int as n from admins`),
    seededMarks: await count(sql`select count(*)::int as n from app_meta where key = 'catalog_seeded_at'`),
  };
}
const seededOnce = { migrations: journalEntries, products: seedProducts.length, profiles: 1, admins: 1, seededMarks: 1 };

// Several processes on one PostgreSQL database (the first start of two service instances); PGlite is one
// process by nature, so its pass checks that the same start still works there, twice in a row.
describe('the first start of several processes on an empty database', { timeout: 240_000 }, () => {
  if (target === 'postgres') {
    const servers: SpawnedServer[] = [];
    const drops: (() => Promise<void>)[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-startup-lock-'));
    afterAll(async () => {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      for (const drop of drops) await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('two server processes started at the same moment both come up, and the database is migrated and seeded once', async () => {
      const fresh = await freshDatabase({ empty: true });
      drops.push(fresh.drop);
      const env = { DATABASE_URL: fresh.url!, DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0', SHUTDOWN_GRACE_MS: '0' };
      const started = await Promise.allSettled([spawnServer(env), spawnServer(env)]);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      expect(await firstStartFacts(fresh.database)).toEqual(seededOnce);
      await fresh.database.close();
    });

    it('four apps building at once from their own connections all start, and seed once', async () => {
      const fresh = await freshDatabase({ empty: true });
      drops.push(fresh.drop);
      const databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: fresh.url! })));
      const apps = await Promise.allSettled(databases.map((database) => buildApp({ config: testConfig(), database, closeDatabase: false })));
      const failures = apps.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      for (const app of apps) if (app.status === 'fulfilled') await app.value.close();
      expect(failures).toEqual([]);
      expect(await firstStartFacts(fresh.database)).toEqual(seededOnce);
      for (const database of [...databases, fresh.database]) await database.close();
    });
  } else {
    it('an empty embedded database is migrated and seeded on the first start, and a second start changes nothing', async () => {
      const { database } = await freshDatabase({ empty: true });
      for (let start = 0; start < 2; start++) {
        const app = await buildApp({ config: testConfig(), database, closeDatabase: false });
        await app.close();
        expect(await firstStartFacts(database)).toEqual(seededOnce);
      }
      await database.close();
    });
  }
});
