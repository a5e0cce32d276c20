import type { DocumentModel } from './model.js';
import { money } from './money.js';
import { layoutTaxTable } from './tax-table.js';
import { hasGstColumns, noTaxNote } from './wording.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type PdfWriter, type TextStyle } from './writer.js';

const TOTALS_WIDTH = 190;
const GAP = 14;
/** The tax summary (or the no-tax note) and the amount in words sit at the left of the totals. */
const LEFT_WIDTH = CONTENT_WIDTH - TOTALS_WIDTH - GAP;
const PAD_X = 4;
const TOTAL_STEP = lineHeight(STYLE.body) + 2.5;
const GRAND_HEIGHT = 22;
const WORDS_GAP = 8;
const AFTER = 12;
const NOTE_PAD = 6;

/** A block whose height is known before it is drawn: the caller keeps it on a page (it draws where the cursor is). */
export interface Block {
  height: number;
  draw: () => void;
}

interface Styled {
  text: string;
  style: TextStyle;
}

/** Why no GST is charged, in a shaded box: its first paragraph bold. */
function layoutNote(writer: PdfWriter, paragraphs: string[]): Block {
  const lines: Styled[] = paragraphs.flatMap((text, i) => {
    const style = i === 0 ? STYLE.bodyBold : STYLE.body;
    return writer.wrap(text, LEFT_WIDTH - 2 * PAD_X - 4, style).map((line) => ({ text: line, style }));
  });
  const height = lines.length * lineHeight(STYLE.body) + 2 * NOTE_PAD;
  const draw = () => {
    writer.shade(LEFT, writer.y, LEFT_WIDTH, height);
    writer.doc.save().rect(LEFT, writer.y, 2, height).fill(COLOR.accent).restore();
    lines.forEach((line, i) => writer.text(line.text, LEFT + PAD_X + 4, writer.y + NOTE_PAD + i * lineHeight(STYLE.body), line.style));
    writer.y += height;
  };
  return { height, draw };
}

function totalRows(model: DocumentModel): [string, number][] {
  const { Totals, TaxMode } = model.computed;
  const rows: [string, number][] = [[hasGstColumns(model) ? 'Taxable value' : 'Amount', Totals.Taxable]];
  if (TaxMode === 'CGST+SGST') rows.push(['CGST', Totals.CGST], ['SGST', Totals.SGST]);
  if (TaxMode === 'IGST') rows.push(['IGST', Totals.IGST]);
  // Only rupees are rounded to the whole unit; another currency has no round-off.
  if (model.currency === 'INR') rows.push(['Round off', Totals.RoundOff]);
  return rows;
}

/**
 * The tax summary (or why no GST is charged) and the amount in words at the left, the totals with the grand
 * total at the right: one block, so the totals never lose what explains them.
 */
export function layoutSummary(writer: PdfWriter, model: DocumentModel): Block {
  const note = noTaxNote(model);
  const explain = note ? layoutNote(writer, note) : layoutTaxTable(writer, model, LEFT_WIDTH);
  const words = writer.wrap(model.computed.AmountInWords, LEFT_WIDTH, STYLE.bodyBold);
  const wordsHeight = 12 + words.length * lineHeight(STYLE.bodyBold);
  const rows = totalRows(model);
  // The totals' top row lines up with the first row of figures beside it (under the table's heading).
  const totalsOffset = note ? 0 : 14;
  const totalsHeight = totalsOffset + rows.length * TOTAL_STEP + GRAND_HEIGHT;
  const height = Math.max(explain.height + WORDS_GAP + wordsHeight, totalsHeight) + AFTER;

  const draw = () => {
    const top = writer.y;
    explain.draw();
    const wordsTop = writer.y + WORDS_GAP;
    const x = RIGHT - TOTALS_WIDTH;
    let y = top + totalsOffset;
    for (const [label, minor] of rows) {
      writer.text(label, x + PAD_X, y, STYLE.body);
      writer.text(money(model, minor), x, y, STYLE.body, 'right', TOTALS_WIDTH - PAD_X);
      y += TOTAL_STEP;
    }
    writer.shade(x, y, TOTALS_WIDTH, GRAND_HEIGHT, COLOR.accent);
    const grand = { size: 11, bold: true, color: '#ffffff' };
    writer.text('Grand total', x + PAD_X + 2, y + 5.5, grand);
    writer.fittedText(money(model, model.computed.Totals.GrandTotal), x + 80, y + 5.5, TOTALS_WIDTH - 80 - PAD_X - 2, grand, 'right');
    writer.text('AMOUNT IN WORDS', LEFT, wordsTop, STYLE.head);
    words.forEach((line, i) => writer.text(line, LEFT, wordsTop + 12 + i * lineHeight(STYLE.bodyBold), STYLE.bodyBold));
    writer.y = top + height;
  };
  return { height, draw };
}
