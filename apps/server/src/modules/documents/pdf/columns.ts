import type { DocumentModel } from './model.js';
import { currencyLabel } from './money.js';
import { hasGstColumns } from './wording.js';
import { CONTENT_WIDTH, LEFT, type Align } from './writer.js';

export type ColumnKey = 'sno' | 'description' | 'hsn' | 'quantity' | 'unit' | 'rate' | 'discount' | 'taxable' | 'gst';

export interface Column {
  key: ColumnKey;
  title: string;
  width: number;
  align: Align;
  /** Left edge on the page. */
  x: number;
}

/** The widths of every column but the description, which takes the rest of the page's width. */
const FIXED: Omit<Column, 'title' | 'x'>[] = [
  { key: 'sno', width: 26, align: 'center' },
  { key: 'description', width: 0, align: 'left' },
  { key: 'hsn', width: 34, align: 'center' },
  { key: 'quantity', width: 40, align: 'right' },
  { key: 'unit', width: 26, align: 'center' },
  { key: 'rate', width: 58, align: 'right' },
  { key: 'discount', width: 34, align: 'right' },
  { key: 'taxable', width: 72, align: 'right' },
  // Wide enough for "as goods" at the cell size.
  { key: 'gst', width: 40, align: 'right' },
];

/**
 * The line table's columns for this document: amounts headed with its currency; no GST column when the
 * supplier may not collect GST (the description takes that width), where the amount is no "taxable value".
 */
export function tableColumns(model: DocumentModel): Column[] {
  const gst = hasGstColumns(model);
  const money = currencyLabel(model);
  const titles: Record<ColumnKey, string> = {
    sno: 'S.No',
    description: 'Description',
    hsn: 'HSN',
    quantity: 'Qty',
    unit: 'Unit',
    rate: `Rate (${money})`,
    discount: 'Disc. %',
    taxable: gst ? `Taxable value (${money})` : `Amount (${money})`,
    gst: 'GST %',
  };
  const kept = FIXED.filter((c) => gst || c.key !== 'gst');
  const description = CONTENT_WIDTH - kept.reduce((sum, c) => sum + c.width, 0);
  let x = LEFT;
  return kept.map((c) => {
    const column = { ...c, title: titles[c.key], width: c.key === 'description' ? description : c.width, x };
    x += column.width;
    return column;
  });
}
