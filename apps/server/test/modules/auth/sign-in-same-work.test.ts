import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { admins } from '../../../src/db/schema.js';
import { createPasswordHasher, type PasswordHasher } from '../../../src/lib/passwords.js';
import { upsertAdmin } from '../../../src/modules/auth/admins.js';
import type { AuthCall } from '../../../src/modules/auth/auth-call.js';
import { afterFailedAttempt } from '../../../src/modules/auth/failed-attempt.js';
import { signIn } from '../../../src/modules/auth/sign-in.js';
import { setupApp } from '../../helpers.js';
import { countingDb } from '../../support/query-count.js';

/**
 * A wrong password for a real account and any password for an address without one do the same work (issue 45):
 * one password check at the configured cost (a dummy hash for the unknown address), one write of the attempt's
 * bookkeeping, one activity entry, then the same after-answer step. Compared by what runs, not by the clock
 * (`npm run bench -- --only probes` measures the medians).
 */
const ctx = await setupApp({}, { seed: false });
const db = ctx.database.db;
const PASSWORD = 'Knurled-Spindle-Harvest-71';

/** An AuthCall as the login route makes it, on a database that notes its statements and a hasher that notes its checks. */
function call(passwords: PasswordHasher) {
  const counted = countingDb(db);
  const verify = vi.spyOn(passwords, 'verify');
  verify.mockClear(); // one spy per hasher: this call's checks only
  const failed = vi.fn();
  const authCall: AuthCall = {
    db: counted.db,
    passwords,
    log: ctx.app.log,
    actor: (account, typedEmail = '') => ({ actorId: account?.id ?? null, actorEmail: account?.email ?? typedEmail, ip: '127.0.0.1' }),
    origin: { userAgent: 'test', ip: '127.0.0.1' },
    failed,
  };
  return { authCall, statements: counted.queries, verify, failed };
}

async function refused(passwords: PasswordHasher, Email: string) {
  const seen = call(passwords);
  await expect(signIn(seen.authCall, { Email, Password: 'not-the-password' }, 12)).rejects.toMatchObject({
    statusCode: 401,
    message: 'Invalid email or password.',
  });
  return seen;
}

describe('a wrong password and an unknown address (issue 45)', () => {
  it.each([
    ['low-for-tests', /^\$argon2id\$v=19\$m=1024,p=1,t=1\$/],
    ['owasp', /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/],
  ] as const)(
    'check a password at the configured cost (%s) on both paths: the account’s hash, or a dummy made at that cost',
    async (cost, params) => {
      const passwords = createPasswordHasher(cost);
      const email = `same.work.${cost}@example.com`;
      await upsertAdmin(db, email, PASSWORD, passwords);
      const [account] = await db.select().from(admins).where(eq(admins.email, email));

      const known = await refused(passwords, email);
      expect(known.verify.mock.calls).toEqual([['not-the-password', account!.passwordHash]]);
      const unknown = await refused(passwords, `nobody.${cost}@example.com`);
      expect(unknown.verify.mock.calls).toEqual([['not-the-password', await passwords.dummyHash()]]);
      expect(account!.passwordHash).toMatch(params);
      expect(await passwords.dummyHash()).toMatch(params);
    },
  );

  it('run the same statements: the lookup, one write counting the attempt, the activity entry; then the same after-answer step', async () => {
    const passwords = createPasswordHasher('low-for-tests');
    const email = 'same.statements@example.com';
    await upsertAdmin(db, email, PASSWORD, passwords);

    const known = await refused(passwords, email);
    const unknown = await refused(passwords, 'nobody.statements@example.com');
    for (const seen of [known, unknown]) {
      expect(seen.statements).toHaveLength(3);
      expect(seen.statements[0]).toMatch(/^select .* from "admins" where "admins"."email" = \$1/);
      expect(seen.statements[2]).toMatch(/^insert into "activity_events"/);
      expect(seen.failed).toHaveBeenCalledTimes(1);
    }
    // The account's own row, or the typed address's keyed row: each a single conditional write returning the run's count.
    expect(known.statements[1]).toMatch(/^update "admins" set "failed_sign_ins" = .* returning "failed_sign_ins"$/);
    expect(unknown.statements[1]!.trim()).toMatch(/^insert into rate_limits .* on conflict \(key\) do update .* returning count$/s);
    expect(known.failed.mock.calls[0]![0]).toMatchObject({ failures: 1, accountId: expect.any(String) });
    expect(unknown.failed.mock.calls[0]![0]).toEqual({ failures: 1, accountId: null });
  });

  it('take the same after-answer step: the throttle-mail transaction, which mails nobody below the limit', async () => {
    const transaction = vi.fn(async (work: (tx: unknown) => Promise<boolean>) => work({}));
    const app = { db: { transaction }, mail: { wake: vi.fn(), settings: { siteUrl: 'https://www.rpw.co.in' } } } as unknown as FastifyInstance;
    const request = { ip: '127.0.0.1', log: ctx.app.log } as FastifyRequest;
    for (const accountId of ['an-account-id', null]) {
      transaction.mockClear();
      afterFailedAttempt(app, request, { failures: 1, accountId });
      await new Promise((resolve) => setImmediate(resolve));
      expect(transaction, String(accountId)).toHaveBeenCalledTimes(1);
      expect(await transaction.mock.results[0]!.value).toBe(false);
    }
  });
});
