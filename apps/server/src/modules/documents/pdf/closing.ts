import type { DocumentModel } from './model.js';
import type { Block } from './summary.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type PdfWriter } from './writer.js';

/** Terms at the left, bank details and the signature at the right: side by side they take half the height. */
const GAP = 18;
const TERMS_WIDTH = Math.round(CONTENT_WIDTH * 0.56);
const TERMS_LABEL = 70;
const SIDE_X = LEFT + TERMS_WIDTH + GAP;
const SIDE_WIDTH = RIGHT - SIDE_X;
const BANK_LABEL = 62;
const HEADING_STEP = 14;
const SIGN_SPACE = 28;
const LINE = lineHeight(STYLE.body);

type Rows = (readonly [string, string[]])[];

function wrapRows(writer: PdfWriter, rows: [string, string][], width: number): Rows {
  return rows.filter(([, value]) => value).map(([label, value]) => [label, writer.wrap(value, width, STYLE.body)] as const);
}

const rowsHeight = (rows: Rows, gap: number) => rows.reduce((sum, [, lines]) => sum + lines.length * LINE + gap, 0);

/** The bank account (when the profile has one) and the signature, at the right, from `top` down. */
function layoutSide(writer: PdfWriter, model: DocumentModel) {
  const { Bank, LegalName } = model.company;
  const bank = Bank.AccountNumber
    ? wrapRows(
        writer,
        [
          ['Account name', Bank.AccountName],
          ['Account no.', Bank.AccountNumber],
          ['IFSC', Bank.IFSC],
          ['Bank', Bank.BankName + (Bank.Branch ? ` (${Bank.Branch} branch)` : '')],
        ],
        SIDE_WIDTH - BANK_LABEL,
      )
    : [];
  const bankHeight = bank.length ? HEADING_STEP + rowsHeight(bank, 1.5) + 8 : 0;
  const forLines = writer.wrap(`For ${LegalName}`, SIDE_WIDTH, STYLE.bodyBold);
  const height = bankHeight + forLines.length * LINE + SIGN_SPACE + LINE;
  const draw = (top: number) => {
    let y = top;
    if (bank.length) {
      writer.text('BANK DETAILS FOR PAYMENT', SIDE_X, y, STYLE.heading);
      y += HEADING_STEP;
      for (const [label, lines] of bank) {
        writer.text(label, SIDE_X, y, STYLE.bodyBold);
        lines.forEach((line, i) => writer.text(line, SIDE_X + BANK_LABEL, y + i * LINE, STYLE.body));
        y += lines.length * LINE + 1.5;
      }
      y += 8;
    }
    forLines.forEach((line, i) => writer.text(line, SIDE_X, y + i * LINE, STYLE.bodyBold, 'right', SIDE_WIDTH));
    const signedY = y + forLines.length * LINE + SIGN_SPACE;
    writer.line(RIGHT - 150, RIGHT, signedY - 3, COLOR.muted);
    writer.text('Authorised Signatory', SIDE_X, signedY, STYLE.body, 'right', SIDE_WIDTH);
  };
  return { height, draw };
}

/**
 * The closing block: the document's terms at the left (label and text; empty ones are left out), bank details
 * and signature at the right. Its height is known first, so the caller keeps it on one page with the grand
 * total. Terms too long for a page flow on line by line; the right column stays on the page where it began.
 */
export function layoutClosing(writer: PdfWriter, model: DocumentModel, termRows: [string, string][]): Block & { fixedHeight: number } {
  const terms = wrapRows(writer, termRows, TERMS_WIDTH - TERMS_LABEL);
  const side = layoutSide(writer, model);
  const termsHeight = terms.length ? HEADING_STEP + rowsHeight(terms, 3) : 0;
  const height = Math.max(termsHeight, side.height);
  // What cannot flow: the right column, and the terms' heading with the start of their first row.
  const fixedHeight = Math.max(side.height, terms.length ? HEADING_STEP + Math.min(terms[0]![1].length, 3) * LINE : 0);

  const draw = () => {
    const top = writer.y;
    const firstPage = writer.pageIndex();
    if (terms.length) {
      writer.text('TERMS AND CONDITIONS', LEFT, writer.y, STYLE.heading);
      writer.y += HEADING_STEP;
    }
    for (const [label, lines] of terms) {
      writer.keepTogether(Math.min(lines.length, 3) * LINE);
      writer.text(label, LEFT, writer.y, STYLE.bodyBold);
      for (const line of lines) {
        writer.ensure(LINE);
        writer.text(line, LEFT + TERMS_LABEL, writer.y, STYLE.body);
        writer.y += LINE;
      }
      writer.y += 3;
    }
    const lastPage = writer.pageIndex();
    writer.onPage(firstPage, () => side.draw(top));
    writer.y = lastPage === firstPage ? Math.max(writer.y, top + side.height) : writer.y;
  };
  return { height, fixedHeight, draw };
}
