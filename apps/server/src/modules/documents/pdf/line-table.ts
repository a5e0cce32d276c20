import { tableColumns, type Column, type ColumnKey } from './columns.js';
import type { DocumentModel } from './model.js';
import { chargeRows, INLINE_GAP, LINE, lineBlock, lineStep, PAD_X, rowHeight, rowPadY, type Row } from './line-rows.js';
import { COLOR, CONTENT_WIDTH, LEFT, lineHeight, RIGHT, STYLE, type PdfWriter } from './writer.js';

const HEAD_PAD_Y = 3.5;

function headerTitles(writer: PdfWriter, columns: Column[]) {
  return columns.map((column) => writer.wrap(column.title, column.width - 2 * PAD_X, STYLE.head));
}

const headerHeight = (titles: string[][]) => Math.max(...titles.map((t) => t.length)) * lineHeight(STYLE.head) + 2 * HEAD_PAD_Y;

function drawHeader(writer: PdfWriter, columns: Column[]) {
  const titles = headerTitles(writer, columns);
  const height = headerHeight(titles);
  writer.shade(LEFT, writer.y, CONTENT_WIDTH, height);
  columns.forEach((column, i) => {
    titles[i]!.forEach((title, n) => {
      const y = writer.y + HEAD_PAD_Y + n * lineHeight(STYLE.head);
      writer.text(title, column.x + PAD_X, y, STYLE.head, column.align, column.width - 2 * PAD_X);
    });
  });
  writer.y += height;
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 0.8);
}

/**
 * A row from the cursor: S.No, description, then the figures, so text comes out in reading order. A row
 * taller than the rest of the page (a very long description) goes on line by line onto the next pages.
 */
function drawRow(writer: PdfWriter, columns: Column[], row: Row) {
  const height = rowHeight(row);
  writer.keepTogether(height);
  const fits = height <= writer.room();
  if (row.shaded && fits) writer.shade(LEFT, writer.y, CONTENT_WIDTH, height);
  const padY = rowPadY(row);
  const top = writer.y + padY;
  const drawCells = (keys: ColumnKey[]) => {
    for (const column of columns) {
      if (!keys.includes(column.key)) continue;
      const [value, note] = [row.cells[column.key], row.notes?.[column.key]];
      const width = column.width - 2 * PAD_X;
      if (value) writer.fittedText(value, column.x + PAD_X, top, width, row.cellStyle, column.align);
      if (note) writer.fittedText(note, column.x + PAD_X, top + LINE, width, STYLE.muted, column.align);
    }
  };
  const figures = columns.map((c) => c.key).filter((key) => key !== 'sno' && key !== 'description');
  drawCells(fits ? ['sno'] : ['sno', ...figures]);
  const description = columns.find((c) => c.key === 'description')!;
  writer.y = top;
  for (const line of row.description) {
    writer.ensure(lineStep(line));
    writer.text(line.text, description.x + PAD_X, writer.y, line.style);
    if (line.inline) {
      const x = description.x + PAD_X + writer.widthOf(line.text, line.style) + INLINE_GAP;
      writer.text(line.inline.text, x, writer.y + (line.style.size - line.inline.style.size), line.inline.style);
    }
    writer.y += lineStep(line);
  }
  if (fits) drawCells(figures);
  writer.y = Math.max(writer.y, top + (row.notes ? 2 : 1) * LINE) + padY;
}

function drawBlock(writer: PdfWriter, columns: Column[], rows: Row[]) {
  writer.keepTogether(rows.reduce((sum, row) => sum + rowHeight(row), 0));
  for (const row of rows) drawRow(writer, columns, row);
  writer.line(LEFT, RIGHT, writer.y);
}

/** The line table with its header on every page it spans, then the charges. */
export function drawLineTable(writer: PdfWriter, model: DocumentModel) {
  const columns = tableColumns(model);
  const description = columns.find((c) => c.key === 'description')!;
  const amount = columns.find((c) => c.key === 'taxable')!;
  const context = { writer, model, description, chargeWidth: amount.x - description.x };
  const blocks = model.lines.map((_, i) => lineBlock(context, i));
  const charges = chargeRows(context);
  // The header never stands alone at the foot of a page: it moves with the first line.
  writer.keepTogether(headerHeight(headerTitles(writer, columns)) + (blocks[0] ? rowHeight(blocks[0][0]!) : 0));
  drawHeader(writer, columns);
  writer.withPageStart(
    () => drawHeader(writer, columns),
    () => {
      for (const block of blocks) drawBlock(writer, columns, block);
      if (charges.length) drawBlock(writer, columns, charges);
    },
  );
  writer.line(LEFT, RIGHT, writer.y, COLOR.accent, 0.8);
  writer.y += 8;
}
