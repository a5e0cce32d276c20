import type { PublicCompanyProfile } from '@rp/contract';
import { buyerFooter, phoneLinks, phoneList, statusLinkHtml } from './buyer-parts.js';
import { oneLine } from './header-text.js';
import { html } from './html.js';
import { factsTable, nowrap, paragraph, renderLayout } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

export interface ProformaSentMail {
  /** PI/26-27/0001 */
  number: string;
  orderNumber: string;
  poNumber: string;
  contact: string;
  /** "₹50,000.00 (50 % of ₹1,18,000.00)" */
  asked: string;
  /** "15 December 2026", or '' for none. */
  dueDate: string;
  /** The company's UPI ID, or '' when it has none. */
  upiId: string;
  /** The buyer's status page (the order and this proforma with its PDF); '' when the lead is gone. */
  statusUrl: string;
  pdfName: string;
  us: PublicCompanyProfile;
}

/** The buyer's proforma invoice: the advance asked, the PDF attached (bank details and UPI there), the order's status link. */
export function renderProformaSentMail(mail: ProformaSentMail): RenderedMail {
  const subject = `Proforma invoice ${mail.number} for your order ${mail.orderNumber} from ${oneLine(mail.us.TradeName)}`;
  const contact = oneLine(mail.contact, 60);
  const po = mail.poNumber ? ` (your PO ${oneLine(mail.poNumber, 60)})` : '';
  const intro = `Thank you for your order ${mail.orderNumber}${po}. Please find attached our proforma invoice ${mail.number} for the advance.`;
  const facts: [string, string][] = [
    ['Proforma invoice', mail.number],
    ['Order', mail.orderNumber],
    ['Advance requested', mail.asked],
    ...(mail.dueDate ? ([['Due by', mail.dueDate]] as [string, string][]) : []),
    ...(mail.upiId ? ([['UPI ID', mail.upiId]] as [string, string][]) : []),
    ['PDF', `${mail.pdfName}, attached to this mail (with our bank details)`],
  ];
  const note = 'This is not a tax invoice: the tax invoice comes with the goods.';
  const statusLines = mail.statusUrl ? ['', 'Follow your order and see this proforma online (keep this link private):', mail.statusUrl] : [];
  const text = [
    `Dear ${contact},`,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    note,
    ...statusLines,
    '',
    `Questions? Reply to this mail or call ${phoneList(mail.us)}.`,
    '',
    mail.us.TradeName,
  ].join('\n');
  const body = html`${paragraph(`Dear ${contact},`)}
${paragraph(intro)}
${factsTable(facts)}
${paragraph(note)}
${statusLinkHtml(mail.statusUrl, 'See your order online')}
${paragraph(html`Questions? Reply to this mail or call ${phoneLinks(mail.us)}.`)}
${paragraph(mail.us.TradeName)}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: `Proforma invoice ${mail.number}: advance ${mail.asked}.`,
      eyebrow: 'Proforma invoice',
      heading: html`Proforma invoice ${nowrap(mail.number)}`,
      title: subject,
      body,
      brand: mail.us.TradeName,
      footer: buyerFooter(mail.us, 'you placed an order with us'),
    }),
  };
}
