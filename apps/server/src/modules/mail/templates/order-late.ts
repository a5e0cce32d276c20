import { oneLine } from './header-text.js';
import { html } from './html.js';
import { button, factsTable, paragraph, renderLayout, urlLink } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface OrderLateMail {
  /** The assigned person's name, or '' (an Owner, nobody being assigned). */
  recipientName: string;
  assigned: boolean;
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

/** The morning an order turns late: to the person responsible (or the Owners when nobody is). */
export function renderOrderLateMail(mail: OrderLateMail): RenderedMail {
  const subject = `Late: order ${mail.number} (${oneLine(mail.company, 60)}) was promised for ${mail.promisedDate}`;
  const greeting = mail.recipientName ? `Hello ${oneLine(mail.recipientName, 60)},` : 'Hello,';
  const intro = mail.assigned
    ? `Order ${mail.number}, assigned to you, was promised for dispatch on ${mail.promisedDate} and has not been dispatched.`
    : `Order ${mail.number} was promised for dispatch on ${mail.promisedDate} and has not been dispatched. Nobody is assigned to it.`;
  const facts: [string, string][] = [
    ['Order', mail.number],
    ['Company', mail.company],
    ['PO number', mail.poNumber || 'None given'],
    ['Stage', mail.stage],
    ['Promised dispatch', mail.promisedDate],
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Open it in the back office (move it on, or set a new promised date):',
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
      eyebrow: 'Order late',
      heading: html`${mail.number} is late`,
      title: subject,
      body,
      brand: mail.brand,
      footer: html`${mail.brand}`,
    }),
  };
}
