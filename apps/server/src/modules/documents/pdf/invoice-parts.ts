import { CURRENCY_NAMES, gstStateName, indiaDateLabel, OUTSIDE_INDIA_CODE, type QuotationBuyer } from '@rp/contract';
import type { InvoiceRow } from '../../../db/schema.js';
import type { InvoicePdfInput } from './invoice-model.js';
import type { DocumentModel } from './model.js';
import { exchangeRateText } from './money.js';
import { placeOfSupplyText } from './party.js';
import { dayLabel } from './quotation-dates.js';
import { columns, wrapAll, type Styled } from './text-columns.js';
import { drawQrCode } from './upi.js';
import { treatmentText } from './wording.js';
import { CONTENT_WIDTH, LEFT, lineHeight, STYLE, type PdfWriter, type TextStyle } from './writer.js';

const PAD = 6;
const LINE = lineHeight(STYLE.body);
const pair = (head: string, text: string, style: TextStyle = STYLE.bodyBold): Styled[] => [
  { text: head, style: STYLE.head },
  { text, style },
];

/** "Gujarat, code 24": from the GSTIN's first two digits when registered, else the place of supply. */
export function buyerStateText(buyer: Pick<QuotationBuyer, 'GSTIN' | 'PlaceOfSupply'>): string | null {
  const code = buyer.GSTIN ? buyer.GSTIN.slice(0, 2) : buyer.PlaceOfSupply;
  const name = code === OUTSIDE_INDIA_CODE ? undefined : gstStateName(code);
  return name ? `${name}, code ${code}` : null;
}

/**
 * The recipient (rule 46): name, billing address, GSTIN or "Unregistered", state and code at the left; place
 * of supply (state and code), the treatment and currency, and the shipping address when it differs at the right;
 * an e-invoice's signed QR code at the right edge.
 */
export function drawInvoiceParty(writer: PdfWriter, model: DocumentModel, signedQr: string | null) {
  const { buyer, currency } = model;
  const half = (CONTENT_WIDTH - 20) / 2;
  // With an e-invoice the signed QR code takes the right edge: the right column narrows for it.
  const rightWidth = signedQr ? half - QR_SIZE - 10 : half;
  const state = buyerStateText(buyer);
  const indian = buyer.PlaceOfSupply !== OUTSIDE_INDIA_CODE || Boolean(buyer.GSTIN);
  const left: Styled[] = [
    { text: 'BILL TO', style: STYLE.head },
    { text: buyer.Company, style: STYLE.bodyBold },
    ...(buyer.Contact ? [{ text: `Kind attention: ${buyer.Contact}`, style: STYLE.body }] : []),
    { text: buyer.BillingAddress, style: STYLE.body },
    ...(indian ? [{ text: `GSTIN: ${buyer.GSTIN || 'Unregistered'}`, style: STYLE.bodyBold }] : []),
    ...(state ? [{ text: `State: ${state}`, style: STYLE.body }] : []),
  ];
  const shipping = buyer.ShippingAddress.trim();
  const differs = shipping !== '' && shipping !== buyer.BillingAddress.trim();
  const treatment = treatmentText(buyer);
  const rate = exchangeRateText(model);
  const right: Styled[] = [
    ...pair('PLACE OF SUPPLY', placeOfSupplyText(buyer.PlaceOfSupply)),
    { text: 'Whether tax is payable on reverse charge: No', style: STYLE.body },
    ...(treatment ? pair('GST TREATMENT', treatment) : []),
    ...(currency !== 'INR' ? pair('CURRENCY', `${CURRENCY_NAMES[currency].words} (${currency})`) : []),
    ...(rate ? [{ text: rate, style: STYLE.body }] : []),
    ...(differs ? pair('SHIP TO', shipping, STYLE.body) : []),
  ];
  const qrHeight = signedQr ? QR_SIZE + LINE : 0;
  writer.keepTogether(qrHeight);
  const top = writer.y;
  columns(writer, wrapAll(writer, left, half), wrapAll(writer, right, rightWidth), LEFT + half + 20);
  if (signedQr) {
    drawSignedQr(writer, signedQr, top);
    writer.y = Math.max(writer.y, top + qrHeight);
  }
  writer.y += 6;
}

/** Transport (rule 46 and the e-way bill): who carries it, the LR or docket, the vehicle and the e-way bill, in a shaded strip. */
export function drawTransport(writer: PdfWriter, { invoice, dispatch }: InvoicePdfInput) {
  const mode = [dispatch.transportMode, dispatch.distanceKm ? `${dispatch.distanceKm} km` : ''].filter(Boolean).join(', ');
  const cells: [string, string][] = [
    ['TRANSPORTER', dispatch.transporter || '–'],
    ['TRANSPORTER ID', dispatch.transporterId || '–'],
    ['LR / DOCKET NO.', dispatch.docketNo || '–'],
    ['DISPATCH DATE', dayLabel(dispatch.dispatchDate)],
    ['VEHICLE NO.', dispatch.vehicleNo || '–'],
    ['MODE', mode],
    ['PACKAGES', String(dispatch.packages)],
    ['E-WAY BILL NO.', invoice.ewayBillNo || dispatch.ewayBillNo || '–'],
  ];
  const width = CONTENT_WIDTH / 4;
  const rowHeight = lineHeight(STYLE.head) + LINE + 3;
  const height = 2 * rowHeight + 2 * 4;
  writer.keepTogether(height);
  writer.shade(LEFT, writer.y, CONTENT_WIDTH, height);
  cells.forEach(([label, value], i) => {
    const x = LEFT + (i % 4) * width + PAD;
    const y = writer.y + 4 + Math.floor(i / 4) * rowHeight;
    writer.text(label, x, y, STYLE.head);
    writer.fittedText(value, x, y + lineHeight(STYLE.head), width - 2 * PAD, STYLE.bodyBold, 'left');
  });
  writer.y += height + 6;
}

const QR_SIZE = 104;
const QR_CAPTION = 'Signed QR code (e-invoice)';

/** What the e-invoice portal returned: IRN, acknowledgement number and date, in a shaded strip (the QR code goes beside the party). */
export function drawEinvoice(writer: PdfWriter, invoice: InvoiceRow) {
  if (!invoice.irn) return;
  const cells: [string, string, number][] = [
    ['IRN (E-INVOICE)', invoice.irn, 0.64],
    ['ACK NO.', invoice.ackNo, 0.18],
    ['ACK DATE', invoice.ackDate ? dayLabel(invoice.ackDate) : '', 0.18],
  ];
  const height = lineHeight(STYLE.head) + LINE + 3 + 2 * 4;
  writer.keepTogether(height + 6);
  writer.shade(LEFT, writer.y, CONTENT_WIDTH, height);
  let x = LEFT;
  for (const [label, value, share] of cells) {
    const width = share * CONTENT_WIDTH;
    writer.text(label, x + PAD, writer.y + 4, STYLE.head);
    writer.fittedText(value, x + PAD, writer.y + 4 + lineHeight(STYLE.head), width - 2 * PAD, STYLE.bodyBold, 'left');
    x += width;
  }
  writer.y += height + 6;
}

/** The signed QR code at the right edge from `top` (level L: a long JWT keeps modules large enough to scan), or why not. */
function drawSignedQr(writer: PdfWriter, text: string, top: number) {
  const x = LEFT + CONTENT_WIDTH - QR_SIZE;
  try {
    drawQrCode(writer, text, x, top, QR_SIZE, { level: 'L', link: false });
  } catch {
    const words = writer.wrap('The signed QR code is too long to print as a QR code; it is kept with the invoice.', QR_SIZE - 8, STYLE.muted);
    words.forEach((line, i) => writer.text(line, x + 4, top + 4 + i * lineHeight(STYLE.muted), STYLE.muted));
  }
  writer.text(QR_CAPTION, x, top + QR_SIZE, STYLE.muted, 'center', QR_SIZE);
}

/** A cancelled invoice says so under its title, with when and why (the watermark says it across every page). */
export function drawCancelled(writer: PdfWriter, invoice: InvoiceRow) {
  if (invoice.state !== 'Cancelled') return;
  const red = '#a4262c';
  const when = invoice.cancelledAt ? ` on ${indiaDateLabel(invoice.cancelledAt)}` : '';
  const head = { size: 10, bold: true, color: red };
  const reason = writer.wrap(`Reason: ${invoice.cancelReason || 'not given'}`, CONTENT_WIDTH - 2 * PAD - 4, STYLE.body);
  const height = lineHeight(head) + reason.length * LINE + 2 * PAD;
  writer.keepTogether(height + 8);
  writer.shade(LEFT, writer.y, CONTENT_WIDTH, height, '#fbeaea');
  writer.doc.save().rect(LEFT, writer.y, 2, height).fill(red).restore();
  writer.text(`CANCELLED${when}. This invoice is not valid for payment or transport.`, LEFT + PAD + 4, writer.y + PAD, head);
  reason.forEach((line, i) => writer.text(line, LEFT + PAD + 4, writer.y + PAD + lineHeight(head) + i * LINE, STYLE.body));
  writer.y += height + 8;
}
