import type { ParsedMail } from 'mailparser';
import { afterAll, expect } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { MailConfig } from '../../src/modules/mail/config.js';
import type { CaughtMail, MailCatcher } from '../../src/dev/mail-catcher.js';
import { freshDatabase, testConfig } from '../helpers.js';

export { startMailCatcher } from '../../src/dev/mail-catcher.js';

/** Mail settings for a test app: the defaults, a fast poll, and the given SMTP_URL (or none). */
export function mailConfig(overrides: Partial<MailConfig> = {}): MailConfig {
  return { ...loadConfig({}).mail, pollIntervalMs: 100, ...overrides };
}

/**
 * The mail tests' apps: each on this file's one fresh database, as another server process would be (its own
 * connection pool on PostgreSQL), with the given mail settings. stopApp closes one and leaves the database
 * open; what is still open closes after the file.
 */
export async function setupMailApps() {
  const fresh = await freshDatabase();
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fresh.database.close();
    await fresh.drop();
  });
  async function startApp(mail: Partial<MailConfig> = {}): Promise<App> {
    const app = await buildApp({ config: testConfig({ mail: mailConfig(mail) }), database: fresh.database, closeDatabase: false, seed: false });
    await app.ready();
    apps.push(app);
    return app;
  }
  async function stopApp(app: App) {
    await app.close();
    apps.splice(apps.indexOf(app), 1);
  }
  return { db: fresh.database.db, startApp, stopApp };
}

export const subjectOf = (mail: CaughtMail) => mail.parsed.subject ?? '';
export const textOf = (mail: CaughtMail) => mail.parsed.text ?? '';
export const htmlOf = (mail: CaughtMail) => (typeof mail.parsed.html === 'string' ? mail.parsed.html : '');

export function addresses(field: ParsedMail['to'] | ParsedMail['replyTo'] | ParsedMail['from']): string[] {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((entry) => entry.value.map((v) => v.address ?? ''));
}

/** The two mails of one lead, found by its reference. */
export async function leadMails(catcher: MailCatcher, reference: string, timeoutMs = 20_000) {
  const mails = await catcher.waitFor((m) => subjectOf(m).includes(reference), 2, timeoutMs);
  const staff = mails.find((m) => subjectOf(m).startsWith('New '));
  const buyer = mails.find((m) => subjectOf(m).startsWith('We received'));
  expect(staff, 'staff notification').toBeDefined();
  expect(buyer, 'buyer acknowledgement').toBeDefined();
  return { staff: staff!, buyer: buyer! };
}

/** The status-page key in an acknowledgement's link. */
export function statusLink(mail: CaughtMail): URL {
  const match = /https?:\/\/\S+\/rfq\/\S+\?key=[\w-]+/.exec(textOf(mail));
  expect(match, 'status link in the text part').not.toBeNull();
  return new URL(match![0]);
}
