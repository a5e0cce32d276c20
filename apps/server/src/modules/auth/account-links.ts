import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVITE_TTL_HOURS, RESET_TTL_HOURS } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { accountTokens, admins, type Admin } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { generateToken, sha256Hex } from '../../lib/tokens.js';
import { enqueue, renderAccountLinkMail } from '../mail/index.js';
import { readCompanyProfile } from '../settings/index.js';

export type LinkPurpose = 'invite' | 'reset';
type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

const LINKS = {
  invite: { hours: INVITE_TTL_HOURS, path: '/admin/accept-invite', validFor: `${INVITE_TTL_HOURS} hours`, kind: 'team-invite' },
  reset: { hours: RESET_TTL_HOURS, path: '/admin/reset-password', validFor: 'one hour', kind: 'password-reset' },
} as const;

/**
 * Makes a one-time link for the account (ending its earlier links of the same purpose) and queues its mail.
 * The token (256 random bits) exists only in the mail; the table keeps its SHA-256.
 */
export async function sendAccountLink(
  tx: Tx,
  siteUrl: string,
  account: Pick<Admin, 'id' | 'email' | 'name'>,
  purpose: LinkPurpose,
  invitedBy?: string,
) {
  const link = LINKS[purpose];
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.adminId, account.id), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  const token = generateToken();
  await tx.insert(accountTokens).values({
    id: sha256Hex(token),
    adminId: account.id,
    purpose,
    expiresAt: sql`now() + ${link.hours} * interval '1 hour'`,
  });
  const url = `${siteUrl}${link.path}?token=${token}`;
  const brand = (await readCompanyProfile(tx)).public.TradeName;
  const mail = renderAccountLinkMail({ kind: link.kind, name: account.name, invitedBy, url, validFor: link.validFor, brand });
  await enqueue(tx, [{ kind: link.kind, to: account.email, ...mail, attachments: [] }]);
}

const MESSAGES = {
  unknown: 'This link is not valid. Check that you copied the whole link, or ask for a new one.',
  used: 'This link was already used. Ask for a new one if you still need it.',
  expired: 'This link has expired. Ask for a new one.',
} as const;

/** The account a live link belongs to, or a clear 400 (unknown, used, expired, or the account was deactivated). */
export async function accountOfLink(db: Pick<Db, 'select'>, token: string, purpose: LinkPurpose): Promise<Admin> {
  const [row] = await db
    .select({ link: accountTokens, account: admins, live: sql<boolean>`${accountTokens.expiresAt} > now()` })
    .from(accountTokens)
    .innerJoin(admins, eq(admins.id, accountTokens.adminId))
    .where(and(eq(accountTokens.id, sha256Hex(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row) throw badRequest(MESSAGES.unknown, { Token: MESSAGES.unknown });
  if (row.link.usedAt) throw badRequest(MESSAGES.used, { Token: MESSAGES.used });
  if (!row.live) throw badRequest(MESSAGES.expired, { Token: MESSAGES.expired });
  const allowed = purpose === 'invite' ? 'invited' : 'active';
  if (row.account.status !== allowed) throw badRequest(MESSAGES.unknown, { Token: MESSAGES.unknown });
  return row.account;
}

/** Marks the link used; false when another request used it first (two clicks racing). */
export async function useLink(tx: Pick<Db, 'update'>, token: string): Promise<boolean> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.id, sha256Hex(token)), isNull(accountTokens.usedAt), sql`${accountTokens.expiresAt} > now()`))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

export const LINK_USED_ERROR = () => badRequest(MESSAGES.used, { Token: MESSAGES.used });
