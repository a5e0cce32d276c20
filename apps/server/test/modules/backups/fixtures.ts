import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInquiry, buildProduct, buildQuote, toDataUrl } from '@rp/contract/testing';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import type { App } from '../../../src/app.js';
import { openDatabase, rowsOf, type Database } from '../../../src/db/client.js';
import { upsertAdmin } from '../../../src/modules/auth/admins.js';
import { backedUpTables } from '../../../src/modules/backups/tables.js';
import { ADMIN, freshDatabase } from '../../helpers.js';

/** The tables a backup must carry, listed here by hand so a new table cannot slip past the tests. */
export const STAFF_TABLES = [
  'admins',
  'account_tokens',
  'activity_events',
  'app_meta',
  'buyers',
  'buyer_contacts',
  'company_profile',
  'files',
  'drawing_measures',
  'estimate_rates',
  'records',
  'idempotency_keys',
  'image_variants',
  'quotations',
  'orders',
  'order_dispatches',
  'invoices',
  'order_lines',
  'order_dispatch_lines',
  'order_events',
  'outbox',
  'payments',
  'products',
  'proformas',
  'record_attachments',
  'record_events',
  'recovery_codes',
  'reference_counters',
  'site_content',
  'site_content_versions',
] as const;

export const SECOND_ADMIN = { email: 'sales@example.com', password: 'Second-Admin-Pass-42' };

export interface Target {
  database: Database;
  /** PGlite: its data directory; PostgreSQL: its URL. */
  where: string;
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

/** A brand-new empty database of the given kind: an on-disk PGlite data directory or a PostgreSQL database. */
export async function freshTarget(kind: 'pglite' | 'postgres'): Promise<Target> {
  if (kind === 'postgres') {
    const fresh = await freshDatabase();
    return {
      database: fresh.database,
      where: fresh.url!,
      reopen: () => openDatabase({ databaseUrl: fresh.url }),
      drop: async () => {
        await fresh.database.close().catch(() => {});
        await fresh.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-restore-target-'));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  return {
    database,
    where: dir,
    reopen: () => openDatabase({ pgliteDir: path.join(dir, 'pglite') }),
    drop: async () => {
      await database.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export interface StaffData {
  drawings: { url: string; bytes: Buffer }[];
  images: { url: string; bytes: Buffer }[];
  quoteIds: string[];
}

/** Leads with drawings, an inquiry, products with uploaded images, and a second admin, through the API. */
export async function fillWithStaffData(app: App, token: string, leads = 6): Promise<StaffData> {
  const auth = { authorization: `Bearer ${token}` };
  const data: StaffData = { drawings: [], images: [], quoteIds: [] };
  let first: Record<string, unknown> | undefined;
  for (let i = 0; i < leads; i += 1) {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(20_000 + i * 7_000)]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/quote/save',
      payload: buildQuote({ MediaFileName: `drawing-${i}.pdf`, MediaFileBody: toDataUrl('application/pdf', bytes) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json().data;
    first ??= quote;
    data.quoteIds.push(quote._id);
    data.drawings.push({ url: quote.Attachment.url, bytes });
  }
  const closed = await app.inject({ method: 'POST', url: '/api/v1/quote/save', headers: auth, payload: { ...first, Status: 'Closed' } });
  expect(closed.statusCode, closed.body).toBe(200);
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/inquery/save',
        payload: buildInquiry({ Message: 'Unicode: ₹ 1,200 — “quotes”, tab\tand newline\n' }),
      })
    ).statusCode,
  ).toBe(201);
  for (let i = 0; i < 3; i += 1) {
    // A real JPEG (sharp makes its copies from it) that does not compress, like a photo: a small picture
    // carrying random bytes in an application segment, which decoders skip (copies stay small).
    const picture = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#1e3a5f' } })
      .jpeg()
      .toBuffer();
    const noise = randomBytes(30_000 + i * 5_000);
    const segment = Buffer.concat([Buffer.from([0xff, 0xe9, (noise.length + 2) >> 8, (noise.length + 2) & 0xff]), noise]);
    const bytes = Buffer.concat([picture.subarray(0, 2), segment, picture.subarray(2)]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/product/save',
      headers: auth,
      payload: buildProduct({
        ProductImagesType: 'UploadImage',
        ProductImages: toDataUrl('image/jpeg', bytes),
        ProductMediaFileName: `part-${i}.jpg`,
        Tags: ['New', 'Popular'],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    data.images.push({ url: res.json().data.ProductImages, bytes });
  }
  // The thumbnail worker updates the drawings' rows once: let it finish so backups see settled rows.
  await vi.waitFor(
    async () => {
      const [row] = rowsOf<{ n: string | number }>(await app.db.execute(sql`select count(*) as n from files where thumbnail_status = 'pending'`));
      expect(Number(row?.n)).toBe(0);
    },
    { timeout: 120_000, interval: 200 },
  );
  return data;
}

export async function addSecondAdmin(database: Database) {
  await upsertAdmin(database.db, SECOND_ADMIN.email, SECOND_ADMIN.password);
}

/** Every staff table's rows as PostgreSQL prints them (UTC, hex bytea, microseconds), in key order. */
export async function snapshotRows(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local bytea_output = 'hex'`);
    const out: Record<string, string[]> = {};
    for (const table of STAFF_TABLES) {
      const key = backedUpTables().find((t) => t.name === table)!.orderBy;
      const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`select t::text as row from ${table} t order by ${key}`)));
      out[table] = rows.map((r) => r.row);
    }
    return out;
  });
}

export async function login(app: App, email = ADMIN.email, password = ADMIN.password) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: email, Password: password } });
}
