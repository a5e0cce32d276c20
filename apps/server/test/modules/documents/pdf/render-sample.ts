import { renderQuotationPdf } from '../../../../src/modules/documents/pdf/index.js';
import { buildQuotationModel, type QuotationPdfInput, type QuotationPdfModel } from '../../../../src/modules/documents/pdf/quotation-input.js';
import { sampleQuotationInput, type SampleOptions } from '../../../../src/modules/documents/pdf/sample.js';
import { readPdf, type ReadPdf } from './pdf-text.js';

export interface RenderedSample {
  input: QuotationPdfInput;
  /** What the PDF printed from: the stored integers and their totals. */
  model: QuotationPdfModel;
  pdf: ReadPdf;
  /** Every page's text, joined. */
  text: string;
}

/** A quotation rendered and read back: from sample options, or from an input the test made. */
export async function renderSample(from: SampleOptions | QuotationPdfInput): Promise<RenderedSample> {
  const input = 'quotation' in from ? from : sampleQuotationInput(from);
  const pdf = await readPdf(await renderQuotationPdf(input));
  return { input, model: buildQuotationModel(input), pdf, text: pdf.pages.join(' ') };
}

/** The index of the first page whose text contains `text`, or -1. */
export const pageOf = (pdf: ReadPdf, text: string) => pdf.pages.findIndex((page) => page.includes(text));

/** Regular-expression source matching `text` literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
