import { afterAll, expect } from 'vitest';
import { API_BASE } from '@rp/contract';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { ADMIN, freshDatabase, target, testConfig, type TestContext } from '../helpers.js';
import { saveCompleteCompanyProfile } from './company-profile.js';

/**
 * Two server processes on one database, as in production behind a load balancer: on PostgreSQL each has its
 * own connection pool; on PGlite (one process only in production) they share the embedded database. Both
 * serve the production build of the web app (npm run build first), so public pages are the cached ones.
 * Closed after the test file.
 */
export async function setupTwoProcesses() {
  const fresh = await freshDatabase();
  const second = target === 'postgres' ? await openDatabase({ databaseUrl: fresh.url }) : fresh.database;
  const config = testConfig();
  const web = { mode: 'production' as const, siteUrl: config.siteUrl };
  const processA = await buildApp({ config, database: fresh.database, closeDatabase: false, web });
  const processB = await buildApp({ config, database: second, closeDatabase: false, web });
  afterAll(async () => {
    await processA.close();
    await processB.close();
    if (second !== fresh.database) await second.close();
    await fresh.database.close();
    await fresh.drop();
  });
  return { processA, processB };
}

export type ServerProcess = Awaited<ReturnType<typeof setupTwoProcesses>>['processA'];

/** The seeded Owner's bearer header, signed in on `app`. */
export async function ownerHeaders(app: ServerProcess) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json<{ Token: string }>().Token}` };
}

/**
 * Two API instances on one database, as two server processes would be (no web build): on PostgreSQL each
 * has its own connection pool (real concurrency); the embedded database has one owner, so there they share
 * it. Closed after the test file.
 */
export async function setupTwoInstances(): Promise<[TestContext, TestContext]> {
  const fresh = await freshDatabase();
  const second = target === 'postgres' ? await openDatabase({ databaseUrl: fresh.url! }) : fresh.database;
  async function instance(database: Database): Promise<TestContext> {
    const app = await buildApp({ config: testConfig(), database, closeDatabase: false, seed: false });
    await app.ready();
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const login = async () =>
      (await app.inject({ method: 'POST', url: `${API_BASE}/auth/login`, payload: { Email: ADMIN.email, Password: ADMIN.password } })).json()
        .Token as string;
    return { app, database, login, auth };
  }
  const a = await instance(fresh.database);
  const b = await instance(second);
  // Quotations that charge GST are sent by a company with a GSTIN.
  await saveCompleteCompanyProfile(fresh.database.db);
  afterAll(async () => {
    for (const i of [a, b]) await i.app.close();
    if (second !== fresh.database) await second.close();
    await fresh.database.close();
    await fresh.drop();
  });
  return [a, b];
}
