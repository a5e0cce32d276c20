import { count, eq } from 'drizzle-orm';
import { DEFAULT_ADMIN_EMAIL } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins } from '../../db/schema.js';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { revokeAllSessions } from './sessions.js';
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
 * Creates the account as an active Owner, or sets a new password (ending its sessions) and makes it an
 * active Owner again when it exists: this is how ADMIN_EMAIL and the CLI reset get a locked-out Owner back in
 * (two-factor sign-in is turned off too: a lost phone is one way to be locked out).
 */
export async function upsertAdmin(db: Db, email: string, password: string): Promise<'created' | 'updated'> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await findAdminByEmail(db, normalized);
  if (existing) {
    await db.update(admins).set({ passwordHash, role: 'Owner', status: 'active', updatedAt: new Date() }).where(eq(admins.id, existing.id));
    await revokeAllSessions(db, existing.id);
    await disableTwoFactor(db, existing.id);
    return 'updated';
  }
  const name = normalized.split('@')[0] ?? '';
  await db.insert(admins).values({ email: normalized, name, role: 'Owner', status: 'active', passwordHash }).onConflictDoNothing();
  return 'created';
}

export interface AdminBootstrapResult {
  action: 'configured' | 'generated' | 'none';
  email?: string;
  /** Set only when a password was generated: the caller prints it once. */
  generatedPassword?: string;
}

/**
 * On start: apply ADMIN_EMAIL/ADMIN_PASSWORD when given; otherwise, if no admin exists at all, create
 * admin@localhost with a random password that the caller prints once.
 */
export async function bootstrapAdmin(db: Db, email?: string, password?: string): Promise<AdminBootstrapResult> {
  if (email && password) {
    const existing = await findAdminByEmail(db, email);
    // Re-hashing on every start would end every session at each restart: only act on a change.
    const unchanged =
      existing?.passwordHash && existing.role === 'Owner' && existing.status === 'active' && (await verifyPassword(password, existing.passwordHash));
    if (!unchanged) await upsertAdmin(db, email, password);
    return { action: 'configured', email: email.toLowerCase() };
  }
  if ((await countAdmins(db)) > 0) return { action: 'none' };
  const generatedPassword = generatePassword();
  await upsertAdmin(db, email ?? DEFAULT_ADMIN_EMAIL, generatedPassword);
  return { action: 'generated', email: (email ?? DEFAULT_ADMIN_EMAIL).toLowerCase(), generatedPassword };
}
