import { base64DecodedSize, DATA_URL_PATTERN, fileExtension, LIMITS, type PoFileUpload } from '@rp/contract';
import { badRequest, payloadTooLarge } from '../../lib/http-errors.js';
import { sniffKind, type DecodedUpload } from '../../lib/uploads.js';

/** What a purchase order may be: a PDF or a photo or scan of one. */
const PO_TYPES = {
  '.pdf': { kind: 'pdf', mime: 'application/pdf' },
  '.png': { kind: 'png', mime: 'image/png' },
  '.jpg': { kind: 'jpeg', mime: 'image/jpeg' },
  '.jpeg': { kind: 'jpeg', mime: 'image/jpeg' },
  '.webp': { kind: 'webp', mime: 'image/webp' },
} as const;
const ALLOWED = Object.keys(PO_TYPES).join(', ');
const MAX_MB = LIMITS.drawingMaxBytes / (1024 * 1024);

/** A name safe to store and to put in a mail's attachment header. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex -- control characters are among what a file name must not carry
      .replace(/[\x00-\x1f\x7f"<>|:*?]/g, '_')
      .trim()
      .slice(0, LIMITS.fileNameMax)
  );
}

/**
 * The buyer's (or staff's) PO file, checked like a drawing: an allowed extension, at most 5 MB, and bytes
 * that really are what the extension says. Every refusal is a 400 (413 for size) naming POFile.
 */
export function decodePoFile(file: PoFileUpload): DecodedUpload {
  const name = safeName(file.Name);
  const type = PO_TYPES[fileExtension(name) as keyof typeof PO_TYPES];
  if (!name || !type) {
    const message = `The PO file must be a PDF or an image (${ALLOWED}).`;
    throw badRequest(message, { 'POFile.Name': message });
  }
  const match = DATA_URL_PATTERN.exec(file.Body);
  if (!match)
    throw badRequest('The PO file could not be read: it must be a base64 data URL.', { 'POFile.Body': 'The file must be a base64 data URL.' });
  const payload = match[3] ?? '';
  if (base64DecodedSize(payload) > LIMITS.drawingMaxBytes) {
    const message = `The PO file is too large. Maximum size is ${MAX_MB}MB.`;
    throw payloadTooLarge(message, { 'POFile.Body': message });
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw badRequest('The PO file is empty.', { 'POFile.Body': 'The PO file is empty.' });
  if (sniffKind(bytes) !== type.kind) {
    const message = `The PO file's contents do not match its ${fileExtension(name)} extension.`;
    throw badRequest(message, { 'POFile.Body': message });
  }
  return { name, mimeType: type.mime, bytes };
}

/** The JSON body of a call carrying a 5 MB PO file as base64 (4/3), plus the form's few fields. */
export const PO_BODY_LIMIT = 8 * 1024 * 1024;
