import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, type Admin } from '../../db/schema.js';
import type { PasswordHasher } from '../../lib/passwords.js';

/**
 * After a password was checked right: a hash from before argon2id (scrypt) or at other parameters is replaced
 * by one at the current cost. Only if it is still the hash that was checked, so a password changed meanwhile
 * (another request, another process) is never overwritten with the old one.
 */
export async function upgradePasswordHash(db: Db, passwords: PasswordHasher, account: Pick<Admin, 'id' | 'passwordHash'>, password: string) {
  if (!account.passwordHash || !passwords.needsRehash(account.passwordHash)) return false;
  const passwordHash = await passwords.hash(password);
  const updated = await db
    .update(admins)
    .set({ passwordHash })
    .where(and(eq(admins.id, account.id), eq(admins.passwordHash, account.passwordHash)))
    .returning({ id: admins.id });
  return updated.length === 1;
}
