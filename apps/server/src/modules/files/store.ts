import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema.js';
import type { DecodedUpload } from '../../lib/uploads.js';
import { sha256Hex } from '../../lib/tokens.js';
import { API_BASE, type FileInfo } from '@rp/contract';

type Kind = (typeof files.kind.enumValues)[number];
type Tx = Pick<Db, 'insert' | 'select' | 'delete'>;

/**
 * The bytes travel as one base64 text parameter that the database decodes: PGlite's own bytea encoder
 * builds a string per byte in JavaScript, which made every upload hold its single connection (issue 10).
 * Base64 is a third shorter than hex, and PGlite measures and copies every parameter character by character.
 */
export const asBytea = (bytes: Uint8Array) =>
  sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;

/** Types the thumbnail workers can draw (see modules/thumbnails). */
export const THUMBNAIL_TYPES: readonly string[] = ['application/pdf', 'image/vnd.dxf', 'image/png', 'image/jpeg'];

export async function saveFile(db: Tx, kind: Kind, upload: DecodedUpload): Promise<string> {
  const thumbnailStatus = kind === 'drawing' && THUMBNAIL_TYPES.includes(upload.mimeType) ? 'pending' : 'none';
  const [row] = await db
    .insert(files)
    .values({
      kind,
      name: upload.name,
      mimeType: upload.mimeType,
      size: upload.bytes.length,
      sha256: sha256Hex(upload.bytes),
      data: asBytea(upload.bytes),
      thumbnailStatus,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** The file when it is one of `kinds` (a product image's URL never serves a drawing). */
export async function readFile(db: Db, id: string, ...kinds: [Kind, ...Kind[]]) {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row && kinds.includes(row.kind) ? row : null;
}

export async function deleteFile(db: Tx, id: string) {
  await db.delete(files).where(eq(files.id, id));
}

export async function deleteFiles(db: Tx, ids: string[]) {
  if (ids.length) await db.delete(files).where(inArray(files.id, ids));
}

export const productImageUrl = (fileId: string) => `${API_BASE}/media/${fileId}`;
export const attachmentUrl = (fileId: string) => `${API_BASE}/quote/attachment/${fileId}`;
export const thumbnailUrl = (fileId: string) => `${API_BASE}/quote/thumbnail/${fileId}`;

export function toFileInfo(file: { id: string; name: string; mimeType: string; size: number }): FileInfo {
  return { id: file.id, name: file.name, type: file.mimeType, size: file.size, url: attachmentUrl(file.id) };
}
