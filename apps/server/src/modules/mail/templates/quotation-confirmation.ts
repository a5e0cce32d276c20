import type { PublicCompanyProfile } from '@rp/contract';
import { oneLine } from './header-text.js';
import { html } from './html.js';
import { button, factsTable, link, nowrap, paragraph, renderLayout, urlLink } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface QuotationConfirmationMail {
  answer: 'accepted' | 'declined';
  number: string;
  leadReference: string;
  contact: string;
  grandTotal: string;
  /** Accepted: the PO number given ('' when none). Declined: the reason. */
  poNumber: string;
  reason: string;
  answeredAt: string;
  statusUrl: string;
  us: PublicCompanyProfile;
}

/** The buyer's receipt of their answer: short, no free text of theirs beyond the PO number. */
export function renderQuotationConfirmationMail(mail: QuotationConfirmationMail): RenderedMail {
  const accepted = mail.answer === 'accepted';
  const contact = oneLine(mail.contact, 60);
  const subject = accepted ? `We received your acceptance of quotation ${mail.number}` : `We received your answer to quotation ${mail.number}`;
  const intro = accepted
    ? `Thank you for accepting our quotation ${mail.number}. We will confirm the order and its delivery schedule shortly.`
    : `Thank you for letting us know that you will not go ahead with our quotation ${mail.number}. We hope to quote for you again.`;
  const rows: [string, string][] = [
    ['Quotation', mail.number],
    ['Your request', mail.leadReference],
    ['Grand total', mail.grandTotal],
    [accepted ? 'Accepted' : 'Declined', mail.answeredAt],
    accepted ? ['PO number', mail.poNumber ? oneLine(mail.poNumber, 60) : 'None given'] : ['Reason', mail.reason],
  ];
  const phones = mail.us.Phones.map((p) => p.label).join(' or ');
  const text = [
    `Dear ${contact},`,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Your request and quotation (keep this link private):',
    mail.statusUrl,
    '',
    `Questions? Call ${phones} or write to ${mail.us.Email}, quoting ${mail.number}.`,
    '',
    mail.us.TradeName,
  ].join('\n');
  const body = html`${paragraph(`Dear ${contact},`)}
${paragraph(intro)}
${factsTable(rows)}
${button(mail.statusUrl, 'See your request and quotation')}
${paragraph(html`<span style="font-size:13px;">This link is private to you: ${urlLink(mail.statusUrl)}</span>`)}
${paragraph(
  html`Questions? Call ${mail.us.Phones.map((p, i) => html`${i ? ' or ' : ''}${link(p.href, p.label)}`)} or write to ${link(`mailto:${mail.us.Email}`, mail.us.Email)}, quoting ${mail.number}.`,
)}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: intro,
      eyebrow: accepted ? 'Quotation accepted' : 'Answer received',
      heading: html`${accepted ? 'Accepted:' : 'Answer received:'} ${nowrap(mail.number)}`,
      title: subject,
      body,
      brand: mail.us.TradeName,
      footer: html`${mail.us.TradeName} · ${phones} · ${mail.us.Email}<br>You receive this mail because you answered our quotation on our website.`,
    }),
  };
}
