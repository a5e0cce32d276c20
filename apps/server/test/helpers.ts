import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';
import { buildApp, loggerOptions, type App, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { builtModule } from './support/server-build.js';

export const ADMIN = { email: 'admin@example.com', password: 'Correct-Horse-Battery-9' };

/** Where tests run: a fresh in-memory PGlite, or a fresh database on TEST_DATABASE_URL's server. */
export const target = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The migrated data directory image of test/global-setup.ts, read once per test file. */
let pgliteImage: Blob | undefined;

/**
 * Opens a brand-new database and returns it with a function that removes it: a copy of the run's
 * migrated template (test/global-setup.ts), or with `empty: true` one without any table (to test
 * the migrations themselves).
 */
export async function freshDatabase({ empty = false } = {}): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (!empty) pgliteImage ??= new Blob([readFileSync(inject('pgliteImage'))]);
    const database = await openDatabase({ pgliteDir: 'memory://', loadDataDir: empty ? undefined : pgliteImage });
    return { database, drop: async () => {} };
  }
  const name = `rp_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(empty ? `create database ${name}` : `create database ${name} template ${inject('templateDatabase')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The configuration of an API test: ADMIN is the Owner the first start creates on the fresh database, and
 * passwords are hashed at the cheap test cost (argon2id at 1 MiB, 1 pass: about 1 ms instead of ~40 for the
 * API tests' ~400 sign-ins). test/lib/passwords.test.ts checks that a real configuration hashes at OWASP's.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    submitRateLimit: 10_000,
    loginRateLimit: 10_000,
    passwordHashCost: 'low-for-tests',
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  database: Database;
  login(): Promise<string>;
  auth(token: string): { authorization: string };
}

/** Builds the app on a fresh database for this test file (its first start creates ADMIN); closes everything after the file. */
export async function setupApp(
  overrides: Partial<Config> = {},
  opts: Pick<BuildAppOptions, 'seed' | 'logger' | 'web' | 'thumbnails'> = {},
): Promise<TestContext> {
  const { database, drop } = await freshDatabase();
  const config = testConfig(overrides);
  const thumbnails = { childEntry: builtModule('modules/thumbnails/child.ts'), ...opts.thumbnails };
  const app = await buildApp({ config, database, ...opts, thumbnails });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await drop();
  });
  return {
    app,
    database,
    async login() {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { Email: ADMIN.email, Password: ADMIN.password, RoleType: 'admin' },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json<{ Token: string }>().Token;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
  };
}

/** The production logger configuration writing into memory, so a test can read every line logged. */
export function captureLogs(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { logger: { ...(loggerOptions(level) as object), stream }, text: () => lines.join('') };
}

/** The app on a fresh database, listening on a random port of 127.0.0.1 (real sockets, real timeouts). */
export async function setupListeningApp(overrides: Partial<Config> = {}, opts: { logger?: BuildAppOptions['logger'] } = {}) {
  const ctx = await setupApp(overrides, { seed: false, logger: opts.logger });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return { ...ctx, port: address.port, origin: `http://127.0.0.1:${address.port}` };
}
