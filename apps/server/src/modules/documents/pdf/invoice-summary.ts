import { gstRateText, type ChargeKind } from '@rp/contract';
import { layoutClosing } from './closing.js';
import { hsnSummary, type HsnRow } from './invoice-model.js';
import { CONTINUATION_HEIGHT } from './letterhead.js';
import type { DocumentModel } from './model.js';
import { currencyLabel, money, moneyPlain } from './money.js';
import type { Block } from './summary.js';
import { hasGstColumns, noTaxNote } from './wording.js';
import { BOTTOM, COLOR, CONTENT_WIDTH, LEFT, lineHeight, PAGE, RIGHT, STYLE, type Align, type PdfWriter, type TextStyle } from './writer.js';

const TOTALS_WIDTH = 190;
const GAP = 14;
const LEFT_WIDTH = CONTENT_WIDTH - TOTALS_WIDTH - GAP;
const PAD_X = 3;
const PAD_Y = 2.5;
const HEADING_STEP = 14;
const TOTAL_STEP = lineHeight(STYLE.body) + 2.5;
const GRAND_HEIGHT = 22;
/** A charge's name in the narrow HSN column. */
const SHORT: Record<ChargeKind, string> = { 'Packing and forwarding': 'Packing', Freight: 'Freight', Tooling: 'Tooling' };

interface HsnColumn {
  title: string;
  share: number;
  align: Align;
  value: (row: HsnRow) => string;
}

function hsnColumns(model: DocumentModel): HsnColumn[] {
  const amount = (minor: number) => moneyPlain(model, minor);
  const unit = currencyLabel(model);
  const code: HsnColumn = { title: 'HSN / SAC', share: 0.17, align: 'left', value: (r) => SHORT[r.hsn as ChargeKind] ?? r.hsn };
  const rate: HsnColumn = { title: 'Rate', share: 0.08, align: 'right', value: (r) => (r.hsn === 'Total' ? '' : gstRateText(r.gstRate)) };
  const taxable: HsnColumn = { title: `Taxable value (${unit})`, share: 0.23, align: 'right', value: (r) => amount(r.taxable) };
  const total: HsnColumn = { title: `Total tax (${unit})`, share: 0.18, align: 'right', value: (r) => amount(r.cgst + r.sgst + r.igst) };
  switch (model.computed.TaxMode) {
    case 'CGST+SGST':
      return [
        code,
        rate,
        taxable,
        { title: `CGST (${unit})`, share: 0.17, align: 'right', value: (r) => amount(r.cgst) },
        { title: `SGST (${unit})`, share: 0.17, align: 'right', value: (r) => amount(r.sgst) },
        total,
      ];
    case 'IGST':
      return [
        { ...code, share: 0.22 },
        { ...rate, share: 0.1 },
        { ...taxable, share: 0.26 },
        { title: `IGST (${unit})`, share: 0.21, align: 'right', value: (r) => amount(r.igst) },
        { ...total, share: 0.21 },
      ];
    default:
      return [
        { ...code, share: 0.6 },
        { ...taxable, title: `Value (${unit})`, share: 0.4 },
      ];
  }
}

/** The HSN-wise summary (HSN, rate, taxable value, tax), `width` wide at the left margin; its height known first. */
export function layoutHsnTable(writer: PdfWriter, model: DocumentModel, width: number): Block {
  const columns = hsnColumns(model).map((c) => ({ ...c, width: c.share * width }));
  const rows = hsnSummary(model);
  const sum = rows.reduce((t, r) => ({ ...t, taxable: t.taxable + r.taxable, cgst: t.cgst + r.cgst, sgst: t.sgst + r.sgst, igst: t.igst + r.igst }), {
    hsn: 'Total',
    gstRate: 0,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
  });
  const step = lineHeight(STYLE.cell) + 2 * PAD_Y;
  const headHeight = lineHeight(STYLE.head) + 2 * PAD_Y;
  const height = HEADING_STEP + headHeight + (rows.length + 1) * step;
  const drawRow = (cells: string[], style: TextStyle) => {
    let x = LEFT;
    columns.forEach((column, i) => {
      writer.fittedText(cells[i]!, x + PAD_X, writer.y + PAD_Y, column.width - 2 * PAD_X, style, column.align);
      x += column.width;
    });
    writer.y += step;
  };
  const draw = () => {
    writer.text('HSN-WISE SUMMARY', LEFT, writer.y, STYLE.heading);
    writer.y += HEADING_STEP;
    writer.shade(LEFT, writer.y, width, headHeight);
    drawRow(
      columns.map((c) => c.title),
      STYLE.head,
    );
    writer.line(LEFT, LEFT + width, writer.y, COLOR.accent, 0.8);
    for (const row of rows) {
      drawRow(
        columns.map((c) => c.value(row)),
        STYLE.cell,
      );
      writer.line(LEFT, LEFT + width, writer.y);
    }
    writer.shade(LEFT, writer.y, width, step);
    drawRow(
      columns.map((c) => c.value(sum)),
      STYLE.cellBold,
    );
  };
  return { height, draw };
}

/** The totals column: the taxable value, the tax of each rate (CGST and SGST at half the rate each, or IGST), round off. */
function totalRows(model: DocumentModel): [string, number][] {
  const { Totals, TaxMode, TaxSummary } = model.computed;
  const rows: [string, number][] = [[hasGstColumns(model) ? 'Taxable value' : 'Amount', Totals.Taxable]];
  for (const rate of TaxSummary) {
    if (TaxMode === 'CGST+SGST')
      rows.push([`CGST @ ${gstRateText(rate.GstRate / 2)}`, rate.CGST], [`SGST @ ${gstRateText(rate.GstRate / 2)}`, rate.SGST]);
    if (TaxMode === 'IGST') rows.push([`IGST @ ${gstRateText(rate.GstRate)}`, rate.IGST]);
  }
  if (model.currency === 'INR') rows.push(['Round off', Totals.RoundOff]);
  return rows;
}

/** Why no GST is charged (export, SEZ, a supplier who may not collect it), in a shaded box: its first paragraph bold. */
function layoutNote(writer: PdfWriter, model: DocumentModel): Block {
  const lines = (noTaxNote(model) ?? []).flatMap((text, i) => {
    const style = i === 0 ? STYLE.bodyBold : STYLE.body;
    return writer.wrap(text, LEFT_WIDTH - 14, style).map((line) => ({ text: line, style }));
  });
  const height = lines.length ? lines.length * lineHeight(STYLE.body) + 12 + 8 : 0;
  const draw = () => {
    if (!lines.length) return;
    writer.y += 8;
    writer.shade(LEFT, writer.y, LEFT_WIDTH, height - 8);
    writer.doc
      .save()
      .rect(LEFT, writer.y, 2, height - 8)
      .fill(COLOR.accent)
      .restore();
    lines.forEach((line, i) => writer.text(line.text, LEFT + 8, writer.y + 6 + i * lineHeight(STYLE.body), line.style));
    writer.y += height - 8;
  };
  return { height, draw };
}

/** HSN summary (and why no GST, if none) and the amount in words at the left, the tax per rate and the grand total at the right. */
function layoutInvoiceSummary(writer: PdfWriter, model: DocumentModel): Block {
  const hsn = layoutHsnTable(writer, model, LEFT_WIDTH);
  const note = layoutNote(writer, model);
  const words = writer.wrap(model.computed.AmountInWords, LEFT_WIDTH, STYLE.bodyBold);
  const wordsHeight = 8 + 12 + words.length * lineHeight(STYLE.bodyBold);
  const rows = totalRows(model);
  const totalsHeight = HEADING_STEP + rows.length * TOTAL_STEP + GRAND_HEIGHT;
  const height = Math.max(hsn.height + note.height + wordsHeight, totalsHeight) + 12;
  const draw = () => {
    const top = writer.y;
    hsn.draw();
    note.draw();
    const wordsTop = writer.y + 8;
    writer.text('AMOUNT IN WORDS', LEFT, wordsTop, STYLE.head);
    words.forEach((line, i) => writer.text(line, LEFT, wordsTop + 12 + i * lineHeight(STYLE.bodyBold), STYLE.bodyBold));
    const x = RIGHT - TOTALS_WIDTH;
    let y = top + HEADING_STEP;
    for (const [label, minor] of rows) {
      writer.text(label, x + 4, y, STYLE.body);
      writer.text(money(model, minor), x, y, STYLE.body, 'right', TOTALS_WIDTH - 4);
      y += TOTAL_STEP;
    }
    writer.shade(x, y, TOTALS_WIDTH, GRAND_HEIGHT, COLOR.accent);
    const grand = { size: 11, bold: true, color: '#ffffff' };
    writer.text('Grand total', x + 6, y + 5.5, grand);
    writer.fittedText(money(model, model.computed.Totals.GrandTotal), x + 80, y + 5.5, TOTALS_WIDTH - 86, grand, 'right');
    writer.y = top + height;
  };
  return { height, draw };
}

/**
 * The invoice's foot: the HSN summary beside the tax per rate and the grand total, then the terms, bank and
 * signature, kept on one page as the other documents keep theirs (the terms flow on when too long for one).
 */
export function drawInvoiceSummaryAndClosing(writer: PdfWriter, model: DocumentModel, terms: [string, string][]) {
  const summary = layoutInvoiceSummary(writer, model);
  const closing = layoutClosing(writer, model, terms);
  const whole = summary.height + closing.height;
  writer.keepTogether(whole <= BOTTOM - PAGE.margin - CONTINUATION_HEIGHT ? whole : summary.height + closing.fixedHeight);
  summary.draw();
  closing.draw();
}
