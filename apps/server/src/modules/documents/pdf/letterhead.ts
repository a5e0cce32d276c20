import { gstStateName } from '@rp/contract';
import { drawBuyer } from './buyer.js';
import { dayLabel, quotationDate, validUntilText } from './dates.js';
import type { PdfModel } from './input.js';
import { columns, wrapAll, type Styled } from './text-columns.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type PdfWriter } from './writer.js';

const TITLE_WIDTH = 200;
const TITLE_LABEL = 62;

/** The title block's rows: the buyer's own enquiry when given, our site reference only for a lead from the site. */
/** A row's value: one text, or parts that go on lines of their own when the whole does not fit on one. */
type TitleValue = string | (string | null)[];

function titleRows(model: PdfModel): [string, TitleValue][] {
  const { quotation } = model;
  const rows: [string, TitleValue][] = [
    ['Quotation No.', quotation.Number],
    ['Revision', String(quotation.Revision)],
    ['Date', quotationDate(model)],
    ['Valid until', validUntilText(model)],
  ];
  if (quotation.BuyerReference) {
    rows.push(['Your enquiry', [quotation.BuyerReference, quotation.BuyerReferenceDate && `dated ${dayLabel(quotation.BuyerReferenceDate)}`]]);
  }
  // A lead logged by hand has a reference the buyer never saw.
  if (quotation.LeadReference && quotation.Source === 'Website') rows.push(['Our reference', quotation.LeadReference]);
  return rows;
}

/** The quotation's title, number and dates at the top right of the first page; returns its bottom. */
function titleBlock(writer: PdfWriter, model: PdfModel) {
  const x = RIGHT - TITLE_WIDTH;
  let y = writer.y;
  writer.text('QUOTATION', x, y, { size: 18, bold: true, color: COLOR.accent }, 'right', TITLE_WIDTH);
  y += 26;
  const valueX = x + TITLE_LABEL;
  const width = TITLE_WIDTH - TITLE_LABEL;
  for (const [label, value] of titleRows(model)) {
    writer.text(label, x, y, STYLE.muted);
    const parts = typeof value === 'string' ? [value] : value.filter((part): part is string => Boolean(part));
    const whole = parts.join(' ');
    const lines = writer.widthOf(whole, STYLE.bodyBold) <= width ? [whole] : parts.flatMap((part) => writer.wrap(part, width, STYLE.bodyBold));
    for (const line of lines) {
      writer.text(line, valueX, y, STYLE.bodyBold);
      y += lineHeight(STYLE.bodyBold);
    }
  }
  return y;
}

function companyLines(model: PdfModel): Styled[] {
  const { company } = model;
  const state = gstStateName(company.State);
  return [
    ...(company.LegalName !== company.TradeName ? [{ text: company.LegalName, style: STYLE.bodyBold }] : []),
    ...company.AddressLines.map((text) => ({ text, style: STYLE.body })),
    { text: `${company.City} - ${company.PinCode}${state ? `, ${state}` : ''}`, style: STYLE.body },
    ...(company.GSTIN ? [{ text: `GSTIN: ${company.GSTIN}${company.PAN ? `  ·  PAN: ${company.PAN}` : ''}`, style: STYLE.bodyBold }] : []),
    // MSME registration: it puts the buyer under the 45-day payment rule.
    ...(company.UdyamNumber ? [{ text: `Udyam: ${company.UdyamNumber}`, style: STYLE.bodyBold }] : []),
    ...(company.Phones.length ? [{ text: `Phone: ${company.Phones.join(', ')}`, style: STYLE.body }] : []),
    ...(company.Emails.length ? [{ text: `E-mail: ${company.Emails.join(', ')}`, style: STYLE.body }] : []),
  ];
}

/** Page 1: the company's letterhead at the left, the title block at the right, then the buyer. */
export function drawLetterhead(writer: PdfWriter, model: PdfModel) {
  const top = writer.y;
  const width = CONTENT_WIDTH - TITLE_WIDTH - 16;
  writer.text(model.company.TradeName, LEFT, writer.y, { size: 15, bold: true, color: COLOR.accent });
  writer.y += 19;
  columns(writer, wrapAll(writer, companyLines(model), width), [], 0);
  const companyBottom = writer.y;
  writer.y = top;
  const titleBottom = titleBlock(writer, model);
  writer.y = Math.max(companyBottom, titleBottom) + 5;
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 1.2);
  writer.y += 8;
  drawBuyer(writer, model);
}

/** How far the continuation header moves the cursor down. */
export const CONTINUATION_HEIGHT = 22;

/** The top of every page after the first: which quotation this page belongs to. */
export function drawContinuationHeader(writer: PdfWriter, model: PdfModel) {
  const { quotation } = model;
  writer.text(`QUOTATION ${quotation.Number}`, LEFT, writer.y, { size: 9, bold: true, color: COLOR.accent });
  const company = quotation.Buyer.Company.split(/\r?\n/)[0]!;
  writer.fittedText(company, LEFT + CONTENT_WIDTH / 2, writer.y, CONTENT_WIDTH / 2, STYLE.muted, 'right');
  writer.y += CONTINUATION_HEIGHT - 8;
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 0.8);
  writer.y += 8;
}
