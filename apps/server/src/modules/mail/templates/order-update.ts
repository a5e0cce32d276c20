import { ORDER_STAGE_BUYER_LABELS, type PublicCompanyProfile } from '@rp/contract';
import { oneLine } from './header-text.js';
import { html, multiline } from './html.js';
import { buyerFooter, buyerTailHtml, buyerTailText } from './buyer-parts.js';
import { factsTable, nowrap, paragraph, renderLayout } from './layout.js';
import type { RenderedMail } from './staff-notification.js';

/** One dispatch as the buyer's mail lists it. */
export interface DispatchFacts {
  invoiceNo: string;
  invoiceDate: string;
  transporter: string;
  docketNo: string;
  dispatchDate: string;
  ewayBillNo: string;
  packages: number;
  /** "Pump shaft, EN8: 100 Nos" */
  lines: string[];
  /** Every line has now been dispatched. */
  complete: boolean;
  /** The tax invoice made with this dispatch goes with the mail as a PDF. */
  invoiceAttached?: boolean;
}

export interface OrderUpdateMail {
  number: string;
  poNumber: string;
  contact: string;
  /** The stage in the buyer's words ("In machining"). */
  stageLabel: string;
  /** "27 December 2026" */
  promisedDate: string;
  /** What staff wrote for the buyer ('' for none). */
  note: string;
  /** A dispatch mail carries its facts; a stage or note mail has none. */
  dispatch: DispatchFacts | null;
  /** A note alone ("Tell the buyer" on a note): the order did not move. */
  noteOnly?: boolean;
  /** The private status page ('' when the lead was deleted). */
  statusUrl: string;
  us: PublicCompanyProfile;
}

/** The stages outside the flow read as what happened ("is on hold"), not as a stage reached. */
const STAGE_SENTENCES: Record<string, (number: string) => string> = {
  [ORDER_STAGE_BUYER_LABELS['On hold']]: (number) => `Your order ${number} is on hold.`,
  [ORDER_STAGE_BUYER_LABELS.Cancelled]: (number) => `Your order ${number} has been cancelled.`,
  [ORDER_STAGE_BUYER_LABELS.Delivered]: (number) => `Your order ${number} has been delivered.`,
};
const stageSentence = (number: string, stageLabel: string) =>
  STAGE_SENTENCES[stageLabel]?.(number) ?? `Your order ${number} is now at this stage: ${stageLabel}.`;

/** The buyer's mail about their order: where it is now (or what was dispatched), staff's note and the status link. */
export function renderOrderUpdateMail(mail: OrderUpdateMail): RenderedMail {
  const contact = oneLine(mail.contact, 60);
  const d = mail.dispatch;
  const subject = d
    ? `Order ${mail.number} ${d.complete ? 'dispatched' : 'partly dispatched'}: ${oneLine(d.transporter, 40)}, docket ${oneLine(d.docketNo, 40)}`
    : mail.noteOnly
      ? `A note about your order ${mail.number}`
      : `Order ${mail.number}: ${mail.stageLabel}`;
  const intro = d
    ? d.complete
      ? `Your order ${mail.number} has been dispatched.`
      : `Part of your order ${mail.number} has been dispatched; we will send the rest as soon as it is ready.`
    : mail.noteOnly
      ? `A note about your order ${mail.number}, which is at this stage: ${mail.stageLabel}.`
      : stageSentence(mail.number, mail.stageLabel);
  const facts: [string, string][] = [
    ['Order', mail.number],
    ['Your PO', mail.poNumber ? oneLine(mail.poNumber, 60) : 'None given'],
    ['Stage', mail.stageLabel],
  ];
  if (!d || !d.complete) facts.push(['Promised dispatch', mail.promisedDate]);
  if (d) {
    facts.push(
      ['Transporter', d.transporter],
      ['LR / docket no.', d.docketNo],
      ['Dispatch date', d.dispatchDate],
      ['Invoice', `${d.invoiceNo} of ${d.invoiceDate}${d.invoiceAttached ? ' (PDF attached)' : ''}`],
      ['Packages', String(d.packages)],
    );
    if (d.ewayBillNo) facts.push(['E-way bill', d.ewayBillNo]);
    facts.push(['Sent', d.lines.join('\n')]);
  }
  const text = [
    `Dear ${contact},`,
    '',
    intro,
    ...(mail.note ? ['', mail.note] : []),
    '',
    ...facts.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`),
    ...buyerTailText(mail.us, mail.number, mail.statusUrl, 'Follow your order here'),
  ].join('\n');
  const body = html`${paragraph(`Dear ${contact},`)}
${paragraph(intro)}
${mail.note ? paragraph(multiline(mail.note)) : ''}
${factsTable(facts.map(([label, value]) => [label, multiline(value)]))}
${buyerTailHtml(mail.us, mail.number, mail.statusUrl, 'Follow your order')}`;
  return {
    subject,
    text,
    html: renderLayout({
      preheader: intro,
      eyebrow: d ? 'Dispatch' : mail.noteOnly ? 'A note about your order' : 'Order update',
      heading: html`${nowrap(mail.number)}: ${d ? (d.complete ? 'Dispatched' : 'Part dispatched') : mail.noteOnly ? 'A note' : mail.stageLabel}`,
      title: subject,
      body,
      brand: mail.us.TradeName,
      footer: buyerFooter(mail.us, 'you placed this order with us'),
    }),
  };
}
