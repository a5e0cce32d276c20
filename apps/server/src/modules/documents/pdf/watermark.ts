import { PAGE, type PdfWriter } from './writer.js';

const STYLE = { size: 1, bold: true, color: '#8c939d' } as const;
const OPACITY = 0.18;
/** From the bottom-left corner towards the top-right one. */
const ANGLE = (Math.atan2(PAGE.height, PAGE.width) * 180) / Math.PI;
/** The word spans about half the page's diagonal. */
const SPAN = 0.5 * Math.hypot(PAGE.width, PAGE.height);

/**
 * "DRAFT" (or "CANCELLED") across the page, as text (searchable, and no image to embed), light and see-through
 * so the figures under it stay readable: a Draft's preview is never mistaken for a sent quotation.
 */
export function drawWatermark(writer: PdfWriter, word = 'DRAFT') {
  const { doc } = writer;
  const size = SPAN / writer.widthOf(word, STYLE);
  const [cx, cy] = [PAGE.width / 2, PAGE.height / 2];
  doc.save();
  doc.rotate(-ANGLE, { origin: [cx, cy] });
  writer.use({ ...STYLE, size });
  doc.fillOpacity(OPACITY);
  // pdfkit places text by the top of its line box; the capitals' middle lies about 0.46 of the size below it.
  doc.text(word, cx - SPAN / 2, cy - 0.46 * size, { lineBreak: false });
  doc.restore();
}
