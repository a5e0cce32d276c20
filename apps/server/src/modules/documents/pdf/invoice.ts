import { INVOICE_COPIES, INVOICE_COPY_TITLES } from '@rp/contract';
import { renderDocument } from './document.js';
import { buildInvoiceModel, type InvoicePdfInput } from './invoice-model.js';
import { drawCancelled, drawEinvoice, drawInvoiceParty, drawTransport } from './invoice-parts.js';
import { drawInvoiceSummaryAndClosing } from './invoice-summary.js';
import { drawLetterhead, type TitleValue } from './letterhead.js';
import { drawLineTable } from './line-table.js';
import { dayLabel } from './quotation-dates.js';

export type { InvoicePdfInput } from './invoice-model.js';

const DECLARATION = 'We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.';

function invoiceTitle({ invoice, order }: InvoicePdfInput): [string, TitleValue][] {
  return [
    ['Invoice No.', invoice.number],
    ['Date', dayLabel(invoice.date)],
    ['Order No.', order.number],
    ['Buyer PO', order.poNumber ? [order.poNumber, order.poDate && `dated ${dayLabel(order.poDate)}`] : 'Not given'],
  ];
}

/**
 * The tax invoice (issue 48; CGST Rules, rule 46): the supplier with GSTIN, state and code; the invoice's
 * number and date; the recipient with GSTIN (or Unregistered), state and place of supply, the shipping address
 * when it differs; the lines with HSN, quantity, unit, rate, discount, taxable value and GST rate, the charges;
 * tax per rate and per HSN; the total in figures and words; reverse charge; transport; the order and the
 * buyer's PO; the signature. In three copies (rule 48), each from a page of its own, or the one asked for.
 * A cancelled invoice says CANCELLED across every page and why under its title; an e-invoice prints its IRN,
 * acknowledgement and signed QR code.
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { profile, invoice, order } = input;
  const model = buildInvoiceModel(input);
  const day = new Date(`${invoice.date}T00:00:00+05:30`);
  const copies = (input.copy ? [input.copy] : INVOICE_COPIES).map((copy) => INVOICE_COPY_TITLES[copy]);
  return renderDocument({
    model,
    info: {
      title: `Tax invoice ${invoice.number}`,
      subject: `Tax invoice for order ${order.number}, ${model.buyer.Company}`,
      created: day,
      modified: invoice.cancelledAt ?? day,
    },
    footer: `${profile.TradeName} · Tax invoice ${invoice.number}`,
    continuation: `TAX INVOICE ${invoice.number}`,
    copies,
    ...(invoice.state === 'Cancelled' ? { watermark: 'CANCELLED' } : {}),
    draw: (writer, copy) => {
      drawLetterhead(writer, model, { title: 'TAX INVOICE', subtitle: copy ?? undefined, rows: invoiceTitle(input), stateCode: true });
      drawCancelled(writer, invoice);
      drawEinvoice(writer, invoice);
      drawInvoiceParty(writer, model, invoice.irn ? invoice.signedQrCode : null);
      drawTransport(writer, input);
      drawLineTable(writer, model);
      drawInvoiceSummaryAndClosing(writer, model, [
        ['Payment terms', order.paymentTerms],
        ['Declaration', DECLARATION],
      ]);
    },
  });
}

/** The invoice's file name, as mailed and downloaded: "Tax invoice INV-26-27-0001.pdf" (no slash in a file name). */
export const invoicePdfName = (number: string) => `Tax invoice ${number.replace(/\//g, '-')}.pdf`;
