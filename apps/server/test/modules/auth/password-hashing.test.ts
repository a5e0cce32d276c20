import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '../../../src/db/schema.js';
import { createPasswordHasher, HASHING_CONCURRENCY, hashingUsage } from '../../../src/lib/passwords.js';
import { upsertAdmin } from '../../../src/modules/auth/admins.js';
import { buildApp } from '../../../src/app.js';
import { ADMIN, setupApp, testConfig } from '../../helpers.js';

const ctx = await setupApp({}, { seed: false });
const db = ctx.database.db;
const login = (Email: string, Password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email, Password, RoleType: 'admin' } });
const storedHash = async (email: string) => (await db.select().from(admins).where(eq(admins.email, email)))[0]!.passwordHash!;

/** How the app stored passwords before argon2id (scrypt$N$r$p$salt$hash). */
function scryptHash(password: string, N: number) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes at sign-in', () => {
  it('accepts a scrypt hash stored before, and replaces it with argon2id at the next successful sign-in only', async () => {
    const email = 'legacy.hash@example.com';
    await upsertAdmin(db, email, 'placeholder-password', createPasswordHasher('low-for-tests'));
    const legacy = scryptHash('Legacy-Lathe-Password-3', 2 ** 14);
    await db.update(admins).set({ passwordHash: legacy }).where(eq(admins.email, email));

    expect((await login(email, 'not-the-password')).statusCode).toBe(401);
    expect(await storedHash(email)).toBe(legacy);
    expect((await login(email, 'Legacy-Lathe-Password-3')).statusCode).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect((await login(email, 'Legacy-Lathe-Password-3')).statusCode).toBe(200);
    expect(await storedHash(email)).toBe(upgraded);
  });

  it('upgrades a hash of lower cost than the configured one (a test-cost hash on a production server)', async () => {
    const email = 'cheap.hash@example.com';
    await upsertAdmin(db, email, 'Cheap-Hash-Password-5', createPasswordHasher('low-for-tests'));
    const production = await buildApp({
      config: testConfig({ passwordHashCost: 'owasp' }),
      database: ctx.database,
      closeDatabase: false,
      seed: false,
    });
    try {
      const res = await production.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { Email: email, Password: 'Cheap-Hash-Password-5' },
      });
      expect(res.statusCode).toBe(200);
      expect(await storedHash(email)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      await production.close();
    }
  });

  it(`answers 50 parallel sign-ins correctly while hashing at most ${HASHING_CONCURRENCY} passwords at once`, async () => {
    // Forty accounts (the per-account limit refuses more than five attempts at once on one account) and ten unknown addresses.
    const hasher = createPasswordHasher('low-for-tests');
    const emails = Array.from({ length: 40 }, (_, i) => `parallel.${i}@example.com`);
    for (const email of emails) await upsertAdmin(db, email, ADMIN.password, hasher);
    expect(hashingUsage().peak).toBeLessThanOrEqual(HASHING_CONCURRENCY);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 4 ? login(`nobody.${i}@example.com`, ADMIN.password) : login(emails[i - Math.floor(i / 5)]!, ADMIN.password),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 50 }, (_, i) => (i % 5 === 4 ? 401 : 200)));
    expect(new Set(answers.filter((res) => res.statusCode === 200).map((res) => res.json().Token)).size).toBe(40);
    expect(hashingUsage().peak).toBe(HASHING_CONCURRENCY);
  });
});
