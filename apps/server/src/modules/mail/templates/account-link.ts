import { html } from './html.js';
import { button, paragraph, renderLayout, smallPrint, urlLink } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface AccountLinkMail {
  kind: 'team-invite' | 'password-reset' | 'buyer-sign-in';
  name: string;
  /** Who sent the invitation (invites only). */
  invitedBy?: string;
  url: string;
  validFor: string;
  /** The company's trade name (company profile). */
  brand: string;
}

const COPY = {
  'team-invite': {
    subject: (m: AccountLinkMail) => `You are invited to the ${m.brand} back office`,
    eyebrow: 'Team invitation',
    action: 'Accept the invitation',
    intro: (m: AccountLinkMail) => `${m.invitedBy ?? 'An Owner'} invited you to the ${m.brand} back office. Choose your password to start.`,
    ignore: 'If you did not expect this, ignore this mail: nothing happens without the link.',
  },
  'password-reset': {
    subject: (m: AccountLinkMail) => `Reset your ${m.brand} back-office password`,
    eyebrow: 'Password reset',
    action: 'Choose a new password',
    intro: () => 'Someone (hopefully you) asked to reset the password of your back-office account.',
    ignore: 'If it was not you, ignore this mail: your password stays as it is.',
  },
  'buyer-sign-in': {
    subject: () => 'Your sign-in link',
    eyebrow: 'Your account',
    action: 'Sign in to your account',
    intro: (m: AccountLinkMail) =>
      `Someone (hopefully you) asked to sign in to your account with ${m.brand}: your requests, quotations, orders and documents.`,
    ignore: 'If it was not you, ignore this mail: nobody can sign in without the link.',
  },
} as const;

/** The invitation, the reset mail and the buyer's sign-in link: one button with a one-time link, how long it works, what to do if unexpected. */
export function renderAccountLinkMail(mail: AccountLinkMail): RenderedMail {
  const copy = COPY[mail.kind];
  const subject = copy.subject(mail);
  const greeting = mail.name ? `Hello ${mail.name},` : 'Hello,';
  const validity = `The link works once, for ${mail.validFor}.`;
  const text = [greeting, '', copy.intro(mail), '', `${copy.action}:`, mail.url, '', validity, copy.ignore, '', mail.brand].join('\n');
  const body = html`${paragraph(greeting)}
${paragraph(copy.intro(mail))}
${button(mail.url, copy.action)}
${smallPrint(html`${validity} ${urlLink(mail.url)}`)}
${paragraph(copy.ignore)}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: validity,
      eyebrow: copy.eyebrow,
      heading: html`${copy.action}`,
      title: subject,
      body,
      brand: mail.brand,
      footer: html`${mail.brand}`,
    }),
  };
}
