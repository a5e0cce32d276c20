import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { sql } from 'drizzle-orm';
import { SITE_CONTENT_KINDS } from '@rp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../../src/modules/backups/create-backup.js';
import { manifestChecksum, type Manifest } from '../../../src/modules/backups/format.js';
import { restoreBackup } from '../../../src/modules/backups/restore-backup.js';
import { setupApp, target } from '../../helpers.js';
import { fillWithStaffData, freshTarget, snapshotRows, tempDir, type Target } from './fixtures.js';

const source = await setupApp({}, { seed: false });
await fillWithStaffData(source.app, await source.login(), 2);
const dir = tempDir('rp-backups-bad-');
const good = (await createBackup({ database: source.database, dir, trigger: 'manual' })).file;
let fresh: Target;
beforeAll(async () => {
  fresh = await freshTarget(target);
  await fresh.database.migrate(); // as a server's first start would: tables, no rows
});
afterAll(async () => {
  await fresh.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Unpacks the good backup, lets `change` edit it, and packs it again as a new file. */
async function repacked(name: string, change: (unpacked: string) => void): Promise<string> {
  const unpacked = fs.mkdtempSync(path.join(dir, 'x-'));
  await tar.x({ file: good, cwd: unpacked });
  change(unpacked);
  const file = path.join(dir, name);
  await tar.c({ gzip: true, file, cwd: unpacked }, fs.readdirSync(unpacked));
  return file;
}
const editManifest = (unpacked: string, edit: (m: Manifest) => Manifest) => {
  const file = path.join(unpacked, 'manifest.json');
  fs.writeFileSync(file, JSON.stringify(edit(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest)));
};

const restore = (file: string, force = false) => restoreBackup({ database: fresh.database, file, force });

describe('restore refuses', () => {
  it('a file with one byte flipped', async () => {
    const bytes = fs.readFileSync(good);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const file = path.join(dir, 'flipped.tar.gz');
    fs.writeFileSync(file, bytes);
    await expect(restore(file)).rejects.toThrow(/flipped\.tar\.gz is damaged or incomplete \(.+\); it cannot be restored\./);
  });

  it('a truncated file', async () => {
    const bytes = fs.readFileSync(good);
    const file = path.join(dir, 'truncated.tar.gz');
    fs.writeFileSync(file, bytes.subarray(0, bytes.length - 100));
    await expect(restore(file)).rejects.toThrow(/truncated\.tar\.gz is damaged or incomplete \(gzip: unexpected end of file\)/);
  });

  it('a file whose rows were altered after it was written', async () => {
    const file = await repacked('altered.tar.gz', (unpacked) => {
      const records = path.join(unpacked, 'tables/records.ndjson');
      fs.writeFileSync(records, fs.readFileSync(records, 'utf8').replace('"status":"Closed"', '"status":"New"'));
    });
    await expect(restore(file)).rejects.toThrow('altered.tar.gz failed its checksum: table records does not match the manifest');
  });

  it('a file whose manifest was altered', async () => {
    const file = await repacked('manifest-altered.tar.gz', (unpacked) => editManifest(unpacked, (m) => ({ ...m, appVersion: '9.9.9' })));
    await expect(restore(file)).rejects.toThrow('manifest-altered.tar.gz failed its checksum: its manifest does not match its checksum');
  });

  it('a backup taken at another schema version', async () => {
    const file = await repacked('old-schema.tar.gz', (unpacked) =>
      editManifest(unpacked, (m) => {
        const older = { ...m, schemaVersion: '0000_init', appVersion: '0.9.0' };
        return { ...older, checksum: manifestChecksum(older) };
      }),
    );
    await expect(restore(file)).rejects.toThrow(
      /old-schema\.tar\.gz was taken at schema version 0000_init \(app 0\.9\.0\), but this app is at schema version \d{4}_\w+/,
    );
  });

  it('a file that is not a backup, and a path with no file', async () => {
    const notTar = path.join(dir, 'notes.txt');
    fs.writeFileSync(notTar, 'just some text, not a backup\n');
    await expect(restore(notTar)).rejects.toThrow(/notes\.txt is damaged or incomplete/);
    const noManifest = await repacked('no-manifest.tar.gz', (unpacked) => fs.rmSync(path.join(unpacked, 'manifest.json')));
    await expect(restore(noManifest)).rejects.toThrow('no-manifest.tar.gz is not a backup of this site (it has no manifest.json).');
    await expect(restore(path.join(dir, 'missing.tar.gz'))).rejects.toThrow(/There is no backup file at .*missing\.tar\.gz\./);
  });

  it('left the database empty after every refusal', async () => {
    const rows = await snapshotRows(fresh.database);
    expect(Object.values(rows).flat()).toEqual([]);
  });
});

describe('a database that is not empty', () => {
  it('is refused without force, and replaced with it', async () => {
    await restore(good);
    const expected = await snapshotRows(source.database);
    expect(await snapshotRows(fresh.database)).toEqual(expected);
    // app_meta holds a row per schedule and the content version, activity_events a row per sign-in: how many depends on what ran by now.
    // The site content is seeded as one row (and one version) per kind.
    const kinds = SITE_CONTENT_KINDS.length;
    await expect(restore(good)).rejects.toThrow(
      new RegExp(
        `^The database is not empty \\(admins: 1, activity_events: \\d+, app_meta: \\d+, buyers: 3, buyer_contacts: 3, company_profile: 1, files: 5, records: 3, image_variants: 12, outbox: 6, products: 3, record_attachments: 2, record_events: 1, reference_counters: 2, site_content: ${kinds}, site_content_versions: ${kinds}\\)\\. Restoring replaces all of its data: run again with --force to do that\\.$`,
      ),
    );
    expect(await snapshotRows(fresh.database)).toEqual(expected);

    // Staff work on after the restore; --force puts the backup's data back exactly.
    await fresh.database.db.execute(sql`update records set status = 'Spam'`);
    await fresh.database.db.execute(sql`delete from products`);
    const replaced = await restore(good, true);
    expect(replaced.replaced).toBe(true);
    expect(await snapshotRows(fresh.database)).toEqual(expected);
  });
});
