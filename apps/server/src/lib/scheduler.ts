import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { jobSchedule } from '../db/schema.js';
import { PollLoop } from './poll-loop.js';

/** Periodic work: every process adds it to its scheduler; one process of all that share the database runs each turn. */
export interface ScheduledJob<T = unknown> {
  /** Its row in job_schedule, where the next due time is kept (so a name outlives versions). */
  name: string;
  /** A turn is due this long after the last one was claimed. */
  everyMs: number;
  /** One turn; a throw is logged and the next turn retries. */
  run(): Promise<T>;
}

export interface SchedulerOptions {
  /** How often the loop looks for due turns (a job due more often is looked for as often as it is due). */
  checkEveryMs?: number;
}

const oneTurnFromNow = (everyMs: number) => sql`now() + make_interval(secs => ${everyMs / 1000}::double precision)`;

/**
 * The one claim (ADR 075): takes this turn of a job for the calling process, or answers false when it is not
 * due. One upsert both checks the due time and moves it a period on, so of any number of processes sharing the
 * database exactly one wins each turn; a job without a row is due. Times come from the database clock.
 */
export async function claimJob(db: Db, name: string, everyMs: number): Promise<boolean> {
  const rows = await db
    .insert(jobSchedule)
    .values({ name, nextRunAt: oneTurnFromNow(everyMs) })
    .onConflictDoUpdate({ target: jobSchedule.name, set: { nextRunAt: sql`excluded.next_run_at` }, setWhere: lte(jobSchedule.nextRunAt, sql`now()`) })
    .returning({ name: jobSchedule.name });
  return rows.length === 1;
}

/** A period made shorter (e.g. BACKUP_EVERY_HOURS lowered) pulls the next turn in to at most one period away. */
async function pullIn(db: Db, name: string, everyMs: number): Promise<void> {
  await db
    .update(jobSchedule)
    .set({ nextRunAt: oneTurnFromNow(everyMs) })
    .where(and(eq(jobSchedule.name, name), gt(jobSchedule.nextRunAt, oneTurnFromNow(everyMs))));
}

/** One turn of `job` if this process wins it: the turn's result, or null when it was not due. */
export async function runIfDue<T>(db: Db, job: ScheduledJob<T>): Promise<T | null> {
  return (await claimJob(db, job.name, job.everyMs)) ? job.run() : null;
}

/**
 * A process's one loop for periodic work (ADR 075). Jobs are added before it starts; starting pulls shortened
 * periods in and claims every turn due then (the runs go on beside the loop), and the loop claims again every
 * check interval. A job runs one turn at a time in a process, and a slow or failing job holds up no other.
 * stop() lets the turns in hand finish.
 */
export class Scheduler {
  private readonly jobs: ScheduledJob[] = [];
  private readonly inHand = new Map<string, Promise<void>>();
  private loop: PollLoop | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly opts: SchedulerOptions = {},
  ) {}

  add(job: ScheduledJob): void {
    if (this.loop) throw new Error(`The scheduler has started: add the job ${job.name} before it starts.`);
    if (this.jobs.some((other) => other.name === job.name)) throw new Error(`The job ${job.name} is scheduled already.`);
    this.jobs.push(job);
  }

  /** Resolves once the turns due at start are claimed (not run: a backup must not hold up the start). */
  start(): Promise<void> {
    if (this.starting) return this.starting;
    const checkEveryMs = Math.min(this.opts.checkEveryMs ?? 60_000, ...this.jobs.map((job) => job.everyMs));
    const loop = (this.loop = new PollLoop(checkEveryMs, () => this.claimDue()));
    this.starting = (async () => {
      for (const job of this.jobs) await this.logged(job, () => pullIn(this.db, job.name, job.everyMs));
      await this.claimDue();
      loop.start({ sleepFirst: true });
    })();
    return this.starting;
  }

  /** Stops claiming and waits for the turns in hand. */
  async stop(): Promise<void> {
    await this.starting;
    await this.loop?.stop();
    await Promise.all(this.inHand.values());
  }

  /** Claims each due job not already running here and starts its turn; false: the loop sleeps until the next check. */
  private async claimDue(): Promise<boolean> {
    for (const job of this.jobs) {
      if (this.inHand.has(job.name)) continue;
      if (!(await this.logged(job, () => claimJob(this.db, job.name, job.everyMs)))) continue;
      // Run from the next microtask, so that the turn is in hand before it can finish.
      const turn = Promise.resolve()
        .then(() => job.run())
        .then(
          () => {},
          (err: unknown) => this.log.error({ err, job: job.name }, `scheduled job ${job.name} failed; its next turn retries`),
        )
        .finally(() => this.inHand.delete(job.name));
      this.inHand.set(job.name, turn);
    }
    return false;
  }

  /** A claim or pull-in whose failure (e.g. the database away) is logged, unless stopping, and counts as not due. */
  private async logged<T>(job: ScheduledJob, query: () => Promise<T>): Promise<T | undefined> {
    try {
      return await query();
    } catch (err) {
      if (!this.loop?.isStopped) this.log.error({ err, job: job.name }, `scheduler: the database did not answer for ${job.name}`);
      return undefined;
    }
  }
}
