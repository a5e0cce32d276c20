import { MAIL_REPLY_PROMISE } from '@rp/contract';
import { oneLine } from './header-text.js';
import { html } from './html.js';
import { buyerFooter, questionsHtml, questionsText, statusLinkHtml, statusLinkText } from './buyer-parts.js';
import { factsTable, paragraph, renderLayout } from './layout.js';
import type { LeadFacts } from './lead-facts.js';
import type { RenderedMail } from './staff-notification.js';

/**
 * Longest buyer value the acknowledgement shows (one line each). Anyone can make the site mail any
 * address, so the mail carries none of the buyer's free text and only short, capped fields: it is no
 * vehicle for someone else's words.
 */
export const ACK_FIELD_MAX = 60;

export function acknowledgementSubject(facts: LeadFacts): string {
  return `We received your ${facts.noun} ${facts.reference}`;
}

const short = (value: string) => oneLine(value, ACK_FIELD_MAX);

/** Reference, time, name, company, product and drawing names: never the message or other details. */
function summaryRows(facts: LeadFacts): [string, string][] {
  const rows: [string, string][] = [
    ['Reference', facts.reference],
    ['Received', facts.receivedAt],
    ['Name', short(facts.name)],
  ];
  if (facts.company !== 'N/A') rows.push(['Company', short(facts.company)]);
  if (facts.product !== 'N/A') rows.push(['Product', short(facts.product)]);
  if (facts.kind === 'quote') rows.push(['Drawing', facts.drawings.length ? facts.drawings.map((d) => short(d.name)).join(', ') : 'None']);
  return rows;
}

/** The buyer's receipt: reference, the short fields they sent, the promise, how to reach us, their private status link. */
export function renderBuyerAcknowledgement(facts: LeadFacts): RenderedMail {
  const summary = summaryRows(facts);
  const name = short(facts.name);
  const us = facts.sender;
  const thanks = `Thank you for your ${facts.noun}. Your reference is ${facts.reference}.`;

  const text = [
    `Dear ${name},`,
    '',
    thanks,
    MAIL_REPLY_PROMISE,
    ...statusLinkText(facts.statusUrl, 'Follow your request here'),
    '',
    'What we received:',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    questionsText(us, facts.reference),
    '',
    us.TradeName,
  ].join('\n');

  const body = html`${paragraph(`Dear ${name},`)}
${paragraph(html`${thanks} <strong>${MAIL_REPLY_PROMISE}</strong>`)}
${statusLinkHtml(facts.statusUrl, 'See the status of your request')}
${html`<h2 class="ink" style="margin:8px 0 10px;font-size:16px;">What we received</h2>`}
${factsTable(summary)}
${questionsHtml(us, facts.reference)}`;

  return {
    subject: acknowledgementSubject(facts),
    text,
    html: renderLayout({
      preheader: `${thanks} ${MAIL_REPLY_PROMISE}`,
      eyebrow: facts.kind === 'quote' ? 'Quote request received' : 'Inquiry received',
      heading: html`We received your ${facts.noun}`,
      title: `We received your ${facts.noun} ${facts.reference}`,
      body,
      brand: us.TradeName,
      footer: buyerFooter(us, 'this address was entered in a form on our website'),
    }),
  };
}
