import { gstRateText, type TaxRateSummary } from '@rp/contract';
import type { DocumentModel } from './model.js';
import { currencyLabel, moneyPlain } from './money.js';
import { COLOR, LEFT, lineHeight, STYLE, type Align, type PdfWriter, type TextStyle } from './writer.js';

interface TaxColumn {
  title: string;
  /** Part of the table's width. */
  share: number;
  align: Align;
  /** The cell's text, or undefined in the Total row (a rate does not add up). */
  value: (row: TaxRateSummary) => string;
  sums?: boolean;
}

const PAD_X = 3;
const PAD_Y = 2.5;
const HEADING_STEP = 14;
const halfRate = (rate: number) => gstRateText(rate / 2);

function taxColumns(model: DocumentModel): TaxColumn[] {
  const money = (minor: number) => moneyPlain(model, minor);
  const unit = currencyLabel(model);
  // Shares that keep every rupee heading on one line at the summary's width.
  const rate: TaxColumn = { title: 'GST rate', share: 0.113, align: 'left', value: (r) => gstRateText(r.GstRate) };
  const taxable: TaxColumn = { title: `Taxable value (${unit})`, share: 0.2, align: 'right', value: (r) => money(r.Taxable), sums: true };
  if (model.computed.TaxMode === 'CGST+SGST') {
    return [
      rate,
      taxable,
      { title: 'CGST %', share: 0.103, align: 'right', value: (r) => halfRate(r.GstRate) },
      { title: `CGST (${unit})`, share: 0.16, align: 'right', value: (r) => money(r.CGST), sums: true },
      { title: 'SGST %', share: 0.103, align: 'right', value: (r) => halfRate(r.GstRate) },
      { title: `SGST (${unit})`, share: 0.16, align: 'right', value: (r) => money(r.SGST), sums: true },
      { title: `Total tax (${unit})`, share: 0.161, align: 'right', value: (r) => money(r.CGST + r.SGST), sums: true },
    ];
  }
  return [
    { ...rate, share: 0.12 },
    { ...taxable, share: 0.26 },
    { title: 'IGST %', share: 0.12, align: 'right', value: (r) => gstRateText(r.GstRate) },
    { title: `IGST (${unit})`, share: 0.25, align: 'right', value: (r) => money(r.IGST), sums: true },
    { title: `Total tax (${unit})`, share: 0.25, align: 'right', value: (r) => money(r.IGST), sums: true },
  ];
}

export interface TaxTable {
  height: number;
  /** Draws it from the cursor, `width` wide at the left margin. */
  draw: () => void;
}

/** Tax per GST rate (CGST and SGST at half the rate each, or IGST), laid out `width` wide: its height known first. */
export function layoutTaxTable(writer: PdfWriter, model: DocumentModel, width: number): TaxTable {
  const columns = taxColumns(model).map((c) => ({ ...c, width: c.share * width }));
  const titles = columns.map((c) => writer.wrap(c.title, c.width - 2 * PAD_X, STYLE.head));
  const headHeight = Math.max(...titles.map((t) => t.length)) * lineHeight(STYLE.head) + 2 * PAD_Y;
  const rowStep = lineHeight(STYLE.cell) + 2 * PAD_Y;
  const rows = model.computed.TaxSummary;
  const height = HEADING_STEP + headHeight + (rows.length + 1) * rowStep;

  const row = (cells: string[], style: TextStyle, shaded = false) => {
    if (shaded) writer.shade(LEFT, writer.y, width, rowStep);
    let x = LEFT;
    columns.forEach((column, i) => {
      writer.fittedText(cells[i]!, x + PAD_X, writer.y + PAD_Y, column.width - 2 * PAD_X, style, column.align);
      x += column.width;
    });
    writer.y += rowStep;
  };
  const draw = () => {
    writer.text('TAX SUMMARY', LEFT, writer.y, STYLE.heading);
    writer.y += HEADING_STEP;
    writer.shade(LEFT, writer.y, width, headHeight);
    let x = LEFT;
    columns.forEach((column, i) => {
      titles[i]!.forEach((title, n) => {
        writer.text(title, x + PAD_X, writer.y + PAD_Y + n * lineHeight(STYLE.head), STYLE.head, column.align, column.width - 2 * PAD_X);
      });
      x += column.width;
    });
    writer.y += headHeight;
    writer.line(LEFT, LEFT + width, writer.y, COLOR.accent, 0.8);
    for (const summary of rows) {
      row(
        columns.map((c) => c.value(summary)),
        STYLE.cell,
      );
      writer.line(LEFT, LEFT + width, writer.y);
    }
    const sums: TaxRateSummary = { GstRate: 0, ...model.computed.Totals };
    row(
      columns.map((c, i) => (i === 0 ? 'Total' : c.sums ? c.value(sums) : '')),
      STYLE.cellBold,
      true,
    );
  };
  return { height, draw };
}
