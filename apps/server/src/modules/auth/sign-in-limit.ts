import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { admins, type Admin } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import { sha256Hex } from '../../lib/tokens.js';

/**
 * The per-account limit (ADR 060): the first FREE_FAILURES failed attempts of a run cost nothing; from the
 * FREE_FAILURES-th on, each failure blocks the account's next attempt for 1, 2, 4, 8, then 15 minutes at most.
 * Attempts during a block are refused without being counted, so a stranger keeps an account out for
 * 15 minutes per try at worst. A success ends the run; so does a day without attempts.
 */
export const FREE_FAILURES = 5;
export const MAX_BLOCK_MINUTES = 15;

/** An attempt that may go ahead; `failures` counts it already (it is undone by a success or a release). */
export interface Attempt {
  failures: number;
  /** The account's id, or null for an address without an account (counted by its hash instead). */
  accountId: string | null;
}

const blockMinutes = (failures: SQL) =>
  sql`case when ${failures} >= ${FREE_FAILURES} then least(${MAX_BLOCK_MINUTES}, power(2, least(${failures} - ${FREE_FAILURES}, 10)))::int else 0 end`;

/** The key of an address without an account in rate_limits (its window_start: when the last attempt was counted). */
const unknownKey = (email: string) => `account-sign-in|${sha256Hex(email.trim().toLowerCase())}`;

function tooMany(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return new HttpError(429, `Too many failed attempts to sign in to this account. Please wait ${wait} and try again.`, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(seconds))),
  });
}

/**
 * Counts an attempt for the account (or the typed address when there is none) before the password or code
 * is checked, in one conditional statement: parallel requests and processes each get their own count, and
 * none gets through while a block lasts. Throws the 429 during a block. Unknown addresses are counted and
 * blocked the same way, so the answers tell nothing about which addresses have an account.
 */
export async function startAttempt(db: Db, account: Pick<Admin, 'id'> | null, typedEmail: string): Promise<Attempt> {
  if (account) {
    const restart = sql`${admins.signInBlockedUntil} < now() - interval '1 day'`;
    const failures = sql`(case when ${restart} then 1 else ${admins.failedSignIns} + 1 end)`;
    const [claimed] = await db
      .update(admins)
      .set({
        failedSignIns: failures,
        // Below the threshold this is now(): no block, but when the run's last attempt was (to forget it).
        signInBlockedUntil: sql`now() + ${blockMinutes(failures)} * interval '1 minute'`,
        throttleMailedAt: sql`case when ${restart} then null else ${admins.throttleMailedAt} end`,
      })
      .where(sql`${admins.id} = ${account.id} and (${admins.signInBlockedUntil} is null or ${admins.signInBlockedUntil} <= now())`)
      .returning({ failures: admins.failedSignIns });
    if (claimed) return { failures: claimed.failures, accountId: account.id };
    const [row] = await db
      .select({ seconds: sql<number>`extract(epoch from (${admins.signInBlockedUntil} - now()))::float8` })
      .from(admins)
      .where(eq(admins.id, account.id));
    throw tooMany(Number(row?.seconds ?? 1));
  }
  const key = unknownKey(typedEmail);
  const failures = sql`(case when rate_limits.window_start < now() - interval '1 day' then 1 else rate_limits.count + 1 end)`;
  const blockedUntil = sql`rate_limits.window_start + ${blockMinutes(sql`rate_limits.count`)} * interval '1 minute'`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set count = ${failures}, window_start = now()
    where ${blockedUntil} <= now()
    returning count`);
  const [claimed] = rowsOf<{ count: number }>(result);
  if (claimed) return { failures: Number(claimed.count), accountId: null };
  const [row] = rowsOf<{ seconds: number }>(
    await db.execute(sql`select extract(epoch from (${blockedUntil} - now()))::float8 as seconds from rate_limits where key = ${key}`),
  );
  throw tooMany(Number(row?.seconds ?? 1));
}

/** The password was right and no code was asked yet (the first step of a two-factor sign-in): not a failure. */
export async function releaseAttempt(db: Db, attempt: Attempt) {
  if (!attempt.accountId) return;
  await db
    .update(admins)
    .set({ failedSignIns: sql`greatest(${admins.failedSignIns} - 1, 0)`, signInBlockedUntil: sql`now()` })
    .where(eq(admins.id, attempt.accountId));
}

/** The values that end a run of failures (a success, a password reset). */
export const SIGN_IN_LIMIT_CLEARED = { failedSignIns: 0, signInBlockedUntil: null, throttleMailedAt: null } as const;

/** A success: the run of failures is over. */
export async function clearFailures(db: Pick<Db, 'update'>, accountId: string) {
  await db.update(admins).set(SIGN_IN_LIMIT_CLEARED).where(eq(admins.id, accountId));
}

/**
 * After a failure: true once per run, for the failure that starts the blocks (or the first after it
 * that sees no mail sent yet), claiming the mail in the same statement so one process alone sends it.
 */
export async function claimThrottleMail(db: Pick<Db, 'update'>, attempt: Attempt): Promise<boolean> {
  if (!attempt.accountId || attempt.failures < FREE_FAILURES) return false;
  const claimed = await db
    .update(admins)
    .set({ throttleMailedAt: sql`now()` })
    .where(sql`${admins.id} = ${attempt.accountId} and ${admins.throttleMailedAt} is null and ${admins.status} = 'active'`)
    .returning({ id: admins.id });
  return claimed.length === 1;
}
