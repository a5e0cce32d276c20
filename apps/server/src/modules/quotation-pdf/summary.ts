import { formatRupees, formatRupeesPlain, type TaxRateSummary } from '@rp/contract';
import type { PdfModel } from './input.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type Align, type PdfWriter, type TextStyle } from './writer.js';

interface SummaryColumn {
  title: string;
  width: number;
  align: Align;
  value: (row: TaxRateSummary) => string;
}

const PAD_X = 4;
const PAD_Y = 3.5;
const halfRate = (rate: number) => `${rate / 2}%`;
const money = (paise: number) => formatRupeesPlain(paise);

const CGST_SGST: SummaryColumn[] = [
  { title: 'GST rate', width: 60, align: 'left', value: (r) => `${r.GstRate}%` },
  { title: 'Taxable value (₹)', width: 103, align: 'right', value: (r) => money(r.Taxable) },
  { title: 'CGST rate', width: 55, align: 'right', value: (r) => halfRate(r.GstRate) },
  { title: 'CGST (₹)', width: 85, align: 'right', value: (r) => money(r.CGST) },
  { title: 'SGST rate', width: 55, align: 'right', value: (r) => halfRate(r.GstRate) },
  { title: 'SGST (₹)', width: 85, align: 'right', value: (r) => money(r.SGST) },
  { title: 'Total tax (₹)', width: CONTENT_WIDTH - 443, align: 'right', value: (r) => money(r.CGST + r.SGST) },
];

const IGST: SummaryColumn[] = [
  { title: 'GST rate', width: 60, align: 'left', value: (r) => `${r.GstRate}%` },
  { title: 'Taxable value (₹)', width: 143, align: 'right', value: (r) => money(r.Taxable) },
  { title: 'IGST rate', width: 60, align: 'right', value: (r) => `${r.GstRate}%` },
  { title: 'IGST (₹)', width: 130, align: 'right', value: (r) => money(r.IGST) },
  { title: 'Total tax (₹)', width: CONTENT_WIDTH - 393, align: 'right', value: (r) => money(r.IGST) },
];

function tableRow(writer: PdfWriter, columns: SummaryColumn[], cells: string[], style: TextStyle, shaded = false) {
  const height = lineHeight(style) + 2 * PAD_Y;
  if (shaded) writer.shade(LEFT, writer.y, CONTENT_WIDTH, height);
  let x = LEFT;
  columns.forEach((column, i) => {
    writer.fittedText(cells[i]!, x + PAD_X, writer.y + PAD_Y, column.width - 2 * PAD_X, style, column.align);
    x += column.width;
  });
  writer.y += height;
}

/** Tax per GST rate: CGST and SGST at half the rate each, or IGST. */
function drawTaxTable(writer: PdfWriter, model: PdfModel) {
  const { computed } = model;
  const columns = computed.TaxMode === 'CGST+SGST' ? CGST_SGST : IGST;
  const rowHeight = lineHeight(STYLE.cell) + 2 * PAD_Y;
  writer.keepTogether(22 + rowHeight * (computed.TaxSummary.length + 2));
  writer.text('TAX SUMMARY', LEFT, writer.y, STYLE.heading);
  writer.y += 16;
  tableRow(
    writer,
    columns,
    columns.map((c) => c.title),
    STYLE.head,
    true,
  );
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 0.8);
  for (const row of computed.TaxSummary) {
    tableRow(
      writer,
      columns,
      columns.map((c) => c.value(row)),
      STYLE.cell,
    );
    writer.line(LEFT, RIGHT, writer.y);
  }
  const sums: TaxRateSummary = { GstRate: 0, ...computed.Totals };
  const totals = columns.map((c, i) => (i === 0 ? 'Total' : c.title.endsWith('rate') ? '' : c.value(sums)));
  tableRow(writer, columns, totals, STYLE.cellBold, true);
  writer.y += 10;
}

/** An export: no GST, and the profile's export note (e.g. supply under Letter of Undertaking). */
function drawExportNote(writer: PdfWriter, model: PdfModel) {
  const text = ['Export: place of supply outside India. No GST is charged on this quotation.', model.company.QuotationDefaults.ExportNote]
    .filter(Boolean)
    .join('\n');
  const lines = writer.wrap(text, CONTENT_WIDTH - 16, STYLE.body);
  const height = lines.length * lineHeight(STYLE.body) + 12;
  writer.keepTogether(height);
  if (height <= writer.room()) writer.shade(LEFT, writer.y, CONTENT_WIDTH, height);
  writer.y += 6;
  lines.forEach((line, i) => {
    writer.ensure(lineHeight(STYLE.body));
    writer.text(line, LEFT + 8, writer.y, i === 0 ? STYLE.bodyBold : STYLE.body);
    writer.y += lineHeight(STYLE.body);
  });
  writer.y += 18;
}

const TOTALS_WIDTH = 230;

/** The totals at the right, the grand total in words at the left. */
function drawTotals(writer: PdfWriter, model: PdfModel) {
  const { Totals, TaxMode } = model.computed;
  const rows: [string, number][] = [['Taxable value', Totals.Taxable]];
  if (TaxMode === 'CGST+SGST') rows.push(['CGST', Totals.CGST], ['SGST', Totals.SGST]);
  if (TaxMode === 'IGST') rows.push(['IGST', Totals.IGST]);
  rows.push(['Round off', Totals.RoundOff]);
  const step = lineHeight(STYLE.body) + 3;
  const wordsWidth = CONTENT_WIDTH - TOTALS_WIDTH - 24;
  const words = writer.wrap(model.computed.AmountInWords, wordsWidth, STYLE.bodyBold);
  const height = Math.max(rows.length * step + 30, 16 + words.length * lineHeight(STYLE.bodyBold));
  writer.keepTogether(height);
  const top = writer.y;
  const x = RIGHT - TOTALS_WIDTH;
  let y = top;
  for (const [label, paise] of rows) {
    writer.text(label, x + PAD_X, y, STYLE.body);
    writer.text(formatRupees(paise), x, y, STYLE.body, 'right', TOTALS_WIDTH - PAD_X);
    y += step;
  }
  writer.shade(x, y, TOTALS_WIDTH, 24, COLOR.accent);
  const grand = { size: 11, bold: true, color: '#ffffff' };
  writer.text('Grand total', x + PAD_X + 2, y + 6, grand);
  writer.text(formatRupees(Totals.GrandTotal), x, y + 6, grand, 'right', TOTALS_WIDTH - PAD_X - 2);
  writer.text('AMOUNT IN WORDS', LEFT, top, STYLE.head);
  words.forEach((line, i) => writer.text(line, LEFT, top + 13 + i * lineHeight(STYLE.bodyBold), STYLE.bodyBold));
  writer.y = top + height + 10;
}

export function drawSummary(writer: PdfWriter, model: PdfModel) {
  if (model.computed.TaxMode === 'Export') drawExportNote(writer, model);
  else drawTaxTable(writer, model);
  drawTotals(writer, model);
}
