import { MAIL_REPLY_PROMISE } from '@rp/contract';
import { oneLine } from './header-text.js';
import { html } from './html.js';
import { button, factsTable, link, paragraph, renderLayout, urlLink } from './layout.js';
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
  const phones = us.Phones.map((p) => p.label).join(' or ');
  const thanks = `Thank you for your ${facts.noun}. Your reference is ${facts.reference}.`;

  const text = [
    `Dear ${name},`,
    '',
    thanks,
    MAIL_REPLY_PROMISE,
    '',
    'Follow your request here (keep this link private):',
    facts.statusUrl,
    '',
    'What we received:',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    `Questions? Call ${phones} or write to ${us.Email}, quoting ${facts.reference}.`,
    '',
    us.TradeName,
  ].join('\n');

  const body = html`${paragraph(`Dear ${name},`)}
${paragraph(html`${thanks} <strong>${MAIL_REPLY_PROMISE}</strong>`)}
${button(facts.statusUrl, 'See the status of your request')}
${paragraph(html`<span style="font-size:13px;">This link is private to you: ${urlLink(facts.statusUrl)}</span>`)}
${html`<h2 class="ink" style="margin:8px 0 10px;font-size:16px;">What we received</h2>`}
${factsTable(summary)}
${paragraph(
  html`Questions? Call ${us.Phones.map((p, i) => html`${i ? ' or ' : ''}${link(p.href, p.label)}`)} or write to ${link(`mailto:${us.Email}`, us.Email)}, quoting ${facts.reference}.`,
)}`;

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
      footer: html`${us.TradeName} · ${phones} · ${us.Email}<br>You receive this mail because this address was entered in a form on our website.`,
    }),
  };
}
