import { formatMoney, formatPercent, type CompanyProfileData } from '@rp/contract';
import type { OrderLineRow, OrderRow } from '../../../db/schema.js';
import { drawSummaryAndClosing, renderDocument } from './document.js';
import { drawLetterhead, type TitleValue } from './letterhead.js';
import { drawLineTable } from './line-table.js';
import type { DocumentModel } from './model.js';
import { buildOrderModel } from './order-model.js';
import { drawParty } from './party.js';
import { dayLabel } from './quotation-dates.js';
import type { Block } from './summary.js';
import { drawQrCode, upiPayLink } from './upi.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, STYLE, type PdfWriter } from './writer.js';

/** What the proforma invoice prints: the order it asks an advance for, and the proforma's own number, dates and amount. */
export interface ProformaPdfInput {
  profile: CompanyProfileData;
  order: OrderRow;
  lines: OrderLineRow[];
  proforma: {
    /** PI/26-27/0001 */
    number: string;
    /** YYYY-MM-DD, India time. */
    issueDate: string;
    dueDate: string | null;
    /** The share of the order's grand total asked for, in hundredths of a percent (5000 = 50 %). */
    percentHundredths: number;
    /** Exactly what is asked, in paise. */
    amountPaise: number;
  };
}

const QR_SIZE = 104;
const PAD = 8;
const BOX_GAP = 10;

/** "Advance requested now: ₹61,500.00 (50 % of ₹1,23,000.00)": the percent without needless decimals. */
export function advanceLine(model: DocumentModel, input: ProformaPdfInput): string {
  const { amountPaise, percentHundredths } = input.proforma;
  const total = model.computed.Totals.GrandTotal;
  return `Advance requested now: ${formatMoney(amountPaise, model.currency)} (${formatPercent(percentHundredths)} % of ${formatMoney(total, model.currency)})`;
}

/** The advance box: the amount asked, its due date, and with a UPI ID the QR code for exactly that amount, the ID beside it. */
function layoutAdvance(writer: PdfWriter, model: DocumentModel, input: ProformaPdfInput): Block {
  const { profile, proforma } = input;
  // UPI moves rupees only: an order in another currency is paid by bank transfer.
  const upiId = model.currency === 'INR' ? profile.UpiId.trim() : '';
  const textX = LEFT + PAD + (upiId ? QR_SIZE + 12 : 0);
  const textWidth = LEFT + CONTENT_WIDTH - PAD - textX;
  const big = { size: 11, bold: true, color: COLOR.accent };
  const headline = writer.wrap(advanceLine(model, input), textWidth, big);
  const details = [
    proforma.dueDate
      ? `Please pay by ${dayLabel(proforma.dueDate)}, quoting ${proforma.number}.`
      : `Please quote ${proforma.number} with the payment.`,
    ...(upiId ? [`Scan with any UPI app to pay exactly this amount, or pay to the UPI ID:`] : []),
  ].flatMap((text) => writer.wrap(text, textWidth, STYLE.body));
  const upiLines = upiId ? writer.wrap(upiId, textWidth, { ...STYLE.bodyBold, size: 10 }) : [];
  const textHeight = headline.length * lineHeight(big) + 4 + details.length * lineHeight(STYLE.body) + upiLines.length * lineHeight({ size: 10 });
  const inner = Math.max(textHeight, upiId ? QR_SIZE : 0);
  const height = inner + 2 * PAD + BOX_GAP;
  const draw = () => {
    const top = writer.y;
    writer.shade(LEFT, top, CONTENT_WIDTH, inner + 2 * PAD);
    writer.doc
      .save()
      .rect(LEFT, top, 2, inner + 2 * PAD)
      .fill(COLOR.accent)
      .restore();
    if (upiId) {
      const link = upiPayLink({ upiId, payeeName: profile.TradeName || profile.LegalName, amountPaise: proforma.amountPaise, note: proforma.number });
      writer.doc
        .save()
        .rect(LEFT + PAD, top + PAD, QR_SIZE, QR_SIZE)
        .fill('#ffffff')
        .restore();
      drawQrCode(writer, link, LEFT + PAD, top + PAD, QR_SIZE);
    }
    let y = top + PAD + Math.max(0, (inner - textHeight) / 2);
    for (const line of headline) {
      writer.text(line, textX, y, big);
      y += lineHeight(big);
    }
    y += 4;
    for (const line of details) {
      writer.text(line, textX, y, STYLE.body);
      y += lineHeight(STYLE.body);
    }
    for (const line of upiLines) {
      writer.text(line, textX, y, { ...STYLE.bodyBold, size: 10 });
      y += lineHeight({ size: 10 });
    }
    writer.y = top + height;
  };
  return { height, draw };
}

function proformaTitle(input: ProformaPdfInput): [string, TitleValue][] {
  const { order, proforma } = input;
  return [
    ['Proforma No.', proforma.number],
    ['Date', dayLabel(proforma.issueDate)],
    ...(proforma.dueDate ? [['Due date', dayLabel(proforma.dueDate)] as [string, TitleValue]] : []),
    ['Order No.', order.number],
    ...(order.poNumber ? [['Your PO', [order.poNumber, order.poDate && `dated ${dayLabel(order.poDate)}`]] as [string, TitleValue]] : []),
  ];
}

/**
 * The proforma invoice (issue 46): asks for an advance against an order. The order's lines, taxes and total,
 * then the advance asked now with a UPI QR code for exactly that amount, the bank details and the terms.
 * Not a tax invoice: no invoice number of the GST series, and it says so under its title.
 */
export async function renderProformaPdf(input: ProformaPdfInput): Promise<Uint8Array> {
  const { profile, order, lines, proforma } = input;
  const model = buildOrderModel(profile, order, lines, 'proforma invoice');
  const day = new Date(`${proforma.issueDate}T00:00:00+05:30`);
  return renderDocument({
    model,
    info: {
      title: `Proforma invoice ${proforma.number}`,
      subject: `Proforma invoice for order ${order.number}, ${model.buyer.Company}`,
      created: day,
      modified: day,
    },
    footer: `${profile.TradeName} · Proforma invoice ${proforma.number} · Order ${order.number}`,
    continuation: `PROFORMA INVOICE ${proforma.number}`,
    draw: (writer) => {
      drawLetterhead(writer, model, { title: 'PROFORMA INVOICE', subtitle: 'This is not a tax invoice', rows: proformaTitle(input) });
      drawParty(writer, model, 'BILL TO');
      drawLineTable(writer, model);
      drawSummaryAndClosing(
        writer,
        model,
        [
          ['Payment terms', order.paymentTerms],
          ['Delivery terms', order.deliveryTerms],
          ['Note', 'This proforma invoice asks for an advance against the order above. The tax invoice follows with the dispatch.'],
        ],
        layoutAdvance(writer, model, input),
      );
    },
  });
}
