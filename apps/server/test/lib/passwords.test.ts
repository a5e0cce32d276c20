// @database-agnostic: password hashing, no database (the PGlite pass only)
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ARGON2_PARAMS, createPasswordHasher, HASHING_CONCURRENCY, hashingUsage } from '../../src/lib/passwords.js';

/** A hash as the app stored them before argon2id: scrypt$N$r$p$salt$hash. */
function legacyScryptHash(password: string, N: number) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it("a real configuration hashes with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane)", async () => {
    const config = loadConfig({});
    expect(config.passwordHashCost).toBe('owasp');
    const hash = await createPasswordHasher(config.passwordHashCost).hash('s3cret-Password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(ARGON2_PARAMS.owasp).toEqual({ memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
  });

  it('takes the test-only cost from PASSWORD_HASH_COST and refuses any other value with a clear message', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: 'low-for-tests' }).passwordHashCost).toBe('low-for-tests');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow('PASSWORD_HASH_COST must be one of owasp, low-for-tests, got "cheap".');
  });

  it('salts every hash, and verifies only the right password', async () => {
    const hasher = createPasswordHasher('low-for-tests');
    const [a, b] = [await hasher.hash('s3cret-Password'), await hasher.hash('s3cret-Password')];
    expect(a).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('s3cret-Password', a)).toBe(true);
    expect(await hasher.verify('s3cret-password', a)).toBe(false);
    expect(await hasher.verify('x', 'garbage')).toBe(false);
    expect(await hasher.verify('x', '$argon2id$v=19$m=1024,t=1,p=1$broken')).toBe(false);
  });

  it('verifies the scrypt hashes stored before, at any parameters, and marks them for an upgrade', async () => {
    const hasher = createPasswordHasher('owasp');
    for (const N of [2 ** 10, 2 ** 15]) {
      const legacy = legacyScryptHash('Old-Password-42', N);
      expect(await hasher.verify('Old-Password-42', legacy)).toBe(true);
      expect(await hasher.verify('Old-Password-43', legacy)).toBe(false);
      expect(hasher.needsRehash(legacy)).toBe(true);
    }
    // Absurd parameters in a stored hash are refused, not allocated.
    expect(await hasher.verify('x', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('upgrades weaker argon2id hashes only: a production server rehashes a test-cost hash, never the reverse', async () => {
    const [owasp, low] = [createPasswordHasher('owasp'), createPasswordHasher('low-for-tests')];
    const [strong, weak] = [await owasp.hash('Some-Password-1'), await low.hash('Some-Password-1')];
    expect(owasp.needsRehash(weak)).toBe(true);
    expect(owasp.needsRehash(strong)).toBe(false);
    expect(low.needsRehash(strong)).toBe(false);
    expect(low.needsRehash(weak)).toBe(false);
  });

  it(`runs at most ${HASHING_CONCURRENCY} hashes at once in a process and queues the rest: 50 at once all answer right`, async () => {
    const hasher = createPasswordHasher('low-for-tests');
    const stored = await hasher.hash('Queue-Password-7');
    const checks = Array.from({ length: 50 }, (_, i) => hasher.verify(i % 2 ? 'Queue-Password-7' : 'wrong', stored));
    expect(hashingUsage().waiting).toBeGreaterThanOrEqual(50 - HASHING_CONCURRENCY);
    const results = await Promise.all(checks);
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i % 2 === 1));
    expect(hashingUsage().peak).toBe(HASHING_CONCURRENCY);
    expect(hashingUsage()).toMatchObject({ running: 0, waiting: 0 });
  });
});
