import PDFDocument from 'pdfkit';
import { layoutClosing } from './closing.js';
import { loadFonts } from './fonts.js';
import { CONTINUATION_HEIGHT, drawContinuationHeader, drawLetterhead } from './header.js';
import { buildPdfModel, type PdfModel, type QuotationPdfInput } from './input.js';
import { drawLineTable } from './line-table.js';
import { layoutSummary } from './summary.js';
import { drawDraftWatermark } from './watermark.js';
import { BOTTOM, CONTENT_WIDTH, FONT, LEFT, PAGE, PdfWriter, RIGHT, STYLE } from './writer.js';

/**
 * "Page 1 of N" and the quotation's number at the foot of every page, once the page count is known; and a
 * Draft's watermark over every page.
 */
function drawFooters(writer: PdfWriter, model: PdfModel) {
  const { doc } = writer;
  const { start, count } = doc.bufferedPageRange();
  const y = BOTTOM + 10;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    if (model.quotation.State === 'Draft') drawDraftWatermark(writer);
    writer.line(LEFT, RIGHT, y - 4);
    writer.fittedText(`${model.company.TradeName} · Quotation ${model.quotation.Number}`, LEFT, y, CONTENT_WIDTH - 90, STYLE.muted, 'left');
    writer.text(`Page ${i - start + 1} of ${count}`, RIGHT - 90, y, STYLE.muted, 'right', 90);
  }
}

/**
 * The quotation as an A4 PDF (issue 33). Deterministic: the dates inside come from the quotation, the
 * document ID is pdfkit's hash of that info, so the same input gives the same bytes. Text is real text in
 * an embedded Roboto subset (with ₹), so it can be searched, copied and extracted.
 */
export async function renderQuotationPdf(input: QuotationPdfInput): Promise<Buffer> {
  const model = buildPdfModel(input);
  const fonts = await loadFonts();
  const { quotation, company } = model;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // No standard font: pdfkit would load Helvetica's metrics for nothing.
    font: '',
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${quotation.State === 'Draft' ? 'Draft quotation' : 'Quotation'} ${quotation.Number}`,
      Author: company.LegalName,
      Subject: `Quotation for ${quotation.Buyer.Company}`,
      Creator: company.TradeName,
      Producer: 'PDFKit',
      CreationDate: new Date(quotation.CreatedAt),
      ModDate: new Date(quotation.UpdatedAt),
    },
  });
  // pdfkit takes a parsed fontkit font as well as bytes (its types list only bytes and paths).
  doc.registerFont(FONT.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const writer = new PdfWriter(doc);
  writer.setDocumentPageStart(() => drawContinuationHeader(writer, model));
  drawLetterhead(writer, model);
  drawLineTable(writer, model);
  const summary = layoutSummary(writer, model);
  const closing = layoutClosing(writer, model);
  // The closing block never stands alone on a page: when it must move, the totals and words move with it.
  // Terms too long for any page start under the table with what does not flow (the bank and signature).
  const whole = summary.height + closing.height;
  writer.keepTogether(whole <= BOTTOM - PAGE.margin - CONTINUATION_HEIGHT ? whole : summary.height + closing.fixedHeight);
  summary.draw();
  closing.draw();
  drawFooters(writer, model);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
