import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { admins, jobSchedule, rateLimits, sessions } from '../../src/db/schema.js';
import { claimJob } from '../../src/lib/scheduler.js';
import { pruneExpired } from '../../src/modules/maintenance/prune.js';
import { ADMIN, setupApp, target, testConfig } from '../helpers.js';

const HOUR = 3600_000;
const ctx = await setupApp({}, { seed: false });
const db = ctx.database.db;
const [admin] = await db.select().from(admins).where(eq(admins.email, ADMIN.email));

/** Rows that must go (ended over a day ago) and rows that must stay, keyed by a label. */
async function insertAgedRows() {
  const ago = (ms: number) => new Date(Date.now() - ms);
  const label = randomUUID().slice(0, 8);
  const session = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
    id: `${label}-${name}`,
    adminId: admin!.id,
    expiresAt,
    revokedAt,
  });
  await db
    .insert(sessions)
    .values([
      session('expired-2-days', ago(48 * HOUR)),
      session('revoked-2-days', new Date(Date.now() + HOUR), ago(48 * HOUR)),
      session('expired-1-hour', ago(HOUR)),
      session('revoked-1-hour', new Date(Date.now() + HOUR), ago(HOUR)),
      session('live', new Date(Date.now() + HOUR)),
    ]);
  await db.insert(rateLimits).values([
    { key: `${label}|old`, windowStart: ago(25 * HOUR), count: 3 },
    { key: `${label}|current`, windowStart: ago(30 * 60_000), count: 3 },
  ]);
  const remaining = async () => ({
    sessions: (await db.select({ id: sessions.id }).from(sessions))
      .map((r) => r.id)
      .filter((id) => id.startsWith(label))
      .sort(),
    rateLimits: (await db.select({ key: rateLimits.key }).from(rateLimits))
      .map((r) => r.key)
      .filter((k) => k.startsWith(label))
      .sort(),
  });
  const kept = {
    sessions: ['expired-1-hour', 'live', 'revoked-1-hour'].map((n) => `${label}-${n}`),
    rateLimits: [`${label}|current`],
  };
  return { remaining, kept };
}

describe('pruning expired rows', () => {
  it('deletes sessions that ended and rate-limit windows that started over a day ago, nothing else', async () => {
    const rows = await insertAgedRows();
    const pruned = await pruneExpired(db);
    expect(pruned).toEqual({ sessions: 2, rateLimits: 1, buyerSessions: 0, signInLinks: 0 });
    expect(await rows.remaining()).toEqual(rows.kept);
  });

  it('gives each turn of a job to exactly one of many concurrent claimants', async () => {
    const claimAll = (n: number) => Promise.all(Array.from({ length: n }, () => claimJob(db, 'test-turns', HOUR)));
    expect((await claimAll(8)).filter(Boolean)).toHaveLength(1);
    expect((await claimAll(8)).filter(Boolean)).toHaveLength(0);
    // The turn comes due again: again one winner.
    await db
      .update(jobSchedule)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobSchedule.name, 'test-turns'));
    expect((await claimAll(8)).filter(Boolean)).toHaveLength(1);
  });

  it(`runs on a schedule in running apps that share one database (${target})`, async () => {
    const config = testConfig({ pruneIntervalMs: 200 });
    // Two more apps on the same database, as two more server processes would be.
    const others = await Promise.all([1, 2].map(() => buildApp({ config, database: ctx.database, seed: false, closeDatabase: false })));
    await db
      .update(jobSchedule)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobSchedule.name, 'prune'));
    const rows = await insertAgedRows();
    await Promise.all(others.map((app) => app.ready()));
    await vi.waitFor(async () => expect(await rows.remaining()).toEqual(rows.kept), { timeout: 10_000, interval: 50 });
    await Promise.all(others.map((app) => app.close()));
  });
});
