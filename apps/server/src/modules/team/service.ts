import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccountRole, TeamMember } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { accountTokens, admins, type Admin } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { type ActivityActor, type ActivityEntryInput, recordActivity } from '../activity/index.js';
import { revokeAllSessions, sendAccountLink } from '../auth/index.js';

export function toMember(row: Admin): TeamMember {
  return {
    _id: row.id,
    Email: row.email,
    Name: row.name,
    Role: row.role,
    Status: row.status,
    TwoFactor: row.totpEnabledAt !== null,
    LastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMembers(db: Db): Promise<TeamMember[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.email));
  return rows.map(toMember);
}

export async function findAccount(db: Pick<Db, 'select'>, id: string): Promise<Admin | null> {
  // Not a uuid: no such account (and no database error for a malformed id).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row ?? null;
}

export interface InviteInput {
  email: string;
  name: string;
  role: AccountRole;
}

/** Creates an invited account and mails its link; for an address still only invited, sends a fresh link (resend). */
export async function invite(
  db: Db,
  siteUrl: string,
  input: InviteInput,
  invitedBy: string,
  actor: ActivityActor,
): Promise<{ member: TeamMember; resent: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(admins).where(eq(admins.email, input.email)).limit(1).for('update');
    if (existing && existing.status !== 'invited') {
      throw conflict(`${input.email} already has an account.`, { Email: `${input.email} already has an account.` });
    }
    const [account] = existing
      ? await tx.update(admins).set({ name: input.name, role: input.role, updatedAt: new Date() }).where(eq(admins.id, existing.id)).returning()
      : await tx.insert(admins).values({ email: input.email, name: input.name, role: input.role, status: 'invited' }).returning();
    await sendAccountLink(tx, siteUrl, account!, 'invite', invitedBy);
    await recordActivity(tx, { ...actor, kind: 'team-invited', subject: input.email, details: { role: input.role, resent: Boolean(existing) } });
    return { member: toMember(account!), resent: Boolean(existing) };
  });
}

/** The log entries of a team update: a role change and/or a status change. */
function teamChanges(before: Admin, after: Admin): Pick<ActivityEntryInput, 'kind' | 'details'>[] {
  const entries: Pick<ActivityEntryInput, 'kind' | 'details'>[] = [];
  if (before.role !== after.role) entries.push({ kind: 'team-role-changed', details: { from: before.role, to: after.role } });
  if (after.status === 'deactivated' && before.status !== 'deactivated') entries.push({ kind: 'team-deactivated' });
  if (before.status === 'deactivated' && after.status !== 'deactivated') entries.push({ kind: 'team-reactivated' });
  return entries;
}

const LAST_OWNER = 'This is the last active Owner: make another account an Owner first.';

export interface UpdateInput {
  role?: AccountRole;
  active?: boolean;
}

/**
 * Role change, deactivation (ending every session of the account at once) or reactivation.
 * The active Owners are locked while counted, so two Owners cannot demote each other at the same moment.
 */
export async function updateMember(db: Db, id: string, input: UpdateInput, actor: ActivityActor): Promise<{ before: Admin; after: Admin }> {
  return db.transaction(async (tx) => {
    const account = await findAccount(tx, id);
    if (!account) throw notFound('There is no team member with that _id.');
    const activeOwners = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, 'Owner'), eq(admins.status, 'active')))
      .for('update');
    const losesOwner = account.role === 'Owner' && account.status === 'active' && (input.role === 'Staff' || input.active === false);
    if (losesOwner && activeOwners.length <= 1) throw conflict(LAST_OWNER);

    const status =
      input.active === false
        ? 'deactivated'
        : input.active === true && account.status === 'deactivated'
          ? account.passwordHash
            ? 'active'
            : 'invited'
          : account.status;
    const [after] = await tx
      .update(admins)
      .set({ role: input.role ?? account.role, status, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    if (status === 'deactivated') {
      await revokeAllSessions(tx, id);
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.adminId, id), sql`${accountTokens.usedAt} is null`));
    }
    for (const entry of teamChanges(account, after!)) await recordActivity(tx, { ...actor, ...entry, subject: account.email });
    return { before: account, after: after! };
  });
}
