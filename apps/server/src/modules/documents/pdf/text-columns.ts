import { LEFT, lineHeight, STYLE, type PdfWriter, type TextStyle } from './writer.js';

export interface Styled {
  text: string;
  style: TextStyle;
}

/** Each item wrapped to `width`, one entry per printed line. */
export const wrapAll = (writer: PdfWriter, items: Styled[], width: number): Styled[] =>
  items.flatMap((item) => writer.wrap(item.text, width, item.style).map((text) => ({ text, style: item.style })));

/**
 * Two columns of lines side by side from the cursor down. Drawn column after column (the text reads in that
 * order), or line by line across pages in the rare case they do not fit on one.
 */
export function columns(writer: PdfWriter, left: Styled[], right: Styled[], rightX: number) {
  const height = lineHeight(STYLE.body);
  const rows = Math.max(left.length, right.length);
  writer.keepTogether(rows * height);
  if (rows * height <= writer.room()) {
    left.forEach((line, i) => writer.text(line.text, LEFT, writer.y + i * height, line.style));
    right.forEach((line, i) => writer.text(line.text, rightX, writer.y + i * height, line.style));
    writer.y += rows * height;
    return;
  }
  for (let i = 0; i < rows; i++) {
    writer.ensure(height);
    if (left[i]) writer.text(left[i]!.text, LEFT, writer.y, left[i]!.style);
    if (right[i]) writer.text(right[i]!.text, rightX, writer.y, right[i]!.style);
    writer.y += height;
  }
}
