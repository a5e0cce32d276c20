import { oneLine } from './header-text.js';
import { html } from './html.js';
import { button, factsTable, paragraph, renderLayout, urlLink } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface OrderAssignedMail {
  assigneeName: string;
  /** Who assigned it (their name, else their e-mail). */
  assignedBy: string;
  number: string;
  company: string;
  poNumber: string;
  stage: string;
  /** "26 November 2026" */
  promisedDate: string;
  /** The order in the back office. */
  url: string;
  brand: string;
}

/** The short note to a team member that an order is now theirs: number, buyer, promise, who assigned it, the link. */
export function renderOrderAssignedMail(mail: OrderAssignedMail): RenderedMail {
  const subject = `Order ${mail.number} assigned to you (${oneLine(mail.company, 60)})`;
  const greeting = mail.assigneeName ? `Hello ${oneLine(mail.assigneeName, 60)},` : 'Hello,';
  const intro = `${oneLine(mail.assignedBy, 60)} assigned order ${mail.number} to you.`;
  const facts: [string, string][] = [
    ['Order', mail.number],
    ['Company', mail.company],
    ['PO number', mail.poNumber || 'None given'],
    ['Stage', mail.stage],
    ['Promised dispatch', mail.promisedDate],
    ['Assigned by', mail.assignedBy],
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Open it in the back office:',
    mail.url,
    '',
    mail.brand,
  ].join('\n');
  const body = html`${paragraph(greeting)}
${paragraph(intro)}
${factsTable(facts)}
${button(mail.url, `Open ${mail.number}`)}
${paragraph(html`<span style="font-size:13px;">${urlLink(mail.url)}</span>`)}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: intro,
      eyebrow: 'Order assigned',
      heading: html`${mail.number} is yours`,
      title: subject,
      body,
      brand: mail.brand,
      footer: html`${mail.brand}`,
    }),
  };
}
