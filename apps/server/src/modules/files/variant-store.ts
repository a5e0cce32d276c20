import { and, eq, inArray } from 'drizzle-orm';
import { API_BASE, IMAGE_VARIANT_FORMATS, type ImageVariant, type ImageVariantFormat } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { imageVariants } from '../../db/schema.js';
import { asBytea } from './store.js';
import type { EncodedVariant } from './image-variants.js';

type Tx = Pick<Db, 'insert' | 'select'>;

export const imageVariantUrl = (fileId: string, width: number, format: ImageVariantFormat) => `${API_BASE}/media/${fileId}/${width}.${format}`;

export async function saveImageVariants(db: Tx, fileId: string, variants: EncodedVariant[]) {
  if (!variants.length) return;
  await db
    .insert(imageVariants)
    .values(variants.map((v) => ({ fileId, format: v.format, width: v.width, height: v.height, size: v.data.length, data: asBytea(v.data) })));
}

/** The variants of each file, by file id; files made before variants existed have none. */
export async function listImageVariants(db: Tx, fileIds: string[]): Promise<Map<string, ImageVariant[]>> {
  const byFile = new Map<string, ImageVariant[]>();
  if (!fileIds.length) return byFile;
  const rows = await db
    .select({ fileId: imageVariants.fileId, format: imageVariants.format, width: imageVariants.width })
    .from(imageVariants)
    .where(inArray(imageVariants.fileId, [...new Set(fileIds)]));
  rows.sort((a, b) => IMAGE_VARIANT_FORMATS.indexOf(a.format) - IMAGE_VARIANT_FORMATS.indexOf(b.format) || a.width - b.width);
  for (const row of rows) {
    const list = byFile.get(row.fileId) ?? [];
    list.push({ width: row.width, format: row.format, url: imageVariantUrl(row.fileId, row.width, row.format) });
    byFile.set(row.fileId, list);
  }
  return byFile;
}

export async function readImageVariant(db: Db, fileId: string, width: number, format: ImageVariantFormat) {
  const [row] = await db
    .select()
    .from(imageVariants)
    .where(and(eq(imageVariants.fileId, fileId), eq(imageVariants.width, width), eq(imageVariants.format, format)))
    .limit(1);
  return row ?? null;
}
