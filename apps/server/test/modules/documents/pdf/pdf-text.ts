import { createRequire } from 'node:module';
import path from 'node:path';

export interface PdfTextItem {
  str: string;
  /** Left edge and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
}

export interface ReadPdf {
  /** Each page's text items in drawing order, joined by single spaces: what a viewer's search and copy see. */
  pages: string[];
  items: PdfTextItem[][];
  info: Record<string, unknown>;
  pageSizes: { width: number; height: number }[];
}

/** A PDF read back with pdfjs-dist (loaded as the thumbnails module loads it in Node). */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: fontsDir, verbosity: 0 }).promise;
  try {
    const result: ReadPdf = { pages: [], items: [], info: (await doc.getMetadata()).info as Record<string, unknown>, pageSizes: [] };
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [, , width, height] = page.view as [number, number, number, number];
      result.pageSizes.push({ width, height });
      const items = (await page.getTextContent()).items
        .filter((item) => 'str' in item && item.str.trim() !== '')
        .map((item) => {
          const text = item as { str: string; transform: number[]; width: number };
          return { str: text.str, x: text.transform[4]!, y: text.transform[5]!, width: text.width };
        });
      result.items.push(items);
      result.pages.push(
        items
          .map((i) => i.str)
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return result;
  } finally {
    await doc.destroy();
  }
}
