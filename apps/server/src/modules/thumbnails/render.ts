import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { drawDxf } from './draw-dxf.js';

/** Longest side of a thumbnail, px. */
export const THUMBNAIL_SIZE = 320;
/** Images bigger than this (pixels) are refused rather than decoded: a decompression-bomb guard. */
const MAX_INPUT_PIXELS = 50_000_000;

const toPng = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

async function renderPdf(bytes: Uint8Array): Promise<Buffer> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: fontsDir, verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(4, (2 * THUMBNAIL_SIZE) / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return toPng(canvas.toBuffer('image/png'));
  } finally {
    await doc.destroy();
  }
}

function renderDxf(bytes: Uint8Array): Promise<Buffer> {
  const canvas = createCanvas(2 * THUMBNAIL_SIZE, 2 * THUMBNAIL_SIZE);
  const drawn = drawDxf(Buffer.from(bytes).toString('utf8'), canvas.getContext('2d') as never, canvas.width, canvas.height);
  if (drawn === 0) throw new Error('The DXF has no entity that can be drawn.');
  return toPng(canvas.toBuffer('image/png'));
}

/** A PNG thumbnail of a drawing; throws when the file cannot be drawn. Run it isolated (see isolate.ts). */
export async function renderThumbnail(mimeType: string, bytes: Uint8Array): Promise<Buffer> {
  switch (mimeType) {
    case 'application/pdf':
      return renderPdf(bytes);
    case 'image/vnd.dxf':
      return renderDxf(bytes);
    case 'image/png':
    case 'image/jpeg':
      return toPng(Buffer.from(bytes));
    default:
      throw new Error(`No thumbnail for ${mimeType}.`);
  }
}
