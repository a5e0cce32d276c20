import { COMPANY_CONTACT, MAIL_REPLY_PROMISE } from '@rp/contract';
import { html, multiline } from './html.js';
import { button, factsTable, link, paragraph, renderLayout, urlLink } from './layout.js';
import { companyPhones, type LeadFacts } from './lead-facts.js';
import type { RenderedMail } from './staff-notification.js';

export function acknowledgementSubject(facts: LeadFacts): string {
  return `We received your ${facts.noun} ${facts.reference}`;
}

/** The buyer's receipt: reference, what they sent, the promise, how to reach us, their private status link. */
export function renderBuyerAcknowledgement(facts: LeadFacts): RenderedMail {
  const summary: [string, string][] = [['Reference', facts.reference], ['Received', facts.receivedAt], ...facts.details, ['Phone', facts.phone]];
  if (facts.kind === 'quote') summary.push(['Drawing', facts.drawings.length ? facts.drawings.map((d) => d.name).join(', ') : 'None']);
  const phones = companyPhones.join(' or ');
  const thanks = `Thank you for your ${facts.noun}. Your reference is ${facts.reference}.`;

  const text = [
    `Dear ${facts.name},`,
    '',
    thanks,
    MAIL_REPLY_PROMISE,
    '',
    'What you sent:',
    ...summary.map(([label, value]) => `${label}: ${value}`),
    ...(facts.otherDetails ? [facts.otherDetails] : []),
    '',
    `${facts.kind === 'quote' ? 'Project details' : 'Message'}:`,
    facts.message || 'No message provided.',
    '',
    'Follow your request here (keep this link private):',
    facts.statusUrl,
    '',
    `Questions? Call ${phones} or write to ${COMPANY_CONTACT.email}, quoting ${facts.reference}.`,
    '',
    COMPANY_CONTACT.name,
  ].join('\n');

  const rows: [string, ReturnType<typeof html> | string][] = [...summary];
  if (facts.otherDetails) rows.push(['Details', multiline(facts.otherDetails)]);
  rows.push([facts.kind === 'quote' ? 'Project details' : 'Message', facts.message ? multiline(facts.message) : 'No message provided.']);

  const body = html`${paragraph(`Dear ${facts.name},`)}
${paragraph(html`${thanks} <strong>${MAIL_REPLY_PROMISE}</strong>`)}
${button(facts.statusUrl, 'See the status of your request')}
${paragraph(html`<span style="font-size:13px;">This link is private to you: ${urlLink(facts.statusUrl)}</span>`)}
${html`<h2 class="ink" style="margin:8px 0 10px;font-size:16px;">What you sent</h2>`}
${factsTable(rows)}
${paragraph(
  html`Questions? Call ${COMPANY_CONTACT.phones.map((p, i) => html`${i ? ' or ' : ''}${link(p.href, p.label)}`)} or write to ${link(`mailto:${COMPANY_CONTACT.email}`, COMPANY_CONTACT.email)}, quoting ${facts.reference}.`,
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
      footer: html`${COMPANY_CONTACT.name} · ${phones} · ${COMPANY_CONTACT.email}<br>You receive this mail because this address was entered in a form on our website.`,
    }),
  };
}
