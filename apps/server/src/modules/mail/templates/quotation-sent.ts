import type { PublicCompanyProfile } from '@rp/contract';
import { oneLine } from './header-text.js';
import { html } from './html.js';
import { buyerFooter, phoneLinks, phoneList, statusLinkHtml } from './buyer-parts.js';
import { factsTable, nowrap, paragraph, renderLayout } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface QuotationSentMail {
  number: string;
  /** 0 for the first quotation; a revision says it replaces the earlier one. */
  revision: number;
  /** The lead's Q-2026-00042. */
  leadReference: string;
  contact: string;
  company: string;
  /** "₹1,23,457.00" */
  grandTotal: string;
  /** "27 December 2026" */
  validUntil: string;
  /** The private status page, where the buyer accepts or declines. */
  statusUrl: string;
  /** The staff member who sends it (Reply-To), by name. */
  senderName: string;
  pdfName: string;
  us: PublicCompanyProfile;
}

/** The buyer's quotation: the PDF attached, the total and validity, and the private link to accept or decline. */
export function renderQuotationSentMail(mail: QuotationSentMail): RenderedMail {
  const revised = mail.revision > 0;
  const subject = `${revised ? 'Revised quotation' : 'Quotation'} ${mail.number} from ${oneLine(mail.us.TradeName)} (your request ${mail.leadReference})`;
  const contact = oneLine(mail.contact, 60);
  const intro = revised
    ? `Please find attached our revised quotation ${mail.number} for your request ${mail.leadReference}. It replaces our earlier quotation.`
    : `Thank you for your request ${mail.leadReference}. Please find attached our quotation ${mail.number}.`;
  const facts: [string, string][] = [
    ['Quotation', mail.number],
    ['Your request', mail.leadReference],
    ['Company', oneLine(mail.company, 60)],
    ['Grand total', mail.grandTotal],
    ['Valid until', mail.validUntil],
    ['PDF', `${mail.pdfName}, attached to this mail`],
  ];
  const text = [
    `Dear ${contact},`,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'See it online, accept it (with your PO number) or decline it here (keep this link private):',
    mail.statusUrl,
    '',
    `Questions? Reply to this mail (it reaches ${mail.senderName}) or call ${phoneList(mail.us)}.`,
    '',
    mail.senderName,
    mail.us.TradeName,
  ].join('\n');
  const body = html`${paragraph(`Dear ${contact},`)}
${paragraph(intro)}
${factsTable(facts)}
${statusLinkHtml(mail.statusUrl, 'View, accept or decline online')}
${paragraph(html`Questions? Reply to this mail (it reaches ${mail.senderName}) or call ${phoneLinks(mail.us)}.`)}
${paragraph(html`${mail.senderName}<br>${mail.us.TradeName}`)}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: `${revised ? 'Revised quotation' : 'Quotation'} ${mail.number}: ${mail.grandTotal}, valid until ${mail.validUntil}.`,
      eyebrow: revised ? 'Revised quotation' : 'Quotation',
      heading: html`${revised ? 'Revised quotation' : 'Quotation'} ${nowrap(mail.number)}`,
      title: subject,
      body,
      brand: mail.us.TradeName,
      footer: buyerFooter(mail.us, 'you asked us for a quotation'),
    }),
  };
}
