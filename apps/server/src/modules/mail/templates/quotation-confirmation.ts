import type { PublicCompanyProfile } from '@rp/contract';
import { oneLine } from './header-text.js';
import { buyerFooter, buyerTailHtml, buyerTailText } from './buyer-parts.js';
import { html } from './html.js';
import { factsTable, nowrap, paragraph, renderLayout } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface QuotationConfirmationMail {
  answer: 'accepted' | 'declined';
  number: string;
  leadReference: string;
  contact: string;
  grandTotal: string;
  /** Accepted: the PO number given ('' when none). Declined: the reason. */
  poNumber: string;
  /** The quantity breaks chosen ("Line 1: 500 Nos at ₹398.00"), '' when accepted as quoted. */
  quantities?: string;
  reason: string;
  answeredAt: string;
  /** The private status page ('' when the lead was deleted). */
  statusUrl: string;
  us: PublicCompanyProfile;
  /** Accepted: the order the acceptance made. */
  order?: { number: string; promisedDate: string };
  /** Accepted by mail or phone and recorded by staff ("Mark accepted"), not answered online. */
  recordedByStaff?: boolean;
}

function subjectOf(mail: QuotationConfirmationMail): string {
  if (mail.answer === 'declined') return `We received your answer to quotation ${mail.number}`;
  if (mail.recordedByStaff && mail.order) return `Order ${mail.order.number} confirmed: your acceptance of quotation ${mail.number}`;
  return `We received your acceptance of quotation ${mail.number}`;
}

function introOf(mail: QuotationConfirmationMail): string {
  if (mail.answer === 'declined') {
    return `Thank you for letting us know that you will not go ahead with our quotation ${mail.number}. We hope to quote for you again.`;
  }
  const thanks = mail.recordedByStaff
    ? `Thank you for your order: we have recorded your acceptance of our quotation ${mail.number}.`
    : `Thank you for accepting our quotation ${mail.number}.`;
  return mail.order
    ? `${thanks} Your order number is ${mail.order.number}; we plan to dispatch it by ${mail.order.promisedDate}. Our order acknowledgement is attached.`
    : `${thanks} We will confirm the order and its delivery schedule shortly.`;
}

/**
 * The buyer's receipt of their answer (or of the acceptance staff recorded), with the order it made: short,
 * no free text of theirs beyond the PO number.
 */
export function renderQuotationConfirmationMail(mail: QuotationConfirmationMail): RenderedMail {
  const accepted = mail.answer === 'accepted';
  const contact = oneLine(mail.contact, 60);
  const subject = subjectOf(mail);
  const intro = introOf(mail);
  const rows: [string, string][] = [
    ...(mail.order ? [['Order', mail.order.number] as [string, string]] : []),
    ['Quotation', mail.number],
    ['Your request', mail.leadReference],
    ['Grand total', mail.grandTotal],
    [accepted ? 'Accepted' : 'Declined', mail.answeredAt],
    accepted ? ['PO number', mail.poNumber ? oneLine(mail.poNumber, 60) : 'None given'] : ['Reason', mail.reason],
    ...(mail.quantities ? [['Quantities chosen', mail.quantities] as [string, string]] : []),
    ...(mail.order ? [['Promised dispatch', mail.order.promisedDate] as [string, string]] : []),
  ];
  const text = [
    `Dear ${contact},`,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...buyerTailText(mail.us, mail.number, mail.statusUrl, mail.order ? 'Follow your order' : 'Your request and quotation'),
  ].join('\n');
  const body = html`${paragraph(`Dear ${contact},`)}
${paragraph(intro)}
${factsTable(rows)}
${buyerTailHtml(mail.us, mail.number, mail.statusUrl, mail.order ? 'Follow your order' : 'See your request and quotation')}`;
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
      footer: buyerFooter(mail.us, `you ${mail.recordedByStaff ? 'accepted our quotation' : 'answered our quotation on our website'}`),
    }),
  };
}
