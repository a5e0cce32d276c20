import fs from 'node:fs';
import type { Product } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { rowsOf } from '../../../src/db/client.js';
import { createBackup } from '../../../src/modules/backups/create-backup.js';
import { restoreBackup } from '../../../src/modules/backups/restore-backup.js';
import { backedUpTables } from '../../../src/modules/backups/tables.js';
import { codeSchemaVersion } from '../../../src/modules/backups/versions.js';
import { setupApp, target, testConfig } from '../../helpers.js';
import { acceptedByStaff, dispatchBody, orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';
import { addSecondAdmin, fillWithStaffData, freshTarget, login, SECOND_ADMIN, snapshotRows, STAFF_TABLES, tempDir } from './fixtures.js';

const source = await setupApp();
const token = await source.login();
const staff = await fillWithStaffData(source.app, token);
// An accepted quotation with its order, part of it dispatched: the order tables carry rows too.
const staffApi = staffCalls(source, token);
const { quotation, order } = await acceptedByStaff(staffApi, source);
staff.quoteIds.push(quotation.LeadId!);
await orderOk(staffApi, '/order/dispatch', dispatchBody(order, { [order.Lines[0]!._id]: 1 }));
await addSecondAdmin(source.database);
const backupDir = tempDir('rp-backups-');
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

// The PostgreSQL run also restores an embedded-database backup into PostgreSQL: the format is portable.
const restoreInto: ('pglite' | 'postgres')[] = target === 'postgres' ? ['postgres', 'pglite'] : ['pglite'];

describe('backup', () => {
  it('backs up every table that holds staff data, and nothing that expires', () => {
    expect(backedUpTables().map((t) => t.name)).toEqual([...STAFF_TABLES]);
  });

  it('writes one compressed file whose manifest has the versions, counts and checksum', async () => {
    const result = await createBackup({ database: source.database, dir: backupDir, trigger: 'manual' });
    expect(fs.readdirSync(backupDir)).toEqual([result.file.split('/').at(-1)]);
    expect(result.manifest).toMatchObject({
      appVersion: '1.0.0',
      schemaVersion: codeSchemaVersion(),
      database: target,
      checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const counts = Object.fromEntries(result.manifest.tables.map((t) => [t.name, t.rows]));
    const rows = await snapshotRows(source.database);
    expect(counts).toEqual(Object.fromEntries(STAFF_TABLES.map((t) => [t, rows[t]!.length])));
    // The accepted quotation's lead, its sent PDF and its order acknowledgement (issue 46) are one record and two files more.
    expect(counts).toMatchObject({ admins: 2, files: 11, image_variants: 12, records: 8, quotations: 1, orders: 1, order_dispatches: 1 });
    // Uploaded files are incompressible here: the backup holds them at about their own size, not hex-doubled.
    // The images' AVIF and WebP copies (ADR 038) are already compressed: they count as uploaded bytes too.
    const [variantBytes] = rowsOf<{ n: string | number }>(
      await source.database.db.execute(sql`select coalesce(sum(size), 0) as n from image_variants`),
    );
    const uploaded = [...staff.drawings, ...staff.images].reduce((n, f) => n + f.bytes.length, 0) + Number(variantBytes!.n);
    expect(result.sizeBytes).toBeGreaterThan(uploaded);
    expect(result.sizeBytes).toBeLessThan(uploaded * 1.3);
  });
});

describe.each(restoreInto)(`restore of a ${target} backup into a fresh %s database`, (kind) => {
  it('brings back every record, file byte and login identically', async () => {
    const [file] = fs.readdirSync(backupDir);
    const fresh = await freshTarget(kind);
    try {
      const result = await restoreBackup({ database: fresh.database, file: `${backupDir}/${file}` });
      expect(result.replaced).toBe(false);
      const expected = await snapshotRows(source.database);
      expect(result.counts).toEqual(Object.fromEntries(STAFF_TABLES.map((t) => [t, expected[t]!.length])));
      expect(await snapshotRows(fresh.database)).toEqual(expected);

      // A server started on the restored database (no ADMIN_* settings) serves the same data and logins.
      const app = await buildApp({
        config: testConfig({ adminEmail: undefined, adminPassword: undefined }),
        database: fresh.database,
        closeDatabase: false,
      });
      try {
        const first = await login(app);
        expect(first.statusCode, first.body).toBe(200);
        expect((await login(app, SECOND_ADMIN.email, SECOND_ADMIN.password)).statusCode).toBe(200);
        expect((await login(app, SECOND_ADMIN.email, 'wrong-password-1')).statusCode).toBe(401);
        const auth = { authorization: `Bearer ${first.json().Token}` };
        for (const drawing of staff.drawings) {
          const res = await app.inject({ method: 'GET', url: drawing.url, headers: auth });
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.equals(drawing.bytes)).toBe(true);
        }
        for (const image of staff.images) {
          const res = await app.inject({ method: 'GET', url: image.url });
          expect(res.rawPayload.equals(image.bytes)).toBe(true);
        }
        const quotes = (await app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: auth, payload: {} })).json().data as { _id: string }[];
        expect(quotes.map((q) => q._id).sort()).toEqual([...staff.quoteIds].sort());
        // Restored, not re-seeded: the catalogue is exactly the source's.
        const restoredList = (await app.inject({ method: 'GET', url: '/api/v1/product/list' })).json().data as Product[];
        expect(restoredList).toEqual((await source.app.inject({ method: 'GET', url: '/api/v1/product/list' })).json().data);
        // The uploaded images' AVIF and WebP copies come back byte for byte, so the srcset keeps working.
        const variantUrls = restoredList.flatMap((p) => (p.ProductImageVariants ?? []).map((v) => v.url));
        expect(variantUrls).toHaveLength(staff.images.length * 4);
        for (const url of variantUrls) {
          const [restored, original] = [await app.inject({ method: 'GET', url }), await source.app.inject({ method: 'GET', url })];
          expect(restored.statusCode).toBe(200);
          expect(restored.rawPayload.equals(original.rawPayload)).toBe(true);
        }
      } finally {
        await app.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});
