import { count, eq } from 'drizzle-orm';
import { DEFAULT_ADMIN_EMAIL } from '@rp/contract';
import { generateSecret } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { admins } from '../../src/db/schema.js';
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

describe('ADMIN_EMAIL and ADMIN_PASSWORD once accounts exist', () => {
  it('create the first Owner on an empty database only; later starts change nothing, two-factor sign-in included', async () => {
    const { database, drop } = await freshDatabase();
    const start = async (adminPassword: string) => {
      let result: AdminBootstrapResult | undefined;
      const app = await buildApp({
        config: testConfig({ adminEmail: 'first.owner@example.com', adminPassword }),
        database,
        closeDatabase: false,
        seed: false,
        onAdminBootstrap: (r) => (result = r),
      });
      return { app, result: result! };
    };
    try {
      const first = await start('First-Owner-Password-1');
      expect(first.result).toEqual({ action: 'configured', email: 'first.owner@example.com' });
      const [owner] = await database.db.select().from(admins);
      expect(owner).toMatchObject({ email: 'first.owner@example.com', role: 'Owner', status: 'active' });
      expect((await login(first.app, 'first.owner@example.com', 'First-Owner-Password-1')).statusCode).toBe(200);
      await first.app.close();

      // The Owner turns on two-factor sign-in; someone then restarts the server with another password in the variable.
      await database.db.update(admins).set({ totpSecret: generateSecret(), totpEnabledAt: new Date() }).where(eq(admins.id, owner!.id));
      const second = await start('Attacker-Chosen-Password-2');
      try {
        expect(second.result).toEqual({ action: 'none' });
        expect((await login(second.app, 'first.owner@example.com', 'Attacker-Chosen-Password-2')).statusCode).toBe(401);
        const stillTwoFactor = await login(second.app, 'first.owner@example.com', 'First-Owner-Password-1');
        expect(stillTwoFactor.statusCode).toBe(401);
        expect(stillTwoFactor.json().TwoFactorRequired).toBe(true);
        expect(await database.db.select({ n: count() }).from(admins)).toEqual([{ n: 1 }]);
      } finally {
        await second.app.close();
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
