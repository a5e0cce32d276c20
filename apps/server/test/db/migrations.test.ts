import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { rowsOf } from '../../src/db/client.js';
import { freshDatabase, testConfig, ADMIN } from '../helpers.js';

const migrations = path.resolve(import.meta.dirname, '../../drizzle');

/** A copy of the migrations folder that stops after the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new empty database with only the first `count` migrations applied, as a site on that version has it. */
async function databaseMigratedTo(count: number) {
  const fresh = await freshDatabase({ empty: true });
  const migrationsFolder = migrationsUpTo(count);
  // The migrators are typed per driver; the database object holds whichever driver it opened.
  if (fresh.database.kind === 'pglite') await migratePglite(fresh.database.db as never, { migrationsFolder });
  else await migratePostgres(fresh.database.db as never, { migrationsFolder });
  return fresh;
}

describe('migration 0001 (inquiry kind)', () => {
  it("renames the stored 'Inquery' and 'Quote' kinds and keeps every record, answering with the spec's Types", async () => {
    const { database, drop } = await databaseMigratedTo(1);
    await database.db.execute(sql`
      insert into records (type, title, email) values ('Quote', 'Old quote', 'q@example.com'), ('Inquery', 'Old inquiry', 'i@example.com')`);
    await database.db.execute(sql`insert into app_meta (key, value) values ('catalogue_seeded_at', '2026-01-01T00:00:00Z')`);

    const app = await buildApp({ config: testConfig(), database });
    const list = rowsOf<{ kind: string; title: string }>(await database.db.execute(sql`select kind, title from records order by title`));
    expect(list.map((r) => [r.title, r.kind])).toEqual([
      ['Old inquiry', 'inquiry'],
      ['Old quote', 'quote'],
    ]);

    // The catalog was marked seeded under the old key, so the start did not seed it again.
    expect((await app.inject({ method: 'GET', url: '/api/v1/product/list' })).json().data).toEqual([]);

    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
    const headers = { authorization: `Bearer ${login.json().Token}` };
    const inquiries = (await app.inject({ method: 'POST', url: '/api/v1/inquery/list', headers, payload: {} })).json().data;
    expect(inquiries).toMatchObject([{ Title: 'Old inquiry', Types: 'Inquery' }]);
    const quotes = (await app.inject({ method: 'POST', url: '/api/v1/quote/list', headers, payload: {} })).json().data;
    expect(quotes).toMatchObject([{ Title: 'Old quote', Types: 'Quote' }]);

    await app.close();
    await drop();
  });
});

describe('migrations 0006-0008 (several drawings per quote)', () => {
  it('moves an existing drawing into record_attachments and keeps it downloadable', async () => {
    const { database, drop } = await databaseMigratedTo(6);
    await database.db.execute(sql`
      with f as (
        insert into files (kind, name, mime_type, size, sha256, data)
        values ('drawing', 'old.pdf', 'application/pdf', 5, 'x', '\\x2550444622'::bytea) returning id
      )
      insert into records (kind, title, email, media_file_name, attachment_file_id, reference)
      select 'quote', 'Old quote', 'q@example.com', 'old.pdf', id, 'Q-2026-00001' from f`);

    const app = await buildApp({ config: testConfig(), database, seed: false });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
    const headers = { authorization: `Bearer ${login.json().Token}` };
    const [quote] = (await app.inject({ method: 'POST', url: '/api/v1/quote/list', headers, payload: {} })).json().data;
    expect(quote).toMatchObject({ MediaFileName: 'old.pdf', Attachment: { name: 'old.pdf' }, Attachments: [{ name: 'old.pdf', size: 5 }] });
    const download = await app.inject({ method: 'GET', url: quote.Attachments[0].url, headers });
    expect(download.rawPayload.toString('latin1')).toBe('%PDF"');

    await app.close();
    await drop();
  });
});

describe('migration 0019 (one job schedule)', () => {
  it("moves the periodic jobs' due times from app_meta to job_schedule; the backup's next run stays", async () => {
    const { database, drop } = await databaseMigratedTo(19);
    await database.db.execute(sql`
      insert into app_meta (key, value, updated_at) values
        ('job:prune:due_at', '2026-11-27 10:00:00+00', now()),
        ('job:quotation-expiry:due_at', '2026-11-27 11:30:00+05:30', now()),
        ('drawing_retention_last_run', 'claimed', '2026-11-27 09:15:00+00'),
        ('content_version', '7', now())`);
    await database.db.execute(sql`insert into job_schedule (name, next_run_at) values ('backup', '2026-11-28 02:00:00+00')`);

    // Built, not started: the scheduler has taken no turn yet.
    const app = await buildApp({ config: testConfig(), database, seed: false });
    const rows = rowsOf<{ name: string; at: string }>(
      await database.db.execute(
        sql`select name, to_char(next_run_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at from job_schedule order by name`,
      ),
    );
    expect(rows).toEqual([
      { name: 'backup', at: '2026-11-28 02:00' },
      { name: 'drawing-retention', at: '2026-11-27 10:15' },
      { name: 'prune', at: '2026-11-27 10:00' },
      { name: 'quotation-expiry', at: '2026-11-27 06:00' },
    ]);

    await app.close();
    await drop();
  });
});

describe('every migration from empty', () => {
  /** Every column of the public schema, as `table.column type`, sorted. */
  async function columns(database: Awaited<ReturnType<typeof freshDatabase>>['database']) {
    const result = await database.db.execute(sql`
      select table_name || '.' || column_name || ' ' || data_type as c from information_schema.columns
      where table_schema = 'public' order by 1`);
    return rowsOf<{ c: string }>(result).map((row) => row.c);
  }

  it('the app applies all of them at its start, giving the schema the tests copy from the migrated template', async () => {
    const empty = await freshDatabase({ empty: true });
    expect(await columns(empty.database)).toEqual([]);

    const app = await buildApp({ config: testConfig(), database: empty.database });
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = rowsOf<{ n: number }>(await empty.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
    expect(applied[0]!.n).toBe(journal.entries.length);
    expect((await app.inject({ method: 'GET', url: '/api/v1/product/list' })).json().data.length).toBeGreaterThan(0);

    const template = await freshDatabase();
    expect(await columns(empty.database)).toEqual(await columns(template.database));
    await template.database.close();
    await template.drop();
    await app.close();
    await empty.drop();
  });
});
