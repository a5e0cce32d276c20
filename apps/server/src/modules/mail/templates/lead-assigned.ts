import { html } from './html.js';
import { oneLine } from './header-text.js';
import { buttonWithAddress, factsTable, paragraph, renderLayout } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface LeadAssignedMail {
  assigneeName: string;
  /** Who assigned it (their name, else their e-mail). */
  assignedBy: string;
  reference: string;
  /** The buyer's name (the lead's Title). */
  title: string;
  kindNoun: 'Quote request' | 'Inquiry';
  /** The lead in the back office (opens its detail dialog). */
  url: string;
  /** The company's trade name (company profile). */
  brand: string;
}

/** The short note to a team member that a lead is now theirs: reference, title, who assigned it, the link. */
export function renderLeadAssignedMail(mail: LeadAssignedMail): RenderedMail {
  const subject = `Assigned to you: ${mail.reference} ${oneLine(mail.title)}`;
  const greeting = mail.assigneeName ? `Hello ${mail.assigneeName},` : 'Hello,';
  const intro = `${mail.assignedBy} assigned this ${mail.kindNoun.toLowerCase()} to you.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    `Reference: ${mail.reference}`,
    `From: ${mail.title}`,
    '',
    'Open it in the back office:',
    mail.url,
    '',
    mail.brand,
  ].join('\n');
  const body = html`${paragraph(greeting)}
${paragraph(intro)}
${factsTable([
  ['Reference', mail.reference],
  ['From', mail.title],
  ['Assigned by', mail.assignedBy],
])}
${buttonWithAddress(mail.url, `Open ${mail.reference}`)}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: intro,
      eyebrow: `${mail.kindNoun} assigned`,
      heading: html`${mail.reference} is yours`,
      title: subject,
      body,
      brand: mail.brand,
      footer: html`${mail.brand}`,
    }),
  };
}
