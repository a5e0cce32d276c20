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

const rowHeight = (style: TextStyle) => lineHeight(style) + 2 * PAD_Y;
const HEADING_STEP = 16;
const SECTION_GAP = 10;

const taxTableHeight = (model: PdfModel) =>
  HEADING_STEP + rowHeight(STYLE.head) + model.computed.TaxSummary.length * rowHeight(STYLE.cell) + rowHeight(STYLE.cellBold) + SECTION_GAP;

/** Tax per GST rate: CGST and SGST at half the rate each, or IGST. */
function drawTaxTable(writer: PdfWriter, model: PdfModel) {
  const { computed } = model;
  const columns = computed.TaxMode === 'CGST+SGST' ? CGST_SGST : IGST;
  writer.text('TAX SUMMARY', LEFT, writer.y, STYLE.heading);
  writer.y += HEADING_STEP;
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
  writer.y += SECTION_GAP;
}

const exportNoteLines = (writer: PdfWriter, model: PdfModel) =>
  writer.wrap(
    ['Export: place of supply outside India. No GST is charged on this quotation.', model.company.QuotationDefaults.ExportNote]
      .filter(Boolean)
      .join('\n'),
    CONTENT_WIDTH - 16,
    STYLE.body,
  );
const exportNoteHeight = (lines: string[]) => lines.length * lineHeight(STYLE.body) + 12 + 2 * SECTION_GAP;

/** An export: no GST, and the profile's export note (e.g. supply under Letter of Undertaking). */
function drawExportNote(writer: PdfWriter, lines: string[]) {
  const shaded = lines.length * lineHeight(STYLE.body) + 12;
  if (shaded <= writer.room()) writer.shade(LEFT, writer.y, CONTENT_WIDTH, shaded);
  writer.y += 6;
  lines.forEach((line, i) => {
    writer.ensure(lineHeight(STYLE.body));
    writer.text(line, LEFT + 8, writer.y, i === 0 ? STYLE.bodyBold : STYLE.body);
    writer.y += lineHeight(STYLE.body);
  });
  writer.y += 6 + 2 * SECTION_GAP;
}

const TOTALS_WIDTH = 230;

interface TotalsLayout {
  rows: [string, number][];
  words: string[];
  height: number;
}

const TOTAL_STEP = lineHeight(STYLE.body) + 3;
const GRAND_HEIGHT = 24;

function totalsLayout(writer: PdfWriter, model: PdfModel): TotalsLayout {
  const { Totals, TaxMode, AmountInWords } = model.computed;
  const rows: [string, number][] = [['Taxable value', Totals.Taxable]];
  if (TaxMode === 'CGST+SGST') rows.push(['CGST', Totals.CGST], ['SGST', Totals.SGST]);
  if (TaxMode === 'IGST') rows.push(['IGST', Totals.IGST]);
  rows.push(['Round off', Totals.RoundOff]);
  const words = writer.wrap(AmountInWords, CONTENT_WIDTH - TOTALS_WIDTH - 24, STYLE.bodyBold);
  const height = Math.max(rows.length * TOTAL_STEP + GRAND_HEIGHT, 13 + words.length * lineHeight(STYLE.bodyBold)) + SECTION_GAP + 6;
  return { rows, words, height };
}

/** The totals at the right, the grand total in words at the left. */
function drawTotals(writer: PdfWriter, model: PdfModel, { rows, words, height }: TotalsLayout) {
  writer.keepTogether(height);
  const top = writer.y;
  const x = RIGHT - TOTALS_WIDTH;
  let y = top;
  for (const [label, paise] of rows) {
    writer.text(label, x + PAD_X, y, STYLE.body);
    writer.text(formatRupees(paise), x, y, STYLE.body, 'right', TOTALS_WIDTH - PAD_X);
    y += TOTAL_STEP;
  }
  writer.shade(x, y, TOTALS_WIDTH, GRAND_HEIGHT, COLOR.accent);
  const grand = { size: 11, bold: true, color: '#ffffff' };
  writer.text('Grand total', x + PAD_X + 2, y + 6, grand);
  writer.text(formatRupees(model.computed.Totals.GrandTotal), x, y + 6, grand, 'right', TOTALS_WIDTH - PAD_X - 2);
  writer.text('AMOUNT IN WORDS', LEFT, top, STYLE.head);
  words.forEach((line, i) => writer.text(line, LEFT, top + 13 + i * lineHeight(STYLE.bodyBold), STYLE.bodyBold));
  writer.y = top + height;
}

/** The tax summary (or the export note) and the totals, kept on one page: the one explains the other. */
export function drawSummary(writer: PdfWriter, model: PdfModel) {
  const totals = totalsLayout(writer, model);
  if (model.computed.TaxMode === 'Export') {
    const note = exportNoteLines(writer, model);
    writer.keepTogether(exportNoteHeight(note) + totals.height);
    drawExportNote(writer, note);
  } else {
    writer.keepTogether(taxTableHeight(model) + totals.height);
    drawTaxTable(writer, model);
  }
  drawTotals(writer, model, totals);
}
