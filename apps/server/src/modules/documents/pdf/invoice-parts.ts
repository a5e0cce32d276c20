import { CURRENCY_NAMES, gstRateText, gstStateName, indiaDateLabel, OUTSIDE_INDIA_CODE, type QuotationBuyer } from '@rp/contract';
import type { InvoiceRow } from '../../../db/schema.js';
import { hsnSummary, type HsnRow, type InvoicePdfInput } from './invoice-model.js';
import type { DocumentModel } from './model.js';
import { currencyLabel, exchangeRateText, moneyPlain } from './money.js';
import { placeOfSupplyText } from './party.js';
import { dayLabel } from './quotation-dates.js';
import type { Block } from './summary.js';
import { columns, wrapAll, type Styled } from './text-columns.js';
import { drawQrCode } from './upi.js';
import { treatmentText } from './wording.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, STYLE, type Align, type PdfWriter, type TextStyle } from './writer.js';

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
 * of supply (state and code), the treatment and currency, and the shipping address when it differs at the right.
 */
export function drawInvoiceParty(writer: PdfWriter, model: DocumentModel) {
  const { buyer, currency } = model;
  const half = (CONTENT_WIDTH - 20) / 2;
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
  columns(writer, wrapAll(writer, left, half), wrapAll(writer, right, half), LEFT + half + 20);
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

const QR_SIZE = 118;

/** What the e-invoice portal returned: IRN, acknowledgement number and date, and the signed QR code beside them. */
export function drawEinvoice(writer: PdfWriter, invoice: InvoiceRow) {
  if (!invoice.irn) return;
  const height = QR_SIZE + 2 * PAD;
  writer.keepTogether(height + 8);
  const top = writer.y;
  writer.shade(LEFT, top, CONTENT_WIDTH, height);
  writer.doc.save().rect(LEFT, top, 2, height).fill(COLOR.accent).restore();
  const qrX = LEFT + CONTENT_WIDTH - PAD - QR_SIZE;
  writer.doc.save().rect(qrX, top + PAD, QR_SIZE, QR_SIZE).fill('#ffffff').restore();
  const textX = LEFT + PAD + 4;
  const textWidth = qrX - textX - 12;
  let y = top + PAD + 4;
  writer.text('E-INVOICE', textX, y, STYLE.heading);
  y += 16;
  const rows: [string, string][] = [
    ['IRN', invoice.irn],
    ['Ack No.', invoice.ackNo],
    ['Ack Date', invoice.ackDate ? dayLabel(invoice.ackDate) : ''],
  ];
  for (const [label, value] of rows) {
    writer.text(label, textX, y, STYLE.muted);
    for (const line of writer.wrap(value, textWidth - 52, STYLE.bodyBold)) {
      writer.text(line, textX + 52, y, STYLE.bodyBold);
      y += LINE;
    }
    y += 2;
  }
  try {
    // The signed QR code is a long JWT: level L keeps its modules large enough to scan in print.
    drawQrCode(writer, invoice.signedQrCode, qrX, top + PAD, QR_SIZE, { level: 'L', link: false });
    writer.text('Signed QR code of the e-invoice', textX, top + height - PAD - LINE, STYLE.muted);
  } catch {
    const words = writer.wrap('The signed QR code is too long to print as a QR code; it is kept with the invoice.', QR_SIZE - 8, STYLE.muted);
    words.forEach((line, i) => writer.text(line, qrX + 4, top + PAD + 4 + i * lineHeight(STYLE.muted), STYLE.muted));
  }
  writer.y = top + height + 8;
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

interface HsnColumn {
  title: string;
  share: number;
  align: Align;
  value: (row: HsnRow) => string;
}

function hsnColumns(model: DocumentModel): HsnColumn[] {
  const money = (minor: number) => moneyPlain(model, minor);
  const unit = currencyLabel(model);
  const code: HsnColumn = { title: 'HSN / SAC', share: 0.27, align: 'left', value: (r) => r.hsn };
  const rate: HsnColumn = { title: 'GST rate', share: 0.1, align: 'right', value: (r) => (r.hsn === 'Total' ? '' : gstRateText(r.gstRate)) };
  const taxable: HsnColumn = { title: `Taxable value (${unit})`, share: 0.18, align: 'right', value: (r) => money(r.taxable) };
  const total: HsnColumn = { title: `Total tax (${unit})`, share: 0.15, align: 'right', value: (r) => money(r.cgst + r.sgst + r.igst) };
  switch (model.computed.TaxMode) {
    case 'CGST+SGST':
      return [
        code,
        rate,
        taxable,
        { title: `CGST (${unit})`, share: 0.15, align: 'right', value: (r) => money(r.cgst) },
        { title: `SGST (${unit})`, share: 0.15, align: 'right', value: (r) => money(r.sgst) },
        total,
      ];
    case 'IGST':
      return [code, rate, { ...taxable, share: 0.21 }, { title: `IGST (${unit})`, share: 0.21, align: 'right', value: (r) => money(r.igst) }, { ...total, share: 0.21 }];
    default:
      return [{ ...code, share: 0.6 }, { ...taxable, title: `Value (${unit})`, share: 0.4 }];
  }
}

const CELL_PAD_X = 3;
const CELL_PAD_Y = 2.5;

/** The HSN-wise summary, as a block under the totals (kept on the page of the totals and the signature). */
export function layoutHsnSummary(writer: PdfWriter, model: DocumentModel): Block {
  const columnsOf = hsnColumns(model).map((c) => ({ ...c, width: c.share * CONTENT_WIDTH }));
  const rows = hsnSummary(model);
  const sum = rows.reduce((t, r) => ({ ...t, taxable: t.taxable + r.taxable, cgst: t.cgst + r.cgst, sgst: t.sgst + r.sgst, igst: t.igst + r.igst }), {
    hsn: 'Total',
    gstRate: 0,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
  });
  const step = lineHeight(STYLE.cell) + 2 * CELL_PAD_Y;
  const headHeight = lineHeight(STYLE.head) + 2 * CELL_PAD_Y;
  const height = 14 + headHeight + (rows.length + 1) * step + 12;
  const drawRow = (cells: string[], style: TextStyle, shaded: boolean) => {
    if (shaded) writer.shade(LEFT, writer.y, CONTENT_WIDTH, step);
    let x = LEFT;
    columnsOf.forEach((column, i) => {
      writer.fittedText(cells[i]!, x + CELL_PAD_X, writer.y + CELL_PAD_Y, column.width - 2 * CELL_PAD_X, style, column.align);
      x += column.width;
    });
    writer.y += step;
  };
  const draw = () => {
    writer.text('HSN-WISE SUMMARY', LEFT, writer.y, STYLE.heading);
    writer.y += 14;
    writer.shade(LEFT, writer.y, CONTENT_WIDTH, headHeight);
    let x = LEFT;
    for (const column of columnsOf) {
      writer.fittedText(column.title, x + CELL_PAD_X, writer.y + CELL_PAD_Y, column.width - 2 * CELL_PAD_X, STYLE.head, column.align);
      x += column.width;
    }
    writer.y += headHeight;
    writer.line(LEFT, LEFT + CONTENT_WIDTH, writer.y, COLOR.accent, 0.8);
    for (const row of rows) {
      drawRow(
        columnsOf.map((c) => c.value(row)),
        STYLE.cell,
        false,
      );
      writer.line(LEFT, LEFT + CONTENT_WIDTH, writer.y);
    }
    drawRow(
      columnsOf.map((c) => c.value(sum)),
      STYLE.cellBold,
      true,
    );
    writer.y += 12;
  };
  return { height, draw };
}
