import { chargesGst, formatPercent, formatQuantity, gstRateText, lineTaxablePaise, type ChargeKind, type QuotationLine } from '@rp/contract';
import type { Column, ColumnKey } from './columns.js';
import type { DocumentModel } from './model.js';
import { moneyPlain } from './money.js';
import { lineHeight, STYLE, type PdfWriter, type TextStyle } from './writer.js';

export interface Styled {
  text: string;
  style: TextStyle;
  /** More text on the same line, after a gap: a charge's GST note beside its name. */
  inline?: { text: string; style: TextStyle };
}

export interface Row {
  /** The description cell's lines, already wrapped. */
  description: Styled[];
  /** One-line cells, at the row's top. */
  cells: Partial<Record<ColumnKey, string>>;
  /** A second, muted line under a cell: "per 100" under a rate. */
  notes?: Partial<Record<ColumnKey, string>>;
  cellStyle: TextStyle;
  shaded?: boolean;
  /** Space above and below the row's text: quantity breaks and charges sit closer together than lines. */
  padY?: number;
}

export const PAD_X = 3.5;
export const INLINE_GAP = 8;
const PAD_Y = 3;
const BREAK_PAD_Y = 1.5;
const CHARGE_PAD_Y = 2.5;
export const LINE = lineHeight(STYLE.cell);

export const rowPadY = (row: Row) => row.padY ?? PAD_Y;
/** A description line's step: the muted drawing and material lines sit closer than the description. */
export const lineStep = (line: Styled) => lineHeight(line.style);
const textHeight = (row: Row) =>
  Math.max(
    row.description.reduce((sum, line) => sum + lineStep(line), 0),
    (row.notes ? 2 : 1) * LINE,
  );
export const rowHeight = (row: Row) => textHeight(row) + 2 * rowPadY(row);

const CHARGE_LABELS: Record<ChargeKind, string> = {
  'Packing and forwarding': 'Packing and forwarding',
  Freight: 'Freight',
  Tooling: 'Tooling / fixture development (one time)',
};

/** What the rows are built for: the document, its columns and the writer that measures text. */
export interface RowContext {
  writer: PdfWriter;
  model: DocumentModel;
  description: Column;
  /** From the description's left edge to the amount column: a charge row has no quantity, unit or rate. */
  chargeWidth: number;
}

function describe({ writer, description }: RowContext, parts: Styled[], width = description.width - 2 * PAD_X): Styled[] {
  return parts.filter((p) => p.text).flatMap((p) => writer.wrap(p.text, width, p.style).map((text) => ({ text, style: p.style })));
}

/** "Drawing No.: SP-101 Rev B": the revision is its own field, printed after the number. */
export function drawingText(line: Pick<QuotationLine, 'DrawingNo' | 'DrawingRev'>): string {
  const rev = line.DrawingRev && (/^rev\b/i.test(line.DrawingRev) ? line.DrawingRev : `Rev ${line.DrawingRev}`);
  if (line.DrawingNo) return `Drawing No.: ${[line.DrawingNo, rev].filter(Boolean).join(' ')}`;
  return rev ? `Drawing ${rev}` : '';
}

/** A line's GST cell: its rate, or a dash where the mode charges none (export and SEZ under LUT). */
const gstCell = (model: DocumentModel, rate: number) => (chargesGst(model.computed.TaxMode) ? gstRateText(rate) : '–');

/** A line and its quantity breaks (a quotation's): the rows that stay together on one page. */
export function lineBlock(context: RowContext, index: number): Row[] {
  const { model } = context;
  const line = model.lines[index]!;
  const per = line.Per;
  const joined = (...parts: string[]) => parts.filter(Boolean).join('  ·  ');
  const drawing = joined(drawingText(line), line.LeadTime && `Lead time: ${line.LeadTime}`);
  const material = joined(line.Material && `Material: ${line.Material}`, line.Finish && `Finish: ${line.Finish}`);
  const discount = line.DiscountHundredths ? formatPercent(line.DiscountHundredths) : '–';
  const rows: Row[] = [
    {
      description: describe(context, [
        { text: line.Description, style: STYLE.cell },
        { text: drawing, style: STYLE.muted },
        { text: material, style: STYLE.muted },
      ]),
      cells: {
        sno: String(index + 1),
        hsn: line.HSN,
        quantity: formatQuantity(line.QuantityThousandths),
        unit: line.Unit,
        rate: moneyPlain(model, line.UnitPricePaise),
        discount,
        taxable: moneyPlain(model, model.computed.LineTaxable[index]!),
        gst: gstCell(model, line.GstRate),
      },
      ...(per !== 1 ? { notes: { rate: `per ${per}` } } : {}),
      cellStyle: STYLE.cell,
    },
  ];
  if (line.QuantityBreaks.length === 0) return rows;
  const heading = `Quantity breaks (alternatives, not in the total${per !== 1 ? `; rates per ${per}` : ''}):`;
  rows.push({
    description: describe(context, [{ text: heading, style: { ...STYLE.muted, bold: true } }]),
    cells: {},
    cellStyle: STYLE.muted,
    shaded: true,
    padY: BREAK_PAD_Y,
  });
  for (const { QuantityThousandths, UnitPricePaise } of line.QuantityBreaks) {
    const taxable = lineTaxablePaise({ QuantityThousandths, UnitPricePaise, DiscountHundredths: line.DiscountHundredths, Per: per });
    rows.push({
      description: [],
      cells: {
        quantity: formatQuantity(QuantityThousandths),
        unit: line.Unit,
        rate: moneyPlain(model, UnitPricePaise),
        discount,
        taxable: moneyPlain(model, taxable),
      },
      cellStyle: STYLE.muted,
      shaded: true,
      padY: BREAK_PAD_Y,
    });
  }
  return rows;
}

/** A charge's name, and its GST note beside it when there is room, else under it. */
function chargeDescription(context: RowContext, label: string, note: string): Styled[] {
  const width = context.chargeWidth - 2 * PAD_X;
  const { writer } = context;
  if (note && writer.widthOf(label, STYLE.cell) + INLINE_GAP + writer.widthOf(note, STYLE.muted) <= width) {
    return [{ text: label, style: STYLE.cell, inline: { text: note, style: STYLE.muted } }];
  }
  return describe(
    context,
    [
      { text: label, style: STYLE.cell },
      { text: note, style: STYLE.muted },
    ],
    width,
  );
}

/**
 * The charges, one row each. A charge that follows the goods says "as goods" in the GST column and, where GST
 * is charged, at which rate the totals taxed it: split across the lines' rates when they are mixed.
 */
export function chargeRows(context: RowContext): Row[] {
  const { model } = context;
  const taxed = chargesGst(model.computed.TaxMode);
  return model.charges.map((charge, i) => {
    const parts = model.computed.ChargeParts?.[i] ?? [];
    const following = charge.GstRate === null;
    let note = '';
    if (following && taxed && parts.length === 1) note = `GST at ${gstRateText(parts[0]!.GstRate)}, as the goods`;
    if (following && taxed && parts.length > 1) {
      note = `GST as the goods: ${parts.map((p) => `${moneyPlain(model, p.AmountPaise)} at ${gstRateText(p.GstRate)}`).join(', ')}`;
    }
    return {
      description: chargeDescription(context, CHARGE_LABELS[charge.Kind], note),
      cells: {
        taxable: moneyPlain(model, charge.AmountPaise),
        gst: !taxed ? '–' : charge.GstRate === null ? 'as goods' : gstRateText(charge.GstRate),
      },
      cellStyle: STYLE.cell,
      padY: CHARGE_PAD_Y,
    };
  });
}
