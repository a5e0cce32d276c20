import { formatMoney, formatQuantity, rfqStatusPath, type PublicCompanyProfile } from '@rp/contract';
import { linesAsChosen } from '../quotation-lines/index.js';
import type { Tx } from '../../db/client.js';
import type { OrderRow, QuotationRow } from '../../db/schema.js';
import {
  enqueue,
  formatIndiaTime,
  type LeadMailSettings,
  type NewOutboxMessage,
  renderQuotationAnsweredMail,
  renderQuotationConfirmationMail,
  renderQuotationSentMail,
  staffRecipients,
} from '../mail/index.js';
import { dayLabel } from '../../lib/days.js';
import { saveOrderAcknowledgement } from '../orders/index.js';
import { leadReferenceOf } from '../records/index.js';

export const quotationAdminUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/quotations/${encodeURIComponent(id)}`;
export const quotationPdfName = (number: string) => `Quotation ${number}.pdf`;

export interface SentMailInput {
  row: QuotationRow;
  leadReference: string;
  statusKey: string;
  sender: { name: string; email: string };
  us: PublicCompanyProfile;
  siteUrl: string;
}

/** The buyer's mail of a sent quotation: the stored PDF attached, Reply-To the staff member who sent it. */
export function sentMailMessage({ row, leadReference, statusKey, sender, us, siteUrl }: SentMailInput): NewOutboxMessage {
  const pdfName = quotationPdfName(row.number);
  const mail = renderQuotationSentMail({
    number: row.number,
    revision: row.revision,
    leadReference,
    contact: row.buyer.Contact,
    company: row.buyer.Company,
    grandTotal: formatMoney(row.grandTotalPaise, row.currency),
    validUntil: row.validUntil ? dayLabel(row.validUntil) : '',
    statusUrl: `${siteUrl}${rfqStatusPath(leadReference, statusKey)}`,
    senderName: sender.name || us.TradeName,
    pdfName,
    us,
  });
  return {
    recordId: row.recordId,
    kind: 'quotation-sent',
    to: row.buyer.Email,
    replyTo: sender.email,
    ...mail,
    attachments: row.pdfFileId ? [{ fileId: row.pdfFileId, name: pdfName }] : [],
  };
}

export interface AnswerMailsInput {
  row: QuotationRow;
  answer: 'accepted' | 'declined';
  leadReference: string;
  /** The key the buyer used: the confirmation links back with it. */
  statusKey: string;
  poFileName: string;
  us: PublicCompanyProfile;
  settings: LeadMailSettings;
  /** Accepted: the order the acceptance made, confirmed in the buyer's mail. */
  order?: OrderRow;
}

/** The breaks the buyer chose, in words ('' when accepted as quoted): "Line 1: 500 Nos at ₹398.00". */
function quantitiesChosen(row: QuotationRow): string {
  return linesAsChosen(row.lines, row.chosenQuantities)
    .flatMap((line, i) => {
      if (!line.QuotedAs) return [];
      const per = (line.Per ?? 1) === 1 ? '' : ` per ${line.Per}`;
      return [`Line ${i + 1}: ${formatQuantity(line.QuantityThousandths)} ${line.Unit} at ${formatMoney(line.UnitPricePaise, row.currency)}${per}`];
    })
    .join('; ');
}

/** The grand total the buyer agreed to: the order's (quantity breaks included) once there is one. */
const agreedTotal = (row: QuotationRow, order: OrderRow | undefined) =>
  order ? formatMoney(order.grandTotalPaise, order.currency) : formatMoney(row.grandTotalPaise, row.currency);

/** The confirmation's order facts: its number and promised dispatch day. */
const orderFacts = (order: OrderRow | undefined) => (order ? { number: order.number, promisedDate: dayLabel(order.promisedDate) } : undefined);

/**
 * A buyer's online answer: one mail per staff address (who accepted, the PO number, the PO file attached;
 * or the reason and comment) with Reply-To the buyer, and a short confirmation to the buyer.
 */
export async function enqueueAnswerMails(tx: Tx, input: AnswerMailsInput): Promise<void> {
  const { row, answer, us, settings } = input;
  const answeredAt = formatIndiaTime(((answer === 'accepted' ? row.acceptedAt : row.declinedAt) ?? new Date()).toISOString());
  const grandTotal = agreedTotal(row, input.order);
  const quantities = quantitiesChosen(row);
  const staff = renderQuotationAnsweredMail({
    quantities,
    answer,
    number: row.number,
    leadReference: input.leadReference,
    company: row.buyer.Company,
    grandTotal,
    name: row.acceptedByName,
    designation: row.acceptedByDesignation,
    poNumber: row.poNumber,
    poFileName: input.poFileName,
    reason: row.declineReason ?? '',
    comment: row.declineComment,
    answeredAt,
    url: quotationAdminUrl(settings.siteUrl, row.id),
    brand: us.TradeName,
  });
  const attachments = row.poFileId ? [{ fileId: row.poFileId, name: input.poFileName }] : [];
  const messages: NewOutboxMessage[] = (await staffRecipients(tx, settings.notifyTo)).map((to) => ({
    recordId: row.recordId,
    kind: 'quotation-answered',
    to,
    replyTo: row.buyer.Email,
    ...staff,
    attachments,
  }));
  const confirmation = renderQuotationConfirmationMail({
    answer,
    number: row.number,
    leadReference: input.leadReference,
    contact: row.buyer.Contact,
    grandTotal,
    quantities,
    poNumber: row.poNumber,
    reason: row.declineReason ?? '',
    answeredAt,
    statusUrl: `${settings.siteUrl}${rfqStatusPath(input.leadReference, input.statusKey)}`,
    us,
    order: orderFacts(input.order),
  });
  // An acceptance's confirmation carries the order acknowledgement (issue 46).
  const acknowledgement = input.order ? [await saveOrderAcknowledgement(tx, input.order)] : [];
  messages.push({
    recordId: row.recordId,
    kind: 'quotation-confirmation',
    to: row.buyer.Email,
    replyTo: us.Email || null,
    ...confirmation,
    attachments: acknowledgement,
  });
  await enqueue(tx, messages);
}

export interface StaffAcceptanceMailInput {
  row: QuotationRow;
  order: OrderRow;
  /** The status link's key, made for this mail (its hash is on the order's first event); null without a lead. */
  statusKey: string | null;
  us: PublicCompanyProfile;
  siteUrl: string;
}

/** Staff "Mark accepted": the buyer's one confirmation of the order (number, PO, promised dispatch, status link, the acknowledgement PDF). */
export async function enqueueStaffAcceptanceMail(tx: Tx, input: StaffAcceptanceMailInput): Promise<void> {
  const { row, us } = input;
  const leadReference = await leadReferenceOf(tx, row.recordId);
  const confirmation = renderQuotationConfirmationMail({
    answer: 'accepted',
    recordedByStaff: true,
    number: row.number,
    leadReference: leadReference ?? '',
    contact: row.buyer.Contact,
    grandTotal: agreedTotal(row, input.order),
    quantities: quantitiesChosen(row),
    poNumber: row.poNumber,
    reason: '',
    answeredAt: formatIndiaTime((row.acceptedAt ?? new Date()).toISOString()),
    statusUrl: leadReference && input.statusKey ? `${input.siteUrl}${rfqStatusPath(leadReference, input.statusKey)}` : '',
    us,
    order: orderFacts(input.order),
  });
  // The confirmation carries the order acknowledgement (issue 46), as after an online acceptance.
  const acknowledgement = await saveOrderAcknowledgement(tx, input.order);
  await enqueue(tx, [
    {
      recordId: row.recordId,
      kind: 'quotation-confirmation',
      to: row.buyer.Email,
      replyTo: us.Email || null,
      ...confirmation,
      attachments: [acknowledgement],
    },
  ]);
}
