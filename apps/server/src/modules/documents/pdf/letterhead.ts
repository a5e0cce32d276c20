import { gstStateName } from '@rp/contract';
import type { DocumentModel } from './model.js';
import { columns, wrapAll, type Styled } from './text-columns.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type PdfWriter } from './writer.js';

const TITLE_WIDTH = 200;
const TITLE = { size: 18, bold: true, color: COLOR.accent } as const;
const SUBTITLE = { size: 8.5, bold: true, color: COLOR.muted } as const;
const TITLE_LABEL = 62;

/** A title row's value: one text, or parts that go on lines of their own when the whole does not fit on one. */
export type TitleValue = string | (string | null)[];

/** The document's title ("QUOTATION") and its rows (number, dates, references) at the top right of page 1. */
export interface DocumentTitle {
  title: string;
  /** A line under the title: "This is not a tax invoice". */
  subtitle?: string;
  rows: [string, TitleValue][];
  /** The company's state with its GST code on a line of its own (the tax invoice). */
  stateCode?: boolean;
}

/** The title, number and dates at the top right of the first page; returns its bottom. */
function titleBlock(writer: PdfWriter, { title, subtitle, rows }: DocumentTitle) {
  const x = RIGHT - TITLE_WIDTH;
  let y = writer.y;
  // A long title ("ORDER ACKNOWLEDGEMENT") is set smaller rather than run into the company's block.
  const fits = writer.measure(title, TITLE) <= TITLE_WIDTH;
  if (fits) writer.text(title, x, y, TITLE, 'right', TITLE_WIDTH);
  else writer.fittedText(title, x, y, TITLE_WIDTH, TITLE, 'right');
  y += 26;
  if (subtitle) {
    writer.text(subtitle, x, y - 4, SUBTITLE, 'right', TITLE_WIDTH);
    y += lineHeight(SUBTITLE) + 2;
  }
  const valueX = x + TITLE_LABEL;
  const width = TITLE_WIDTH - TITLE_LABEL;
  for (const [label, value] of rows) {
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

/** `stateCode`: the state on a line of its own with its GST code (a tax invoice must print both). */
function companyLines(model: DocumentModel, stateCode: boolean): Styled[] {
  const { company } = model;
  const state = gstStateName(company.State);
  const place = stateCode
    ? [
        { text: `${company.City} - ${company.PinCode}`, style: STYLE.body },
        ...(state ? [{ text: `State: ${state}, code ${company.State}`, style: STYLE.body }] : []),
      ]
    : [{ text: `${company.City} - ${company.PinCode}${state ? `, ${state}` : ''}`, style: STYLE.body }];
  return [
    ...(company.LegalName !== company.TradeName ? [{ text: company.LegalName, style: STYLE.bodyBold }] : []),
    ...company.AddressLines.map((text) => ({ text, style: STYLE.body })),
    ...place,
    ...(company.GSTIN ? [{ text: `GSTIN: ${company.GSTIN}${company.PAN ? `  ·  PAN: ${company.PAN}` : ''}`, style: STYLE.bodyBold }] : []),
    // MSME registration: it puts the buyer under the 45-day payment rule.
    ...(company.UdyamNumber ? [{ text: `Udyam: ${company.UdyamNumber}`, style: STYLE.bodyBold }] : []),
    ...(company.Phones.length ? [{ text: `Phone: ${company.Phones.join(', ')}`, style: STYLE.body }] : []),
    ...(company.Emails.length ? [{ text: `E-mail: ${company.Emails.join(', ')}`, style: STYLE.body }] : []),
  ];
}

const TRADE_NAME = { size: 15, bold: true, color: COLOR.accent } as const;

/**
 * Page 1's letterhead: the company at the left, the title block at the right, then a rule. A trade name too
 * long for the left column wraps onto lines of its own instead of running under the title.
 */
export function drawLetterhead(writer: PdfWriter, model: DocumentModel, title: DocumentTitle) {
  const top = writer.y;
  const width = CONTENT_WIDTH - TITLE_WIDTH - 16;
  const name = model.company.TradeName;
  for (const line of writer.measure(name, TRADE_NAME) <= width ? [name] : writer.wrap(name, width, TRADE_NAME)) {
    writer.text(line, LEFT, writer.y, TRADE_NAME);
    writer.y += 19;
  }
  columns(writer, wrapAll(writer, companyLines(model, title.stateCode ?? false), width), [], 0);
  const companyBottom = writer.y;
  writer.y = top;
  const titleBottom = titleBlock(writer, title);
  writer.y = Math.max(companyBottom, titleBottom) + 5;
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 1.2);
  writer.y += 8;
}

/** How far the continuation header moves the cursor down. */
export const CONTINUATION_HEIGHT = 22;

/** The top of every page after the first: which document this page belongs to ("QUOTATION QT-2026-00042") and for whom. */
export function drawContinuationHeader(writer: PdfWriter, model: DocumentModel, label: string) {
  writer.text(label, LEFT, writer.y, { size: 9, bold: true, color: COLOR.accent });
  const company = model.buyer.Company.split(/\r?\n/)[0]!;
  writer.fittedText(company, LEFT + CONTENT_WIDTH / 2, writer.y, CONTENT_WIDTH / 2, STYLE.muted, 'right');
  writer.y += CONTINUATION_HEIGHT - 8;
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 0.8);
  writer.y += 8;
}
