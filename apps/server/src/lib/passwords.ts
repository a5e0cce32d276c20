import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/** PASSWORD_HASH_COST: `owasp` everywhere real; `low-for-tests` only so test fixtures sign in cheaply (ADR 060). */
export const PASSWORD_HASH_COSTS = ['owasp', 'low-for-tests'] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];

/** argon2id parameters: OWASP's recommendation (19 MiB, 2 passes, 1 lane), and a cheap one for tests. */
export const ARGON2_PARAMS = {
  owasp: { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 },
  'low-for-tests': { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const satisfies Record<PasswordHashCost, { memoryCost: number; timeCost: number; parallelism: number }>;

/**
 * Hashes (and checks) running at once in this process; the rest wait their turn. 50 parallel sign-ins then
 * hold 2 x 19 MiB of hashing memory, not 50 x, and leave libuv's other threads to files and compression.
 */
export const HASHING_CONCURRENCY = 2;
const limit = pLimit(HASHING_CONCURRENCY);
const usage = { running: 0, peak: 0 };

/** How many hashes run now and the most that ever ran at once in this process (for tests and diagnostics). */
export const hashingUsage = () => ({ ...usage, waiting: limit.pendingCount });

function bounded<T>(work: () => Promise<T>): Promise<T> {
  return limit(async () => {
    usage.running += 1;
    usage.peak = Math.max(usage.peak, usage.running);
    try {
      return await work();
    } finally {
      usage.running -= 1;
    }
  });
}

const normalize = (password: string) => password.normalize('NFKC');

/** Hashes stored before argon2id: scrypt$N$r$p$saltBase64$hashBase64, any parameters (checked, then upgraded). */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, saltB64, hashB64] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  // Sane bounds: a stored hash is no reason to allocate gigabytes.
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 20 || !Number.isInteger(R) || R < 1 || R > 32 || !Number.isInteger(P) || P < 1 || P > 16)
    return Promise.resolve(false);
  if (!saltB64 || !hashB64) return Promise.resolve(false);
  const expected = Buffer.from(hashB64, 'base64');
  return new Promise((resolve) => {
    const options = { N, r: R, p: P, maxmem: 128 * N * R * P + 16 * 1024 * 1024 };
    scryptCb(normalize(password), Buffer.from(saltB64, 'base64'), expected.length || 64, options, (err, key) =>
      resolve(!err && expected.length > 0 && key.length === expected.length && timingSafeEqual(key, expected)),
    );
  });
}

export interface PasswordHasher {
  readonly cost: PasswordHashCost;
  /** argon2id at this hasher's cost, as a PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
  hash(password: string): Promise<string>;
  /** Checks against an argon2id or an older scrypt hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when `stored` is not argon2id at this hasher's parameters: hash again after a successful check. */
  needsRehash(stored: string): boolean;
  /** A hash of a random password at this cost: checked for unknown e-mails, so they take as long as real ones. */
  dummyHash(): Promise<string>;
}

const dummies = new Map<PasswordHashCost, Promise<string>>();

export function createPasswordHasher(cost: PasswordHashCost = 'owasp'): PasswordHasher {
  const params = ARGON2_PARAMS[cost];
  const hasher: PasswordHasher = {
    cost,
    hash: (password) => bounded(() => argon2.hash(normalize(password), { type: argon2.argon2id, ...params })),
    verify: (password, stored) =>
      bounded(async () => {
        if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
        if (!stored.startsWith('$argon2')) return false;
        return argon2.verify(stored, normalize(password)).catch(() => false);
      }),
    needsRehash(stored) {
      // Upgrades only: an older scheme, version or weaker parameters (a stronger hash is kept as it is).
      const [, id, version, settings] = stored.split('$');
      if (id !== 'argon2id' || version !== 'v=19' || !settings) return true;
      const found = Object.fromEntries(settings.split(',').map((pair) => pair.split('=')));
      return !(Number(found.m) >= params.memoryCost && Number(found.t) >= params.timeCost);
    },
    dummyHash() {
      let dummy = dummies.get(cost);
      if (!dummy) dummies.set(cost, (dummy = hasher.hash(randomBytes(18).toString('base64url'))));
      return dummy;
    },
  };
  return hasher;
}

/** A readable random password for a generated admin account. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
