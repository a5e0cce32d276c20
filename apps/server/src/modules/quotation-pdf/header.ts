import { gstStateName, indiaDateLabel, indiaDay, OUTSIDE_INDIA_CODE } from '@rp/contract';
import type { PdfModel } from './input.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type PdfWriter, type TextStyle } from './writer.js';

interface Styled {
  text: string;
  style: TextStyle;
}

/** A YYYY-MM-DD day as "27 December 2026". */
export const dayLabel = (day: string) => indiaDateLabel(new Date(`${day}T00:00:00+05:30`));

/** The quotation's date: when it was sent, or created while it is a Draft. */
export const quotationDate = (model: PdfModel) => indiaDateLabel(new Date(model.quotation.SentAt ?? model.quotation.CreatedAt));

/** The validity date: the quotation's, or (not set yet on a Draft) its date plus the profile's validity days. */
export function validUntilText(model: PdfModel): string {
  if (model.quotation.ValidUntil) return dayLabel(model.quotation.ValidUntil);
  const day = indiaDay(new Date(model.quotation.SentAt ?? model.quotation.CreatedAt));
  const until = new Date(Date.parse(`${day}T00:00:00Z`) + model.company.QuotationDefaults.ValidityDays * 86_400_000);
  return dayLabel(until.toISOString().slice(0, 10));
}

/** "Gujarat (24)", or "Outside India" for an export. */
export function placeOfSupplyText(code: string): string {
  if (code === OUTSIDE_INDIA_CODE) return 'Outside India';
  return `${gstStateName(code) ?? 'State'} (${code})`;
}

const wrapAll = (writer: PdfWriter, items: Styled[], width: number): Styled[] =>
  items.flatMap((item) => writer.wrap(item.text, width, item.style).map((text) => ({ text, style: item.style })));

/**
 * Two columns of lines side by side from the cursor down. Drawn column after column (the text reads in that
 * order), or line by line across pages in the rare case they do not fit on one.
 */
function columns(writer: PdfWriter, left: Styled[], right: Styled[], rightX: number) {
  const height = lineHeight(STYLE.body);
  const rows = Math.max(left.length, right.length);
  writer.keepTogether(rows * height);
  if (rows * height <= writer.room()) {
    left.forEach((line, i) => writer.text(line.text, LEFT, writer.y + i * height, line.style));
    right.forEach((line, i) => writer.text(line.text, rightX, writer.y + i * height, line.style));
    writer.y += rows * height;
    return;
  }
  for (let i = 0; i < rows; i++) {
    writer.ensure(height);
    if (left[i]) writer.text(left[i]!.text, LEFT, writer.y, left[i]!.style);
    if (right[i]) writer.text(right[i]!.text, rightX, writer.y, right[i]!.style);
    writer.y += height;
  }
}

const TITLE_WIDTH = 200;

/** The quotation's title, number and dates in a box at the top right of the first page. */
function titleBlock(writer: PdfWriter, model: PdfModel) {
  const { quotation } = model;
  const x = RIGHT - TITLE_WIDTH;
  let y = writer.y;
  writer.text('QUOTATION', x, y, { size: 18, bold: true, color: COLOR.accent }, 'right', TITLE_WIDTH);
  y += 28;
  const rows: [string, string][] = [
    ['Quotation No.', quotation.Number],
    ['Revision', String(quotation.Revision)],
    ['Date', quotationDate(model)],
    ['Valid until', validUntilText(model)],
  ];
  if (quotation.LeadReference) rows.push(['Your request', quotation.LeadReference]);
  const valueX = x + 62;
  for (const [label, value] of rows) {
    writer.text(label, x, y, STYLE.muted);
    for (const line of writer.wrap(value, TITLE_WIDTH - 62, STYLE.bodyBold)) {
      writer.text(line, valueX, y, STYLE.bodyBold);
      y += lineHeight(STYLE.bodyBold);
    }
  }
  return y;
}

/** Page 1: the company's letterhead at the left, the title block at the right, then the buyer. */
export function drawLetterhead(writer: PdfWriter, model: PdfModel) {
  const { company } = model;
  const top = writer.y;
  const width = CONTENT_WIDTH - TITLE_WIDTH - 16;
  writer.text(company.TradeName, LEFT, writer.y, { size: 15, bold: true, color: COLOR.accent });
  writer.y += 20;
  const state = gstStateName(company.State);
  const lines: Styled[] = [
    ...(company.LegalName !== company.TradeName ? [{ text: company.LegalName, style: STYLE.bodyBold }] : []),
    ...company.AddressLines.map((text) => ({ text, style: STYLE.body })),
    { text: `${company.City} - ${company.PinCode}${state ? `, ${state}` : ''}`, style: STYLE.body },
    ...(company.GSTIN ? [{ text: `GSTIN: ${company.GSTIN}${company.PAN ? `  ·  PAN: ${company.PAN}` : ''}`, style: STYLE.bodyBold }] : []),
    ...(company.Phones.length ? [{ text: `Phone: ${company.Phones.join(', ')}`, style: STYLE.body }] : []),
    ...(company.Emails.length ? [{ text: `E-mail: ${company.Emails.join(', ')}`, style: STYLE.body }] : []),
  ];
  columns(writer, wrapAll(writer, lines, width), [], 0);
  const companyBottom = writer.y;
  writer.y = top;
  const titleBottom = titleBlock(writer, model);
  writer.y = Math.max(companyBottom, titleBottom) + 6;
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 1.2);
  writer.y += 10;
  drawBuyer(writer, model);
}

function drawBuyer(writer: PdfWriter, model: PdfModel) {
  const { Buyer } = model.quotation;
  const half = (CONTENT_WIDTH - 20) / 2;
  const left: Styled[] = [
    { text: 'QUOTATION FOR', style: STYLE.head },
    { text: Buyer.Company, style: STYLE.bodyBold },
    ...(Buyer.Contact ? [{ text: `Kind attention: ${Buyer.Contact}`, style: STYLE.body }] : []),
    { text: Buyer.BillingAddress, style: STYLE.body },
    ...(Buyer.Phone ? [{ text: `Phone: ${Buyer.Phone}`, style: STYLE.body }] : []),
    ...(Buyer.Email ? [{ text: `E-mail: ${Buyer.Email}`, style: STYLE.body }] : []),
  ];
  const right: Styled[] = [
    // An export buyer has no GSTIN; an Indian buyer without one is shown as such.
    ...(Buyer.GSTIN || Buyer.PlaceOfSupply !== OUTSIDE_INDIA_CODE
      ? [
          { text: 'GSTIN', style: STYLE.head },
          { text: Buyer.GSTIN || 'Not given', style: Buyer.GSTIN ? STYLE.bodyBold : STYLE.body },
        ]
      : []),
    { text: 'PLACE OF SUPPLY', style: STYLE.head },
    { text: placeOfSupplyText(Buyer.PlaceOfSupply), style: STYLE.bodyBold },
    ...(Buyer.ShippingAddress
      ? [
          { text: 'SHIP TO', style: STYLE.head },
          { text: Buyer.ShippingAddress, style: STYLE.body },
        ]
      : []),
  ];
  columns(writer, wrapAll(writer, left, half), wrapAll(writer, right, half), LEFT + half + 20);
  writer.y += 8;
}

/** The top of every page after the first: which quotation this page belongs to. */
export function drawContinuationHeader(writer: PdfWriter, model: PdfModel) {
  const { quotation } = model;
  writer.text(`QUOTATION ${quotation.Number}`, LEFT, writer.y, { size: 9, bold: true, color: COLOR.accent });
  const company = quotation.Buyer.Company.split(/\r?\n/)[0]!;
  writer.fittedText(company, LEFT + CONTENT_WIDTH / 2, writer.y, CONTENT_WIDTH / 2, STYLE.muted, 'right');
  writer.y += 14;
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 0.8);
  writer.y += 8;
}
