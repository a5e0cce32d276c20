import { randomUUID } from 'node:crypto';
import { API_BASE, BUYER_ACCOUNT } from '@rp/contract';
import { expect } from 'vitest';
import type { App } from '../../../src/app.js';
import type { Db } from '../../../src/db/client.js';
import { buyerContacts, buyers, records } from '../../../src/db/schema.js';
import type { CaughtMail, MailCatcher } from '../../../src/dev/mail-catcher.js';
import { signInLinksSettled } from '../../../src/modules/buyer-desk/link.js';
import { subjectOf, textOf } from '../../support/mail.js';

export { signInLinksSettled };

let serial = 0;
/** A request (lead) from the address, written straight to the table. */
export async function seedRequest(db: Db, email: string, fields: Partial<typeof records.$inferInsert> = {}) {
  serial += 1;
  const [row] = await db
    .insert(records)
    .values({ kind: 'quote', title: `Buyer ${serial}`, email, reference: `Q-2026-${String(90000 + serial)}-${randomUUID().slice(0, 4)}`, ...fields })
    .returning();
  return row!;
}

/** A buyer record with one contact of the address. */
export async function seedBuyerContact(db: Db, email: string, seesCompanyDocuments = false, company = `Company ${randomUUID().slice(0, 6)}`) {
  const [buyer] = await db.insert(buyers).values({ company }).returning();
  await db.insert(buyerContacts).values({ buyerId: buyer!.id, position: 1, name: 'Contact', email: email.toLowerCase(), seesCompanyDocuments });
  return buyer!;
}

export const requestLink = (app: App, email: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${API_BASE}/account/link`, payload: { Email: email }, remoteAddress, headers });

/** The sign-in link's token from the caught mail to the address. */
export async function linkToken(catcher: MailCatcher, email: string, nth = 1): Promise<string> {
  const mails = await catcher.waitFor((m) => m.envelope.to.includes(email.toLowerCase()) && subjectOf(m) === 'Your sign-in link', nth);
  return tokenOf(mails[nth - 1]!);
}

export function tokenOf(mail: CaughtMail): string {
  const match = /https?:\/\/\S+\/account\/signin\?token=([\w-]+)/.exec(textOf(mail));
  expect(match, 'sign-in link in the text part').not.toBeNull();
  return match![1]!;
}

export const openLink = (app: App, token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/account/signin?token=${encodeURIComponent(token)}`, headers });

/** The buyer cookie (name=value) set by a response. */
export function buyerCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith(`${BUYER_ACCOUNT.cookieName}=`));
  expect(header, 'the buyer cookie').toBeDefined();
  return header!.split(';')[0]!;
}

/** Requests a link for a known address, opens it, and answers the session cookie. */
export async function signInAs(app: App, catcher: MailCatcher, email: string, nth = 1): Promise<string> {
  expect((await requestLink(app, email)).statusCode).toBe(200);
  const token = await linkToken(catcher, email, nth);
  const opened = await openLink(app, token);
  expect(opened.headers.location).toBe('/account');
  return buyerCookie(opened.headers['set-cookie']);
}

export const summary = (app: App, cookie: string, query = '') =>
  app.inject({ method: 'GET', url: `${API_BASE}/account/summary${query}`, headers: { cookie } });
export const logout = (app: App, cookie: string, Everywhere?: boolean) =>
  app.inject({ method: 'POST', url: `${API_BASE}/account/logout`, headers: { cookie }, payload: Everywhere === undefined ? {} : { Everywhere } });
