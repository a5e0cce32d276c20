import { COMPANY_CONTACT } from '@rp/contract';
import { html } from './html.js';
import { buttonWithAddress, factsTable, paragraph, renderLayout } from './layout.js';
import { formatIndiaTime } from './lead-facts.js';
import type { RenderedMail } from './staff-notification.js';

export interface SignInThrottledMail {
  name: string;
  /** Failed attempts in a row so far. */
  failures: number;
  /** The address the last failed attempt came from. */
  ip: string;
  /** When it happened (ISO). */
  at: string;
  /** The longest wait between attempts from now on, in minutes. */
  maxWaitMinutes: number;
  /** "Forgot password?" of the back office. */
  forgotPasswordUrl: string;
}

/**
 * To the owner of an account whose sign-in is being slowed: what happened, that the account is still theirs,
 * and what to do. Sent once per run of failures; never says whether the password typed was right.
 */
export function renderSignInThrottledMail(mail: SignInThrottledMail): RenderedMail {
  const subject = `Sign-in to your ${COMPANY_CONTACT.name} back-office account is being slowed`;
  const greeting = mail.name ? `Hello ${mail.name},` : 'Hello,';
  const intro = `Someone failed to sign in to your back-office account ${mail.failures} times in a row, the last time at ${formatIndiaTime(mail.at)} from ${mail.ip || 'an unknown address'}. Each further failed attempt now makes the next one wait, up to ${mail.maxWaitMinutes} minutes.`;
  const yours = 'If it was you: wait a little and try again, or choose a new password with the link below. A successful sign-in ends the waiting.';
  const notYours =
    'If it was not you: nobody got in. Your password and two-factor sign-in still stand between them and your account; if your password is short or used elsewhere, change it on My Account, and turn on two-factor sign-in if it is off.';
  const text = [greeting, '', intro, '', yours, mail.forgotPasswordUrl, '', notYours, '', COMPANY_CONTACT.name].join('\n');
  const body = html`${paragraph(greeting)}
${paragraph(intro)}
${factsTable([
  ['Failed attempts', String(mail.failures)],
  ['Last attempt', formatIndiaTime(mail.at)],
  ['From', mail.ip || 'unknown'],
])}
${paragraph(yours)}
${buttonWithAddress(mail.forgotPasswordUrl, 'Choose a new password')}
${paragraph(notYours)}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: `${mail.failures} failed sign-in attempts in a row`,
      eyebrow: 'Account security',
      heading: html`Failed sign-in attempts`,
      title: subject,
      body,
      footer: html`${COMPANY_CONTACT.name}`,
    }),
  };
}
