import { oneLine } from './header-text.js';
import { html, type SafeHtml } from './html.js';
import { buttonWithAddress, factsTable, paragraph, renderLayout } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

/** What every staff mail about one order carries. */
export interface StaffOrderFacts {
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

/**
 * The one shape of a staff mail about an order (assigned, late): greeting, one sentence, the order's facts,
 * a button to it in the back office; text and HTML from the same parts.
 */
export function renderStaffOrderMail(
  mail: StaffOrderFacts,
  parts: {
    subject: string;
    recipientName: string;
    intro: string;
    extraFacts?: [string, string][];
    openLine: string;
    eyebrow: string;
    heading: SafeHtml;
  },
): RenderedMail {
  const greeting = parts.recipientName ? `Hello ${oneLine(parts.recipientName, 60)},` : 'Hello,';
  const facts: [string, string][] = [
    ['Order', mail.number],
    ['Company', mail.company],
    ['PO number', mail.poNumber || 'None given'],
    ['Stage', mail.stage],
    ['Promised dispatch', mail.promisedDate],
    ...(parts.extraFacts ?? []),
  ];
  const text = [
    greeting,
    '',
    parts.intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    parts.openLine,
    mail.url,
    '',
    mail.brand,
  ].join('\n');
  const body = html`${paragraph(greeting)}
${paragraph(parts.intro)}
${factsTable(facts)}
${buttonWithAddress(mail.url, `Open ${mail.number}`)}`;
  return {
    subject: parts.subject,
    text,
    html: renderLayout({
      preheader: parts.intro,
      eyebrow: parts.eyebrow,
      heading: parts.heading,
      title: parts.subject,
      body,
      brand: mail.brand,
      footer: html`${mail.brand}`,
    }),
  };
}
