import { sql } from 'drizzle-orm';
import { BUYER_ACCOUNT } from '@rp/contract';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../../db/client.js';
import { buyerSignInLinks } from '../../db/schema.js';
import { generateToken, sha256Hex } from '../../lib/tokens.js';
import { enqueue, renderAccountLinkMail } from '../mail/index.js';
import { readCompanyProfile } from '../settings/index.js';

export const SIGN_IN_PATH = '/account/signin';

/**
 * Whether a link may go to the address: it is a buyer contact's, or the e-mail of a request, quotation or order,
 * and not a staff account's. One query, the same for every address.
 */
async function isBuyerAddress(db: Db, email: string): Promise<boolean> {
  const result = await db.execute(sql`
    select
      exists (select 1 from admins where lower(email) = ${email}) as staff,
      (exists (select 1 from buyer_contacts where email = ${email})
        or exists (select 1 from records where lower(email) = ${email})
        or exists (select 1 from quotations where lower(buyer ->> 'Email') = ${email})
        or exists (select 1 from orders where lower(buyer ->> 'Email') = ${email})) as known`);
  const row = rowsOf<{ staff: boolean; known: boolean }>(result)[0];
  return Boolean(row && !row.staff && row.known);
}

/**
 * The link's row (only the token's SHA-256) and its mail, in one transaction; false past the address's
 * linksPerAddressPerHour. The address's lock makes requests arriving together count one after another.
 */
async function mailLink(db: Db, siteUrl: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`buyer-link|${email}`}))`);
    const counted = await tx.execute(
      sql`select count(*)::int as recent from buyer_sign_in_links where email = ${email} and created_at > now() - interval '1 hour'`,
    );
    if (Number(rowsOf<{ recent: number }>(counted)[0]?.recent ?? 0) >= BUYER_ACCOUNT.linksPerAddressPerHour) return false;
    const token = generateToken();
    await tx.insert(buyerSignInLinks).values({
      email,
      tokenHash: sha256Hex(token),
      expiresAt: sql`now() + ${BUYER_ACCOUNT.linkMinutes} * interval '1 minute'`,
    });
    const brand = (await readCompanyProfile(tx)).public.TradeName;
    const url = `${siteUrl}${SIGN_IN_PATH}?token=${token}`;
    const mail = renderAccountLinkMail({ kind: 'buyer-sign-in', name: '', url, validFor: `${BUYER_ACCOUNT.linkMinutes} minutes`, brand });
    await enqueue(tx, [{ kind: 'buyer-sign-in', to: email, ...mail, attachments: [] }]);
    return true;
  });
}

/** The links still being decided or queued (tests wait for them; the answer never does). */
const pending = new Set<Promise<void>>();
export async function signInLinksSettled(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/**
 * Decides and queues the link after the answer (`setImmediate`), like the password reset: the answer and its
 * timing are the same whether or not the address is known, over its limit, or a staff account's.
 */
export function sendSignInLinkLater(db: Db, mail: { siteUrl: string; wake: () => void }, log: FastifyBaseLogger, address: string) {
  const email = address.trim().toLowerCase();
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      if (!(await isBuyerAddress(db, email)) || !(await mailLink(db, mail.siteUrl, email))) return;
      mail.wake();
      log.info({ event: 'buyer_link_sent' }, 'buyer sign-in link queued');
    })
    .catch((err: unknown) => log.error({ err }, 'could not queue a buyer sign-in link'));
  pending.add(job);
  void job.finally(() => pending.delete(job));
}

/** Uses the link once (two clicks racing: one wins); the address it was mailed to, or null (unknown, used, expired). */
export async function useSignInLink(tx: Pick<Db, 'execute'>, token: string): Promise<string | null> {
  const result = await tx.execute(sql`
    update buyer_sign_in_links set used_at = now()
    where token_hash = ${sha256Hex(token)} and used_at is null and expires_at > now()
    returning email`);
  return rowsOf<{ email: string }>(result)[0]?.email ?? null;
}
