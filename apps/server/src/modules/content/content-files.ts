import { inArray } from 'drizzle-orm';
import { API_BASE, type ImageVariant } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { decodeSiteContentUpload } from '../../lib/uploads.js';
import { listImageVariants, makeImageVariants, productImageUrl, saveFile, saveImageVariants } from '../files/index.js';

/** A file reference inside a document: an object with FileId (and Type 'pdf' for a certificate's PDF). */
interface FileRef {
  FileId: string;
  Type?: string;
  Url?: string;
  Variants?: ImageVariant[];
}

const isFileRef = (value: unknown): value is FileRef =>
  typeof value === 'object' && value !== null && typeof (value as { FileId?: unknown }).FileId === 'string';

/** Every file reference in a document, in place (documents are plain JSON). */
function fileRefs(value: unknown, found: FileRef[] = []): FileRef[] {
  if (Array.isArray(value)) for (const item of value) fileRefs(item, found);
  else if (isFileRef(value)) found.push(value);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) fileRefs(item, found);
  return found;
}

export const contentDocumentUrl = (fileId: string) => `${API_BASE}/content/document/${fileId}`;
const expectedKind = (ref: FileRef) => (ref.Type === 'pdf' ? 'site-document' : 'site-image');

/** The document as stored: references keep FileId, Name and Type; the URLs a client sent are dropped. */
export function withoutUrls<T>(document: T): T {
  const copy = structuredClone(document);
  for (const ref of fileRefs(copy)) {
    delete ref.Url;
    delete ref.Variants;
  }
  return copy;
}

/** Refuses a document naming a file that is not a site-content upload of the right type (400). */
export async function checkFileRefs(db: Pick<Db, 'select'>, document: unknown): Promise<void> {
  const refs = fileRefs(document);
  if (!refs.length) return;
  const rows = await db
    .select({ id: files.id, kind: files.kind })
    .from(files)
    .where(inArray(files.id, [...new Set(refs.map((r) => r.FileId))]));
  const kinds = new Map(rows.map((r) => [r.id, r.kind]));
  if (refs.some((ref) => kinds.get(ref.FileId) !== expectedKind(ref))) {
    const message = 'An uploaded file was not found (or is of another type): upload it again, then save.';
    throw badRequest(message, { Document: message });
  }
}

/** Fills in each reference's URL and, for pictures, its responsive copies (one query for all). */
export async function withUrls<T>(db: Db, document: T): Promise<T> {
  const copy = structuredClone(document);
  const refs = fileRefs(copy);
  const variants = await listImageVariants(
    db,
    refs.filter((r) => r.Type !== 'pdf').map((r) => r.FileId),
  );
  for (const ref of refs) {
    ref.Url = ref.Type === 'pdf' ? contentDocumentUrl(ref.FileId) : productImageUrl(ref.FileId);
    ref.Variants = ref.Type === 'pdf' ? [] : (variants.get(ref.FileId) ?? []);
  }
  return copy;
}

/** makeImageVariants names the product form's field; this call's field is Body. */
async function variantsOf(bytes: Buffer) {
  try {
    return await makeImageVariants(bytes);
  } catch (err) {
    if (err instanceof HttpError) throw new HttpError(err.statusCode, err.message, { Body: err.message });
    throw err;
  }
}

/**
 * Stores an upload: a picture with the same AVIF and WebP copies as product images (made before the
 * transaction, off the event loop), or a certificate's PDF. Saving a document then refers to it.
 */
export async function storeContentUpload(db: Db, use: 'image' | 'certificate', fileName: string, dataUrl: string) {
  const upload = decodeSiteContentUpload(use, fileName, dataUrl);
  const isPdf = upload.mimeType === 'application/pdf';
  const encoded = isPdf ? [] : await variantsOf(upload.bytes);
  const fileId = await db.transaction(async (tx) => {
    const id = await saveFile(tx, isPdf ? 'site-document' : 'site-image', upload);
    await saveImageVariants(tx, id, encoded);
    return id;
  });
  const type = isPdf ? ('pdf' as const) : ('image' as const);
  const ref: FileRef & { Name: string; Type: typeof type } = await withUrls(db, { FileId: fileId, Name: upload.name, Type: type });
  return { ...ref, Url: ref.Url ?? '', Variants: ref.Variants ?? [] };
}
