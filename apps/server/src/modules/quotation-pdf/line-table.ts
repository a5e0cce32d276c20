import {
  formatPercent,
  formatQuantity,
  formatRupeesPlain,
  lineTaxablePaise,
  rupeesToPaise,
  quantityToThousandths,
  type ChargeKind,
} from '@rp/contract';
import type { PdfModel } from './input.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type Align, type PdfWriter, type TextStyle } from './writer.js';

type ColumnKey = 'sno' | 'description' | 'hsn' | 'quantity' | 'unit' | 'rate' | 'discount' | 'taxable' | 'gst';

interface Column {
  key: ColumnKey;
  title: string;
  width: number;
  align: Align;
}

const COLUMN_LIST: Column[] = [
  { key: 'sno', title: 'S.No', width: 26, align: 'center' },
  { key: 'description', title: 'Description', width: 193, align: 'left' },
  { key: 'hsn', title: 'HSN', width: 40, align: 'center' },
  { key: 'quantity', title: 'Qty', width: 42, align: 'right' },
  { key: 'unit', title: 'Unit', width: 28, align: 'center' },
  { key: 'rate', title: 'Rate (₹)', width: 60, align: 'right' },
  { key: 'discount', title: 'Disc. %', width: 32, align: 'right' },
  { key: 'taxable', title: 'Taxable value (₹)', width: 72, align: 'right' },
  { key: 'gst', title: 'GST %', width: 30.28, align: 'right' },
];
const PAD_X = 3.5;
const PAD_Y = 3.5;
const BREAK_PAD_Y = 1.5;
const LINE = lineHeight(STYLE.cell);

const columnX = (key: ColumnKey) => {
  let x = LEFT;
  for (const column of COLUMN_LIST) {
    if (column.key === key) return x;
    x += column.width;
  }
  throw new Error(`No column ${key}`);
};
const DESCRIPTION_X = columnX('description') + PAD_X;
const DESCRIPTION_WIDTH = COLUMN_LIST[1]!.width - 2 * PAD_X;

interface Row {
  /** The description cell's lines, already wrapped. */
  description: { text: string; style: TextStyle }[];
  /** One-line cells, at the row's top. */
  cells: Partial<Record<ColumnKey, string>>;
  cellStyle: TextStyle;
  shaded?: boolean;
  /** Space above and below the row's text: quantity breaks sit closer together than lines. */
  padY?: number;
}

const CHARGE_LABELS: Record<ChargeKind, string> = {
  'Packing and forwarding': 'Packing and forwarding',
  Freight: 'Freight',
  Tooling: 'Tooling / fixture development (one time)',
};

/** An export carries no GST: its lines' rates are not charged, so the column shows none. */
const gstCell = (model: PdfModel, rate: number) => (model.computed.TaxMode === 'Export' ? '–' : `${rate}%`);

const rowHeight = (row: Row) => Math.max(1, row.description.length) * LINE + 2 * (row.padY ?? PAD_Y);

function describe(writer: PdfWriter, parts: { text: string; style: TextStyle }[]) {
  return parts.filter((p) => p.text).flatMap((p) => writer.wrap(p.text, DESCRIPTION_WIDTH, p.style).map((text) => ({ text, style: p.style })));
}

/** A quotation line and its quantity breaks: the rows that stay together on one page. */
function lineBlock(writer: PdfWriter, model: PdfModel, index: number): Row[] {
  const line = model.quotation.Lines[index]!;
  const ints = model.lines[index]!;
  const joined = (...parts: string[]) => parts.filter(Boolean).join('  ·  ');
  const drawing = joined(line.DrawingNo && `Drawing No.: ${line.DrawingNo}`, line.LeadTime && `Lead time: ${line.LeadTime}`);
  const material = joined(line.Material && `Material: ${line.Material}`, line.Finish && `Finish: ${line.Finish}`);
  const discount = ints.DiscountHundredths ? formatPercent(ints.DiscountHundredths) : '–';
  const rows: Row[] = [
    {
      description: describe(writer, [
        { text: line.Description, style: STYLE.cell },
        { text: drawing, style: STYLE.muted },
        { text: material, style: STYLE.muted },
      ]),
      cells: {
        sno: String(index + 1),
        hsn: line.HSN,
        quantity: formatQuantity(ints.QuantityThousandths),
        unit: line.Unit,
        rate: formatRupeesPlain(ints.UnitPricePaise),
        discount,
        taxable: formatRupeesPlain(model.computed.LineTaxable[index]!),
        gst: gstCell(model, line.GstRate),
      },
      cellStyle: STYLE.cell,
    },
  ];
  if (line.QuantityBreaks.length === 0) return rows;
  rows.push({
    description: describe(writer, [{ text: 'Quantity breaks (alternatives, not in the total):', style: { ...STYLE.muted, bold: true } }]),
    cells: {},
    cellStyle: STYLE.muted,
    shaded: true,
    padY: BREAK_PAD_Y,
  });
  for (const quantityBreak of line.QuantityBreaks) {
    const QuantityThousandths = quantityToThousandths(quantityBreak.Quantity) ?? 0;
    const UnitPricePaise = rupeesToPaise(quantityBreak.UnitPrice) ?? 0;
    rows.push({
      description: [],
      cells: {
        quantity: formatQuantity(QuantityThousandths),
        unit: line.Unit,
        rate: formatRupeesPlain(UnitPricePaise),
        discount,
        taxable: formatRupeesPlain(lineTaxablePaise({ QuantityThousandths, UnitPricePaise, DiscountHundredths: ints.DiscountHundredths })),
      },
      cellStyle: STYLE.muted,
      shaded: true,
      padY: BREAK_PAD_Y,
    });
  }
  return rows;
}

function drawHeader(writer: PdfWriter) {
  const titles = COLUMN_LIST.map((column) => writer.wrap(column.title, column.width - 2 * PAD_X, STYLE.head));
  const height = Math.max(...titles.map((t) => t.length)) * lineHeight(STYLE.head) + 2 * PAD_Y;
  writer.shade(LEFT, writer.y, CONTENT_WIDTH, height);
  COLUMN_LIST.forEach((column, i) => {
    titles[i]!.forEach((title, n) => {
      const y = writer.y + PAD_Y + n * lineHeight(STYLE.head);
      writer.text(title, columnX(column.key) + PAD_X, y, STYLE.head, column.align, column.width - 2 * PAD_X);
    });
  });
  writer.y += height;
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 0.8);
}

const headerHeight = (writer: PdfWriter) => {
  const lines = Math.max(...COLUMN_LIST.map((c) => writer.wrap(c.title, c.width - 2 * PAD_X, STYLE.head).length));
  return lines * lineHeight(STYLE.head) + 2 * PAD_Y;
};

/**
 * A row from the cursor: S.No, description, then the figures, so text comes out in reading order. A row
 * taller than the rest of the page (a very long description) goes on line by line onto the next pages.
 */
function drawRow(writer: PdfWriter, row: Row) {
  const height = rowHeight(row);
  writer.keepTogether(height);
  const fits = height <= writer.room();
  if (row.shaded && fits) writer.shade(LEFT, writer.y, CONTENT_WIDTH, height);
  const padY = row.padY ?? PAD_Y;
  const top = writer.y + padY;
  const drawCells = (keys: ColumnKey[]) => {
    for (const column of COLUMN_LIST) {
      const value = keys.includes(column.key) ? row.cells[column.key] : undefined;
      if (value) writer.fittedText(value, columnX(column.key) + PAD_X, top, column.width - 2 * PAD_X, row.cellStyle, column.align);
    }
  };
  const figures = COLUMN_LIST.map((c) => c.key).filter((key) => key !== 'sno');
  drawCells(fits ? ['sno'] : ['sno', ...figures]);
  writer.y = top;
  for (const line of row.description) {
    writer.ensure(LINE);
    writer.text(line.text, DESCRIPTION_X, writer.y, line.style);
    writer.y += LINE;
  }
  if (fits) drawCells(figures);
  writer.y = Math.max(writer.y, top + LINE) + padY;
}

function drawBlock(writer: PdfWriter, rows: Row[]) {
  writer.keepTogether(rows.reduce((sum, row) => sum + rowHeight(row), 0));
  for (const row of rows) drawRow(writer, row);
  writer.line(LEFT, RIGHT, writer.y);
}

/** The line table with its header on every page it spans, then the charges. */
export function drawLineTable(writer: PdfWriter, model: PdfModel) {
  const blocks = model.quotation.Lines.map((_, i) => lineBlock(writer, model, i));
  const charges: Row[] = model.quotation.Charges.map((charge, i) => ({
    description: describe(writer, [{ text: CHARGE_LABELS[charge.Kind], style: STYLE.cell }]),
    cells: { taxable: formatRupeesPlain(model.chargesPaise[i]!), gst: gstCell(model, charge.GstRate) },
    cellStyle: STYLE.cell,
  }));
  // The header never stands alone at the foot of a page: it moves with the first line.
  writer.keepTogether(headerHeight(writer) + (blocks[0] ? rowHeight(blocks[0][0]!) : 0));
  drawHeader(writer);
  writer.withPageStart(
    () => drawHeader(writer),
    () => {
      for (const block of blocks) drawBlock(writer, block);
      if (charges.length) drawBlock(writer, charges);
    },
  );
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 0.8);
  writer.y += 10;
}
