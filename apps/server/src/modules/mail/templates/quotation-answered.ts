import { oneLine } from './header-text.js';
import { html, multiline } from './html.js';
import { buttonWithAddress, factsTable, nowrap, paragraph, renderLayout } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface QuotationAnsweredMail {
  answer: 'accepted' | 'declined';
  number: string;
  leadReference: string;
  company: string;
  grandTotal: string;
  /** Accepted: who accepted, their designation, PO number and PO file name ('' when none). */
  name: string;
  designation: string;
  poNumber: string;
  poFileName: string;
  /** The quantity breaks chosen ("Line 1: 500 Nos at ₹398.00"), '' when accepted as quoted. */
  quantities?: string;
  /** Declined: the reason and the buyer's comment. */
  reason: string;
  comment: string;
  answeredAt: string;
  /** The quotation in the back office. */
  url: string;
  brand: string;
}

/** The team's news that a buyer answered online: who accepted (PO number, PO file attached) or why they declined. */
export function renderQuotationAnsweredMail(mail: QuotationAnsweredMail): RenderedMail {
  const accepted = mail.answer === 'accepted';
  const who = accepted ? `${oneLine(mail.name, 60)}${mail.designation ? ` (${oneLine(mail.designation, 60)})` : ''}` : '';
  const subject = accepted
    ? `Accepted: quotation ${mail.number} by ${oneLine(mail.company)}${mail.poNumber ? `, PO ${oneLine(mail.poNumber, 40)}` : ''}`
    : `Declined: quotation ${mail.number} by ${oneLine(mail.company)} (${mail.reason})`;
  const intro = accepted
    ? `${oneLine(mail.company)} accepted quotation ${mail.number} online.`
    : `${oneLine(mail.company)} declined quotation ${mail.number} online.`;
  const rows: [string, string][] = [
    ['Quotation', mail.number],
    ['Lead', mail.leadReference],
    ['Company', mail.company],
    ['Grand total', mail.grandTotal],
    [accepted ? 'Accepted' : 'Declined', mail.answeredAt],
  ];
  if (accepted) {
    rows.push(
      ['Accepted by', who],
      ['PO number', mail.poNumber || 'None given'],
      ...(mail.quantities ? [['Quantities chosen', mail.quantities] as [string, string]] : []),
      ['PO file', mail.poFileName ? `${mail.poFileName}, attached to this mail` : 'None'],
    );
  } else {
    rows.push(['Reason', mail.reason]);
  }
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(!accepted ? ['', 'Comment:', mail.comment || 'No comment.'] : []),
    '',
    'Open the quotation in the back office:',
    mail.url,
  ].join('\n');
  const cells: [string, ReturnType<typeof html> | string][] = [...rows];
  if (!accepted) cells.push(['Comment', mail.comment ? multiline(mail.comment) : 'No comment.']);
  const body = html`${paragraph(intro)}
${factsTable(cells)}
${buttonWithAddress(mail.url, `Open ${mail.number}`)}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: intro,
      eyebrow: accepted ? 'Quotation accepted' : 'Quotation declined',
      heading: html`${nowrap(mail.number)} ${accepted ? 'accepted' : 'declined'}`,
      title: subject,
      body,
      brand: mail.brand,
      footer: html`Sent by the ${mail.brand} website to the back-office team.`,
    }),
  };
}
