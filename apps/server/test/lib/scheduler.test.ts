import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { jobSchedule } from '../../src/db/schema.js';
import type { ScheduledJob } from '../../src/lib/scheduler.js';
import { captureLogs, freshDatabase, target, testConfig } from '../helpers.js';

/**
 * Two app instances on one database, as two server processes would be: on PostgreSQL each has its own
 * connection pool (real concurrency); the embedded database has one owner, so there they share it.
 */
const fresh = await freshDatabase();
const second = target === 'postgres' ? await openDatabase({ databaseUrl: fresh.url! }) : fresh.database;
const db = fresh.database.db;
afterAll(async () => {
  if (second !== fresh.database) await second.close();
  await fresh.database.close();
  await fresh.drop();
});

const HOUR = 3600_000;

/** An app on this file's database with `jobs` added to its scheduler, which looks for due turns every `checkEveryMs`. */
async function appWith(database: Database, jobs: ScheduledJob[], opts: { checkEveryMs?: number; logger?: object } = {}): Promise<App> {
  const app = await buildApp({
    config: testConfig(),
    database,
    closeDatabase: false,
    seed: false,
    scheduler: { checkEveryMs: opts.checkEveryMs },
    logger: opts.logger,
  });
  for (const job of jobs) app.scheduler.add(job);
  return app;
}

/** A job that notes each of its runs as `<name>:<who>`. */
const noting = (runs: string[], who: string, name: string, everyMs: number): ScheduledJob => ({
  name,
  everyMs,
  run: async () => void runs.push(`${name}:${who}`),
});

const secondsToNextTurn = async (name: string) => {
  const [row] = await db
    .select({ seconds: sql<number>`extract(epoch from ${jobSchedule.nextRunAt} - now())` })
    .from(jobSchedule)
    .where(eq(jobSchedule.name, name));
  return Number(row!.seconds);
};

describe(`the scheduler of two apps on one database (${target})`, () => {
  it('runs each due turn of a job once, in one of them: at start, then once per period', async () => {
    const runs: string[] = [];
    const apps = await Promise.all(
      [fresh.database, second].map((database, i) =>
        appWith(database, [noting(runs, `app${i}`, 'hourly', HOUR), noting(runs, `app${i}`, 'often', 400)], { checkEveryMs: 25 }),
      ),
    );
    const started = Date.now();
    await Promise.all(apps.map((app) => app.ready()));
    const often = () => runs.filter((run) => run.startsWith('often:'));
    await vi.waitFor(() => expect(often().length).toBeGreaterThanOrEqual(4), { timeout: 30_000, interval: 25 });
    await Promise.all(apps.map((app) => app.close()));
    const elapsed = Date.now() - started;

    // Both apps started with the hourly job due: one ran it.
    expect(runs.filter((run) => run.startsWith('hourly:'))).toHaveLength(1);
    // Turns of the 400 ms job are at least 400 ms apart (database clock), however often the two apps look.
    expect(often().length).toBeLessThanOrEqual(Math.floor(elapsed / 400) + 1);
    expect(await secondsToNextTurn('hourly')).toBeGreaterThan(3590);
  });

  it('logs a failing job and retries it next turn; a failing or slow job holds up no other', async () => {
    const logs = captureLogs('error');
    const runs: string[] = [];
    let release = () => {};
    const slowRelease = new Promise<void>((resolve) => (release = resolve));
    const jobs: ScheduledJob[] = [
      {
        name: 'broken',
        everyMs: 200,
        async run() {
          runs.push('broken');
          throw new Error('the disk is full');
        },
      },
      {
        name: 'slow',
        everyMs: 200,
        async run() {
          runs.push('slow');
          await slowRelease;
        },
      },
      noting(runs, 'app', 'steady', 200),
    ];
    const app = await appWith(fresh.database, jobs, { checkEveryMs: 25, logger: logs.logger });
    await app.ready();
    const count = (name: string) => runs.filter((run) => run.startsWith(name)).length;
    await vi.waitFor(
      () => {
        expect(count('broken')).toBeGreaterThanOrEqual(3);
        expect(count('steady')).toBeGreaterThanOrEqual(3);
      },
      { timeout: 30_000, interval: 25 },
    );
    // The slow job's first turn is still in hand: this process took no second one meanwhile.
    expect(count('slow')).toBe(1);
    release();
    await app.close();
    const failures = logs
      .text()
      .split('\n')
      .filter((line) => line.includes('scheduled job broken failed; its next turn retries'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(failures[0]!)).toMatchObject({ level: 50, job: 'broken', err: { message: 'the disk is full' } });
  });

  it('close waits for the turn in hand', async () => {
    const events: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const long: ScheduledJob = {
      name: 'long',
      everyMs: HOUR,
      async run() {
        events.push('started');
        await released;
        await delay(200); // the rest of its work
        await db.execute(sql`select 1`);
        events.push('finished');
      },
    };
    const app = await appWith(fresh.database, [long]);
    // Added after the scheduler's hook, so it runs before it (onClose hooks run last-added first).
    app.addHook('onClose', async () => {
      events.push('closing');
      release();
    });
    await app.ready();
    await vi.waitFor(() => expect(events).toEqual(['started']), { timeout: 10_000, interval: 10 });
    await app.close();
    events.push('closed');
    expect(events).toEqual(['started', 'closing', 'finished', 'closed']);
  });

  it('a shorter period pulls the next turn in as an app starts; a longer one leaves it', async () => {
    const runs: string[] = [];
    const first = await appWith(fresh.database, [noting(runs, 'first', 'resized', 24 * HOUR)]);
    await first.ready();
    await first.close();
    expect(runs).toEqual(['resized:first']);
    expect(await secondsToNextTurn('resized')).toBeGreaterThan(24 * 3600 - 10);

    const shorter = await appWith(fresh.database, [noting(runs, 'shorter', 'resized', HOUR)]);
    await shorter.ready();
    await shorter.close();
    expect(await secondsToNextTurn('resized')).toBeGreaterThan(3590);
    expect(await secondsToNextTurn('resized')).toBeLessThanOrEqual(3600);

    const longer = await appWith(fresh.database, [noting(runs, 'longer', 'resized', 48 * HOUR)]);
    await longer.ready();
    await longer.close();
    expect(await secondsToNextTurn('resized')).toBeLessThanOrEqual(3600);
    // Pulled in, not taken: the turn is not due yet.
    expect(runs).toEqual(['resized:first']);
  });

  it('takes jobs only before it starts, and each name once', async () => {
    const app = await appWith(fresh.database, []);
    const job = noting([], 'app', 'late-comer', HOUR);
    app.scheduler.add(job);
    expect(() => app.scheduler.add(job)).toThrow('The job late-comer is scheduled already.');
    await app.ready();
    expect(() => app.scheduler.add({ ...job, name: 'too-late' })).toThrow('The scheduler has started: add the job too-late before it starts.');
    await app.close();
  });
});
