import { count, eq } from 'drizzle-orm';
import { DEFAULT_ADMIN_EMAIL } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins } from '../../db/schema.js';
import { createPasswordHasher, generatePassword, type PasswordHasher } from '../../lib/passwords.js';
import { revokeAllSessions } from './sessions.js';
import { SIGN_IN_LIMIT_CLEARED } from './sign-in-limit.js';
import { disable as disableTwoFactor } from './two-factor.js';

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return Number(row?.n ?? 0);
}

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/**
 * The reset command's way back in (npm run admin:reset-password): sets the password (ending the sessions),
 * makes the account an active Owner, turns two-factor sign-in off (a lost phone is one way to be locked out)
 * and ends a run of failed sign-ins; creates the account when it does not exist.
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  passwords: PasswordHasher = createPasswordHasher(),
): Promise<'created' | 'updated'> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await passwords.hash(password);
  const existing = await findAdminByEmail(db, normalized);
  if (existing) {
    await db
      .update(admins)
      .set({ passwordHash, role: 'Owner', status: 'active', ...SIGN_IN_LIMIT_CLEARED, updatedAt: new Date() })
      .where(eq(admins.id, existing.id));
    await revokeAllSessions(db, existing.id);
    await disableTwoFactor(db, existing.id);
    return 'updated';
  }
  await createOwner(db, normalized, passwordHash);
  return 'created';
}

/** Inserts an active Owner; false when the address exists already (another process got there first). */
async function createOwner(db: Db, email: string, passwordHash: string): Promise<boolean> {
  const name = email.split('@')[0] ?? '';
  const created = await db
    .insert(admins)
    .values({ email, name, role: 'Owner', status: 'active', passwordHash })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return created.length === 1;
}

export interface AdminBootstrapResult {
  /** configured: ADMIN_EMAIL was created; generated: admin@localhost was; none: accounts existed already. */
  action: 'configured' | 'generated' | 'none';
  email?: string;
  /** Set only when a password was generated: the caller prints it once. */
  generatedPassword?: string;
}

/**
 * On start, and only on a database without any account: creates the first Owner from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or admin@localhost with a random password that the caller prints once. Once an account
 * exists the variables change nothing (they used to reset that account on every start, two-factor sign-in
 * off included: a standing way round it); the way back in is the reset command.
 */
export async function bootstrapAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
  passwords: PasswordHasher,
): Promise<AdminBootstrapResult> {
  if ((await countAdmins(db)) > 0) return { action: 'none' };
  const configured = Boolean(email && password);
  const address = (email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const chosen = configured ? password! : generatePassword();
  if (!(await createOwner(db, address, await passwords.hash(chosen)))) return { action: 'none' };
  return configured ? { action: 'configured', email: address } : { action: 'generated', email: address, generatedPassword: chosen };
}
