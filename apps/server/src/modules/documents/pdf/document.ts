import PDFDocument from 'pdfkit';
import { layoutClosing } from './closing.js';
import { loadFonts } from './fonts.js';
import { CONTINUATION_HEIGHT, drawContinuationHeader } from './letterhead.js';
import type { DocumentModel } from './model.js';
import { layoutSummary, type Block } from './summary.js';
import { drawWatermark } from './watermark.js';
import { BOTTOM, CONTENT_WIDTH, FONT, LEFT, PAGE, PdfWriter, RIGHT, STYLE } from './writer.js';

/** One document type's page: what the shared frame needs to know, and the layout's own drawing. */
export interface DocumentLayout {
  model: DocumentModel;
  /** The PDF's title and subject; its dates come from the document, never the clock (same input, same bytes). */
  info: { title: string; subject: string; created: Date; modified: Date };
  /** At the foot of every page beside "Page N of M": "Rajkot Precision Works · Quotation QT-2026-00042". */
  footer: string;
  /** At the top of every page after the first: "QUOTATION QT-2026-00042". */
  continuation: string;
  /** "DRAFT" across every page. */
  draft?: boolean;
  /** Another word across every page: "CANCELLED". */
  watermark?: string;
  /**
   * Copies of the document in one file (the tax invoice's "Original for Recipient" and the others): each drawn
   * whole from a page of its own, named in its footer and continuation header, counting its own pages.
   */
  copies?: string[];
  /** Draws the body from the top of page 1 (letterhead, party, lines, summary, closing); once per copy. */
  draw: (writer: PdfWriter, copy: string | null) => void;
}

/** Where each copy starts: page indexes, and the copy's name (null for a document of one copy). */
type CopyStarts = { first: number; copy: string | null }[];

/** "Page N of M" (of its copy) and the footer text at the foot of every page, once the page count is known; a watermark. */
function drawFooters(writer: PdfWriter, layout: DocumentLayout, starts: CopyStarts) {
  const { doc } = writer;
  const { start, count } = doc.bufferedPageRange();
  const y = BOTTOM + 10;
  const word = layout.watermark ?? (layout.draft ? 'DRAFT' : null);
  starts.forEach(({ first, copy }, n) => {
    const end = starts[n + 1]?.first ?? start + count;
    const footer = copy ? `${layout.footer} · ${copy}` : layout.footer;
    for (let i = first; i < end; i++) {
      doc.switchToPage(i);
      if (word) drawWatermark(writer, word);
      writer.line(LEFT, RIGHT, y - 4);
      writer.fittedText(footer, LEFT, y, CONTENT_WIDTH - 90, STYLE.muted, 'left');
      writer.text(`Page ${i - first + 1} of ${end - first}`, RIGHT - 90, y, STYLE.muted, 'right', 90);
    }
  });
}

/**
 * The totals block (tax summary, words, totals), a layout's own block when it has one (the proforma's advance),
 * and the closing block (terms, bank, signature) after the line table. The closing block never stands alone
 * on a page: when it must move, the totals and words move with it. Terms too long for any page start under
 * the table with what does not flow (the bank and signature).
 */
export function drawSummaryAndClosing(writer: PdfWriter, model: DocumentModel, terms: [string, string][], between?: Block) {
  const summary = layoutSummary(writer, model);
  const closing = layoutClosing(writer, model, terms);
  const before = summary.height + (between?.height ?? 0);
  const whole = before + closing.height;
  writer.keepTogether(whole <= BOTTOM - PAGE.margin - CONTINUATION_HEIGHT ? whole : before + closing.fixedHeight);
  summary.draw();
  between?.draw();
  closing.draw();
}

/**
 * A document as an A4 PDF. Deterministic: the document ID is pdfkit's hash of the info, so the same input
 * gives the same bytes. Text is real text in an embedded Roboto subset (with ₹): searchable and extractable.
 */
export async function renderDocument(layout: DocumentLayout): Promise<Buffer> {
  const fonts = await loadFonts();
  const { company } = layout.model;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // No standard font: pdfkit would load Helvetica's metrics for nothing.
    font: '',
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: layout.info.title,
      Author: company.LegalName,
      Subject: layout.info.subject,
      Creator: company.TradeName,
      Producer: 'PDFKit',
      CreationDate: layout.info.created,
      ModDate: layout.info.modified,
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
  let current: string | null = null;
  writer.setDocumentPageStart(() =>
    drawContinuationHeader(writer, layout.model, current ? `${layout.continuation} · ${current}` : layout.continuation),
  );
  const starts: CopyStarts = [];
  for (const copy of layout.copies?.length ? layout.copies : [null]) {
    if (starts.length) writer.startPage();
    current = copy;
    starts.push({ first: writer.pageIndex(), copy });
    layout.draw(writer, copy);
  }
  drawFooters(writer, layout, starts);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
