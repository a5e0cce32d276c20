import { DEFAULT_ADMIN_EMAIL } from '@rp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { AdminBootstrapResult } from '../../src/modules/auth/admins.js';
import { upsertAdmin } from '../../src/modules/auth/admins.js';
import { freshDatabase, testConfig } from '../helpers.js';

/** The app as a newcomer starts it: no ADMIN_EMAIL, no ADMIN_PASSWORD, an empty database. */
async function firstStart() {
  const { database, drop } = await freshDatabase();
  let bootstrap: AdminBootstrapResult | undefined;
  const app = await buildApp({
    config: testConfig({ adminEmail: undefined, adminPassword: undefined }),
    database,
    seed: false,
    onAdminBootstrap: (result) => (bootstrap = result),
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });
  return { app, database, bootstrap: bootstrap! };
}

const login = (app: App, Email: string, Password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email, Password, RoleType: 'admin' } });

describe('the admin created on first start', () => {
  const started = firstStart();

  it('is admin@localhost with a generated password, and that login works', async () => {
    const { app, bootstrap } = await started;
    expect(bootstrap.action).toBe('generated');
    expect(bootstrap.email).toBe(DEFAULT_ADMIN_EMAIL);
    const res = await login(app, bootstrap.email!, bootstrap.generatedPassword!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Token).toEqual(expect.any(String));
  });

  it('can log in after its password is reset, with the new password only', async () => {
    const { app, database, bootstrap } = await started;
    expect(await upsertAdmin(database.db, DEFAULT_ADMIN_EMAIL, 'A-New-Password-77')).toBe('updated');
    expect((await login(app, DEFAULT_ADMIN_EMAIL, 'A-New-Password-77')).statusCode).toBe(200);
    expect((await login(app, DEFAULT_ADMIN_EMAIL, bootstrap.generatedPassword!)).statusCode).toBe(401);
  });
});

describe('ADMIN_EMAIL', () => {
  it('is refused at start when login could not accept it, with a clear message', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin at example.com' })).toThrow(
      'ADMIN_EMAIL must be an e-mail address (text@host), got "admin at example.com".',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'no-at-sign' })).toThrow(/ADMIN_EMAIL must be an e-mail address/);
  });

  it('without a dot in its host is accepted, and that admin can log in', async () => {
    const config = loadConfig({ ADMIN_EMAIL: ' Ops@Plant ', ADMIN_PASSWORD: 'Plant-Floor-Secret-1' });
    expect(config.adminEmail).toBe('ops@plant');
    const { database, drop } = await freshDatabase();
    const app = await buildApp({
      config: { ...testConfig(), adminEmail: config.adminEmail, adminPassword: config.adminPassword },
      database,
      seed: false,
    });
    try {
      expect((await login(app, 'OPS@plant', 'Plant-Floor-Secret-1')).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});
