import { DATA_URL_PATTERN, LIMITS, base64DecodedSize, fileExtension, DRAWING_EXTENSIONS, PRODUCT_IMAGE_TYPES } from '@rp/contract';
import { badRequest, HttpError, payloadTooLarge } from './http-errors.js';

export interface DecodedUpload {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

type Kind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'dxf' | 'step' | 'dwg';

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Recognises the file type from its first bytes. */
export function sniffKind(bytes: Buffer): Kind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const head = bytes.subarray(0, 512).toString('latin1');
  if (head.startsWith('ISO-10303-21')) return 'step';
  if (/^AC10\d\d/.test(head)) return 'dwg';
  if (looksLikeDxf(bytes)) return 'dxf';
  return null;
}

/** ASCII DXF: group code 0 then SECTION first; binary DXF has its own sentinel. */
function looksLikeDxf(bytes: Buffer): boolean {
  if (bytes.subarray(0, 22).toString('latin1') === 'AutoCAD Binary DXF\r\n\x1a\x00') return true;
  const head = bytes.subarray(0, 1024).toString('latin1');
  // eslint-disable-next-line no-control-regex -- a text DXF has no control characters besides tab and line ends: these are what we look for
  if (/[\x00-\x08\x0e-\x1f]/.test(head)) return false;
  return /^\s*(999\s*\r?\n[^\n]*\r?\n\s*)?0\s*\r?\n\s*SECTION\s*\r?\n/.test(head);
}

const KIND_BY_EXTENSION: Record<string, Kind> = {
  '.pdf': 'pdf',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.dxf': 'dxf',
  '.step': 'step',
  '.stp': 'step',
  '.dwg': 'dwg',
};

const MIME_BY_KIND: Record<Kind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  dxf: 'image/vnd.dxf',
  step: 'model/step',
  dwg: 'image/vnd.dwg',
};

function decodeDataUrl(dataUrl: string, field: string, maxBytes: number): { declaredType: string; bytes: Buffer } {
  const match = DATA_URL_PATTERN.exec(dataUrl);
  if (!match) throw badRequest('The file could not be read: it must be a base64 data URL.', { [field]: 'The file must be a base64 data URL.' });
  const payload = match[3] ?? '';
  const mb = maxBytes / (1024 * 1024);
  if (base64DecodedSize(payload) > maxBytes) {
    throw payloadTooLarge(`File is too large. Maximum size is ${mb}MB.`, { [field]: `File is too large. Maximum size is ${mb}MB.` });
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw badRequest('The file is empty.', { [field]: 'The file is empty.' });
  return { declaredType: (match[1] ?? '').toLowerCase(), bytes };
}

function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are among what a file name must not carry
    .replace(/[\x00-\x1f"<>|:*?]/g, '_')
    .trim()
    .slice(0, LIMITS.fileNameMax);
  return cleaned || fallback;
}

/** Where a drawing came from: the body fields its errors name, and a prefix naming the file for extra ones. */
interface DrawingSource {
  nameField: string;
  bodyField: string;
  /** Prefix of every message about this file, e.g. 'Drawing 2 ("bracket.txt"): '; '' for MediaFile*. */
  prefix: string;
}

const FIRST_DRAWING: DrawingSource = { nameField: 'MediaFileName', bodyField: 'MediaFileBody', prefix: '' };

function withPrefix(source: DrawingSource, fn: () => DecodedUpload): DecodedUpload {
  if (!source.prefix) return fn();
  try {
    return fn();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const errors = Object.fromEntries(Object.entries(err.errors ?? {}).map(([k, v]) => [k, source.prefix + v]));
    throw new HttpError(err.statusCode, source.prefix + err.message, errors);
  }
}

/** A drawing attached to a quote: extension allowed, at most 5 MB, bytes matching the extension. */
export function decodeDrawing(fileName: string, dataUrl: string, source: DrawingSource = FIRST_DRAWING): DecodedUpload {
  return withPrefix(source, () => {
    const name = safeFileName(fileName, '');
    if (!name) throw badRequest('Please give the drawing a file name.', { [source.nameField]: 'A file name is required with a drawing.' });
    const extension = fileExtension(name);
    const expected = KIND_BY_EXTENSION[extension];
    if (!expected || !(DRAWING_EXTENSIONS as readonly string[]).includes(extension)) {
      const message = `Drawings must be one of: ${DRAWING_EXTENSIONS.join(', ')}.`;
      throw badRequest(message, { [source.nameField]: message });
    }
    const { bytes } = decodeDataUrl(dataUrl, source.bodyField, LIMITS.drawingMaxBytes);
    const actual = sniffKind(bytes);
    if (actual !== expected) {
      const message = `The file's contents do not match its ${extension} extension.`;
      throw badRequest(message, { [source.bodyField]: message });
    }
    return { name, mimeType: MIME_BY_KIND[actual], bytes };
  });
}

export interface DrawingFields {
  MediaFileName?: string;
  MediaFileBody?: string | null;
  Attachments?: { Name: string; Body: string }[];
}

/**
 * Every drawing of a quote, in order: MediaFileName/MediaFileBody first (the spec's single file), then
 * Attachments. Each file passes the single-file checks (errors after the first name the file); then the
 * count (5) and the total (20 MB).
 */
export function decodeDrawings(body: DrawingFields): DecodedUpload[] {
  if ((body.MediaFileBody ? 1 : 0) + (body.Attachments?.length ?? 0) > LIMITS.drawingMaxFiles) {
    const message = `At most ${LIMITS.drawingMaxFiles} drawings per quote.`;
    throw badRequest(message, { Attachments: message });
  }
  const drawings = body.MediaFileBody ? [decodeDrawing(body.MediaFileName ?? '', body.MediaFileBody)] : [];
  (body.Attachments ?? []).forEach((file, index) => {
    const position = drawings.length + 1;
    const source = {
      nameField: `Attachments.${index}.Name`,
      bodyField: `Attachments.${index}.Body`,
      prefix: `Drawing ${position} ("${safeFileName(file.Name, '?')}"): `,
    };
    drawings.push(decodeDrawing(file.Name, file.Body, source));
  });
  const total = drawings.reduce((sum, d) => sum + d.bytes.length, 0);
  if (total > LIMITS.drawingsMaxTotalBytes) {
    const message = `The drawings are too large together. Maximum total size is ${LIMITS.drawingsMaxTotalBytes / (1024 * 1024)}MB.`;
    throw payloadTooLarge(message, { Attachments: message });
  }
  return drawings;
}

/** An uploaded product image: JPEG, PNG, GIF or WebP by its bytes, at most 5 MB. */
export function decodeProductImage(fileName: string, dataUrl: string): DecodedUpload {
  const field = 'ProductImages';
  const { bytes } = decodeDataUrl(dataUrl, field, LIMITS.imageMaxBytes);
  const actual = sniffKind(bytes);
  const mimeType = actual ? MIME_BY_KIND[actual] : '';
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(mimeType)) {
    const message = 'Invalid file type. Please select an image.';
    throw badRequest(message, { [field]: message });
  }
  const ext = mimeType === 'image/jpeg' ? '.jpg' : `.${mimeType.split('/')[1]}`;
  return { name: safeFileName(fileName, `product-image${ext}`), mimeType, bytes };
}

/** A site-content upload (ADR 080): a picture, or a certificate as a PDF or picture; at most 5 MB, typed by its bytes. */
export function decodeSiteContentUpload(use: 'image' | 'certificate', fileName: string, dataUrl: string): DecodedUpload {
  const field = 'Body';
  const { bytes } = decodeDataUrl(dataUrl, field, LIMITS.imageMaxBytes);
  const actual = sniffKind(bytes);
  const mimeType = actual ? MIME_BY_KIND[actual] : '';
  const allowed: readonly string[] = use === 'certificate' ? [...PRODUCT_IMAGE_TYPES, 'application/pdf'] : PRODUCT_IMAGE_TYPES;
  if (!allowed.includes(mimeType)) {
    const message =
      use === 'certificate'
        ? 'A certificate must be a PDF or an image (JPEG, PNG, GIF or WebP).'
        : 'The picture must be a JPEG, PNG, GIF or WebP image.';
    throw badRequest(message, { [field]: message });
  }
  const ext = mimeType === 'image/jpeg' ? '.jpg' : `.${mimeType.split('/')[1]}`;
  return { name: safeFileName(fileName, `${use}${ext}`), mimeType, bytes };
}
