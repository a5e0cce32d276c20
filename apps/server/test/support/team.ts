import type { CaughtMail, MailCatcher } from '../../src/dev/mail-catcher.js';
import { afterAll } from 'vitest';
import { setupApp, type TestContext } from '../helpers.js';
import { addresses, mailConfig, startMailCatcher, textOf } from './mail.js';

/** A password zxcvbn rates strong, different per call. */
let counter = 0;
export const strongPassword = () => `Lathe-Turret-Ledger-${++counter}-Quartz`;

/** The newest mail to `email` whose link path is `path`, and the link's token. */
export async function linkMail(catcher: MailCatcher, email: string, path: '/admin/accept-invite' | '/admin/reset-password', after = 0) {
  const [mail] = await catcher.waitFor(
    (m: CaughtMail) => m.receivedAt > after && addresses(m.parsed.to).includes(email) && textOf(m).includes(path),
    1,
    20_000,
  );
  const match = new RegExp(`https?://\\S+${path}\\?token=([\\w-]+)`).exec(textOf(mail!));
  if (!match) throw new Error(`no ${path} link in the mail to ${email}`);
  return { mail: mail!, url: new URL(match[0]), token: match[1]! };
}

/** Invites `email` as an Owner (with the Owner's token), accepts the mailed link, and answers the new session's token. */
export async function addMember(ctx: TestContext, catcher: MailCatcher, ownerToken: string, email: string, role: 'Owner' | 'Staff') {
  const invited = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/team/invite',
    headers: ctx.auth(ownerToken),
    payload: { Email: email, Name: `Member ${email}`, Role: role },
  });
  if (invited.statusCode !== 200) throw new Error(`invite failed: ${invited.body}`);
  const { token } = await linkMail(catcher, email, '/admin/accept-invite');
  const password = strongPassword();
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/accept-invite',
    payload: { Token: token, Name: `Member ${email}`, Password: password },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { id: invited.json().data._id as string, email, token: accepted.json().Token as string, password };
}

/** A test file's team set-up: the app on a fresh database mailing to a real SMTP catcher, the Owner's token, and a caller. */
export async function setupTeamApp() {
  const catcher = await startMailCatcher();
  const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
  afterAll(() => catcher.close());
  const ownerToken = await ctx.login();
  const call = (url: string, token: string | null, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: token ? ctx.auth(token) : {}, payload });
  return { catcher, ctx, ownerToken, call };
}
