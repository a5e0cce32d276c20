import { validUntilText } from './header.js';
import type { PdfModel } from './input.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type PdfWriter } from './writer.js';

const LABEL_WIDTH = 90;
const LINE = lineHeight(STYLE.body);

/** Label and value rows under a heading; the heading moves with its first row, values flow line by line. */
function labelledRows(writer: PdfWriter, heading: string, rows: [string, string][]) {
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
  const wrapped = rows.filter(([, value]) => value).map(([label, value]) => [label, writer.wrap(value, valueWidth, STYLE.body)] as const);
  if (wrapped.length === 0) return;
  writer.keepTogether(18 + Math.min(wrapped[0]![1].length, 3) * LINE);
  writer.text(heading, LEFT, writer.y, STYLE.heading);
  writer.y += 16;
  for (const [label, lines] of wrapped) {
    writer.keepTogether(Math.min(lines.length, 3) * LINE);
    writer.text(label, LEFT, writer.y, STYLE.bodyBold);
    for (const line of lines) {
      writer.ensure(LINE);
      writer.text(line, LEFT + LABEL_WIDTH, writer.y, STYLE.body);
      writer.y += LINE;
    }
    writer.y += 3;
  }
  writer.y += 10;
}

function drawTerms(writer: PdfWriter, model: PdfModel) {
  const { quotation } = model;
  labelledRows(writer, 'TERMS AND CONDITIONS', [
    ['Validity', `This quotation is valid until ${validUntilText(model)}.`],
    ['Payment terms', quotation.PaymentTerms],
    ['Delivery terms', quotation.DeliveryTerms],
    ['Notes', quotation.Notes],
  ]);
}

const SIGNATURE_WIDTH = 220;
const BANK_VALUE_WIDTH = CONTENT_WIDTH - SIGNATURE_WIDTH - LABEL_WIDTH - 20;

/** Bank details at the left (when the profile has them) and the signature block at the right, kept together. */
function drawBankAndSignature(writer: PdfWriter, model: PdfModel) {
  const { Bank, LegalName } = model.company;
  // Three rows, not five: with the signature beside them they fit under the terms more often.
  const bankRows: [string, string][] = [
    ['Account name', Bank.AccountName],
    ['Account number', [Bank.AccountNumber, Bank.IFSC && `IFSC ${Bank.IFSC}`].filter(Boolean).join('  ·  ')],
    ['Bank', Bank.BankName + (Bank.Branch ? ` (${Bank.Branch} branch)` : '')],
  ];
  const bank = Bank.AccountNumber
    ? bankRows.filter(([, value]) => value).map(([label, value]) => [label, writer.wrap(value, BANK_VALUE_WIDTH, STYLE.body)] as const)
    : [];
  const bankHeight = bank.length ? 16 + bank.reduce((sum, [, lines]) => sum + lines.length * LINE + 2, 0) : 0;
  const forLines = writer.wrap(`For ${LegalName}`, SIGNATURE_WIDTH, STYLE.bodyBold);
  const signatureHeight = forLines.length * LINE + 36 + LINE;
  writer.keepTogether(Math.max(bankHeight, signatureHeight));
  const top = writer.y;
  if (bank.length) {
    writer.text('BANK DETAILS FOR PAYMENT', LEFT, top, STYLE.heading);
    let y = top + 16;
    for (const [label, lines] of bank) {
      writer.text(label, LEFT, y, STYLE.bodyBold);
      for (const line of lines) {
        writer.text(line, LEFT + LABEL_WIDTH, y, STYLE.body);
        y += LINE;
      }
      y += 2;
    }
  }
  const x = RIGHT - SIGNATURE_WIDTH;
  forLines.forEach((line, i) => writer.text(line, x, top + i * LINE, STYLE.bodyBold, 'right', SIGNATURE_WIDTH));
  const signedY = top + forLines.length * LINE + 36;
  writer.line(RIGHT - 150, RIGHT, signedY - 3, COLOR.muted);
  writer.text('Authorised Signatory', x, signedY, STYLE.body, 'right', SIGNATURE_WIDTH);
  writer.y = top + Math.max(bankHeight, signatureHeight);
}

export function drawClosing(writer: PdfWriter, model: PdfModel) {
  drawTerms(writer, model);
  drawBankAndSignature(writer, model);
}
