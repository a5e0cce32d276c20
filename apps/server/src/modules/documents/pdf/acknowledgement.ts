import { indiaDateLabel, type CompanyProfileData } from '@rp/contract';
import type { OrderLineRow, OrderRow } from '../../../db/schema.js';
import { drawSummaryAndClosing, renderDocument } from './document.js';
import { drawLetterhead, type TitleValue } from './letterhead.js';
import { drawLineTable } from './line-table.js';
import { buildOrderModel } from './order-model.js';
import { drawParty } from './party.js';
import { dayLabel } from './quotation-dates.js';

/** What the order acknowledgement prints: the order as accepted, its lines, and the company profile. */
export interface OrderAcknowledgementPdfInput {
  profile: CompanyProfileData;
  order: OrderRow;
  lines: OrderLineRow[];
}

function acknowledgementTitle({ order }: OrderAcknowledgementPdfInput): [string, TitleValue][] {
  return [
    ['Order No.', order.number],
    ['Date', indiaDateLabel(order.acceptedAt)],
    ['Your PO', order.poNumber ? [order.poNumber, order.poDate && `dated ${dayLabel(order.poDate)}`] : 'Not given'],
    ['Quotation', order.quotationNumber],
    ['Dispatch by', dayLabel(order.promisedDate)],
  ];
}

/**
 * The order acknowledgement (issue 46): the supplier confirms the buyer's order as accepted. Order number,
 * the buyer's PO and its date, the accepted lines with quantities and prices, the totals as accepted, the
 * promised dispatch date, payment and delivery terms. Mailed with the acceptance's confirmation.
 */
export async function renderOrderAcknowledgementPdf(input: OrderAcknowledgementPdfInput): Promise<Uint8Array> {
  const { profile, order, lines } = input;
  const model = buildOrderModel(profile, order, lines, 'order');
  const po = order.poNumber ? ` against your PO ${order.poNumber}` : '';
  return renderDocument({
    model,
    info: {
      title: `Order acknowledgement ${order.number}`,
      subject: `Order acknowledgement for ${model.buyer.Company}`,
      created: order.acceptedAt,
      modified: order.acceptedAt,
    },
    footer: `${profile.TradeName} · Order acknowledgement ${order.number}`,
    continuation: `ORDER ACKNOWLEDGEMENT ${order.number}`,
    draw: (writer) => {
      drawLetterhead(writer, model, { title: 'ORDER ACKNOWLEDGEMENT', rows: acknowledgementTitle(input) });
      drawParty(writer, model, 'ORDER FROM');
      drawLineTable(writer, model);
      drawSummaryAndClosing(writer, model, [
        ['Order', `We thank you for your order${po} and confirm it as above, on quotation ${order.quotationNumber}.`],
        ['Dispatch', `Promised dispatch date: ${dayLabel(order.promisedDate)}.`],
        ['Payment terms', order.paymentTerms],
        ['Delivery terms', order.deliveryTerms],
        ['Notes', order.notes],
      ]);
    },
  });
}

/** The acknowledgement's file name, as mailed and downloaded. */
export const acknowledgementPdfName = (orderNumber: string) => `Order acknowledgement ${orderNumber}.pdf`;
