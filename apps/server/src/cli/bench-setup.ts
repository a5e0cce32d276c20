/**
 * What the bench:* scripts share: their common options, a fresh database (an in-memory PGlite, or a throwaway
 * database on a PostgreSQL server, dropped afterwards), the app on it with a signed-in admin, and the timing
 * of API calls through app.inject (server time, no network).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { RATE_TABLES_SEED, quotationSaveBody, type QuotationSaveBody } from '@rp/contract';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { storedLines } from '../modules/estimates/index.js';

const ADMIN = { email: 'bench@example.in', password: 'Bench-Password-2026!' };

export interface BenchOptions {
  /** The size of the seeded data (the script's own option, e.g. --records). */
  count: number;
  runs: number;
  /** A PostgreSQL server to create the throwaway database on; none: an in-memory PGlite. */
  databaseUrl?: string;
  /** The script's on/off flags, by name. */
  flags: Record<string, boolean>;
}

/** Reads `--<countOption> N --runs N --database-url URL` and the script's own flags from the command line. */
export function benchOptions(countOption: string, defaultCount: number, flags: string[] = [], defaultRuns = 15): BenchOptions {
  const { values } = parseArgs({
    options: {
      [countOption]: { type: 'string', default: String(defaultCount) },
      runs: { type: 'string', default: String(defaultRuns) },
      'database-url': { type: 'string' },
      ...Object.fromEntries(flags.map((flag) => [flag, { type: 'boolean' as const, default: false }])),
    },
  });
  return {
    count: Number(values[countOption]),
    runs: Number(values.runs),
    databaseUrl: values['database-url'] as string | undefined,
    flags: Object.fromEntries(flags.map((flag) => [flag, values[flag] === true])),
  };
}

interface BenchTarget {
  database: Database;
  label: string;
  drop: () => Promise<void>;
}

async function openTarget(serverUrl: string | undefined): Promise<BenchTarget> {
  if (!serverUrl) return { database: await openDatabase({ pgliteDir: 'memory://' }), label: 'PGlite (in memory)', drop: async () => {} };
  const name = `rp_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    label: `PostgreSQL (${url.host})`,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface Bench {
  app: App;
  db: Database['db'];
  /** Which database the figures are for. */
  label: string;
}

/**
 * Runs `work` against the app on a fresh database (not seeded with the catalogue; the bench admin bootstrapped,
 * with a login limit the runs never reach), then closes the app and drops the database, also when it throws.
 */
export async function runBench(options: BenchOptions, appOptions: Partial<BuildAppOptions>, work: (bench: Bench) => Promise<void>): Promise<void> {
  const target = await openTarget(options.databaseUrl);
  const app = await buildApp({
    config: { ...loadConfig({}), adminEmail: ADMIN.email, adminPassword: ADMIN.password, loginRateLimit: 1e6 },
    database: target.database,
    seed: false,
    ...appOptions,
  });
  await app.ready();
  try {
    await work({ app, db: target.database.db, label: target.label });
  } finally {
    await app.close(); // closes the database too
    await target.drop();
  }
}

/** The bench admin's authorization header. */
export async function adminHeaders(app: App): Promise<{ authorization: string }> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
  return { authorization: `Bearer ${login.json<{ Token: string }>().Token}` };
}

/** A timed call: its name in the table, method, URL and JSON body (none for a GET). */
export type BenchCase = [name: string, method: 'GET' | 'POST', url: string, payload: object | undefined];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/** Prints each case's median and p95 server time over `runs` calls, and the rows it answered; a non-200 stops the bench. */
export async function timeCases(app: App, headers: { authorization: string }, runs: number, cases: BenchCase[]): Promise<void> {
  console.log(`\nserver time over ${runs} runs (ms)      median     p95   rows/total`);
  for (const [name, method, url, payload] of cases) {
    const times: number[] = [];
    let shape = '';
    // Two warm-up calls (JIT, plan cache) are not counted.
    for (let i = 0; i < runs + 2; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (i >= 2) times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      const answer = res.json<{ data: unknown; total?: number }>();
      shape = Array.isArray(answer.data) ? `${answer.data.length}/${answer.total ?? ''}` : '';
    }
    console.log(`${name.padEnd(36)} ${median(times).toFixed(1).padStart(7)} ${p95(times).toFixed(1).padStart(7)}   ${shape}`);
  }
}

/** One call's server time and answer size, e.g. a whole CSV export: "812 ms, 14.2 MiB". */
export async function timeOnce(app: App, headers: { authorization: string }, method: 'GET' | 'POST', url: string, payload?: object): Promise<string> {
  const t0 = performance.now();
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return `${(performance.now() - t0).toFixed(0)} ms, ${(res.rawPayload.length / 1048576).toFixed(1)} MiB`;
}

/** "in 12.3 s" since `start` (a performance.now()). */
export const secondsSince = (start: number) => `in ${((performance.now() - start) / 1000).toFixed(1)} s`;

/** A seeded quotation's stored content, as a save in Gujarat by a Regular supplier in rupees stores it. */
export function benchQuotationContent(body: QuotationSaveBody) {
  const parsed = quotationSaveBody.parse(body);
  return {
    buyer: parsed.Buyer,
    lines: storedLines(parsed.Lines, RATE_TABLES_SEED),
    charges: parsed.Charges,
    companyStateCode: '24',
    supplierRegistration: 'Regular' as const,
    currency: 'INR' as const,
  };
}
