import { desc, eq } from 'drizzle-orm';
import { isWebLink, type ImageVariant, type Product, type ProductSaveInput } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { findById } from '../../db/find-by-id.js';
import { products, type ProductRow } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { decodeProductImage } from '../../lib/uploads.js';
import { deleteFile, listImageVariants, makeImageVariants, productImageUrl, saveFile, saveImageVariants } from '../files/index.js';
import { bumpContentVersion, publicContentChanged } from '../public-cache/index.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';

/** `variants`: the uploaded image's resized copies (none for links and for uploads older than ADR 038). */
export function toProduct(row: ProductRow, variants: ImageVariant[] = []): Product {
  return {
    _id: row.id,
    ProductId: row.productId,
    ProductTitle: row.title,
    ProductStn: row.stn,
    ProductDescription: row.description,
    ProductMaterial: row.material,
    ProductTolerance: row.tolerance,
    ProductApplication: row.application,
    ProductFinish: row.finish,
    ProductImagesType: row.imagesType,
    ProductImages: row.imageFileId ? productImageUrl(row.imageFileId) : (row.imageUrl ?? ''),
    ...(row.imageFileId && variants.length ? { ProductImageVariants: variants } : {}),
    ProductMediaFileName: row.mediaFileName,
    Category: row.category,
    Tags: row.tags,
    SpecSheetUrl: row.specSheetUrl,
    DateAdded: row.dateAdded.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(desc(products.dateAdded), desc(products.createdAt));
  return withVariants(db, rows);
}

async function withVariants(db: Db, rows: ProductRow[]): Promise<Product[]> {
  const variants = await listImageVariants(
    db,
    rows.flatMap((r) => (r.imageFileId ? [r.imageFileId] : [])),
  );
  return rows.map((row) => toProduct(row, (row.imageFileId && variants.get(row.imageFileId)) || []));
}

const findRow = (db: Db, id: string) => findById(db, products, id);

export async function getProduct(db: Db, id: string): Promise<Product> {
  const row = await findRow(db, id);
  if (!row) throw notFound('Product not found.');
  return (await withVariants(db, [row]))[0]!;
}

const IMAGE_REQUIRED = 'A product image is required.';

/** An image URL must be http(s) or a path on this site; anything else (javascript:, data:, //host) is refused. */
function checkImageUrl(url: string): string {
  if (url.length > 2048) throw badRequest('The image URL is too long.', { ProductImages: 'The image URL must be at most 2048 characters.' });
  if (isWebLink(url)) return url.startsWith('/') ? url : new URL(url).toString();
  const message = 'Please enter a valid image URL (https://...).';
  throw badRequest(message, { ProductImages: message });
}

/** Creates or updates a product; the activity log gets its entry in the same transaction. */
export async function saveProduct(db: Db, input: ProductSaveInput, actor: ActivityActor): Promise<Product> {
  const existing = input._id ? await findRow(db, input._id) : null;
  if (input._id && !existing) throw notFound('Product not found.');

  const isDataUrl = input.ProductImages.startsWith('data:');
  let upload: ReturnType<typeof decodeProductImage> | null = null;
  let variants: Awaited<ReturnType<typeof makeImageVariants>> = [];
  let imageUrl: string | null = null;
  if (input.ProductImagesType === 'URL') {
    if (isDataUrl) throw badRequest("Choose 'Upload' for an uploaded image.", { ProductImages: "Choose 'Upload' for an uploaded image." });
    imageUrl = checkImageUrl(input.ProductImages);
  } else if (isDataUrl) {
    upload = decodeProductImage(input.ProductMediaFileName, input.ProductImages);
    // Before the transaction: the conversion (sharp, off the event loop) never holds a database connection.
    variants = await makeImageVariants(upload.bytes);
  } else if (!existing?.imageFileId) {
    // No new upload and no stored one to keep.
    throw badRequest(IMAGE_REQUIRED, { ProductImages: IMAGE_REQUIRED });
  }

  const fields = {
    title: input.ProductTitle,
    stn: input.ProductStn,
    description: input.ProductDescription,
    material: input.ProductMaterial,
    tolerance: input.ProductTolerance,
    application: input.ProductApplication,
    finish: input.ProductFinish,
    category: input.Category ?? existing?.category ?? '',
    tags: input.Tags,
    specSheetUrl: input.SpecSheetUrl,
    imagesType: input.ProductImagesType,
  };

  const row = await db.transaction(async (tx) => {
    await recordActivity(tx, { ...actor, kind: existing ? 'product-updated' : 'product-created', subject: input.ProductTitle });
    const newFileId = upload ? await saveFile(tx, 'product-image', upload) : null;
    if (newFileId) await saveImageVariants(tx, newFileId, variants);
    const image =
      input.ProductImagesType === 'URL'
        ? { imageUrl, imageFileId: null, mediaFileName: '' }
        : newFileId
          ? { imageUrl: null, imageFileId: newFileId, mediaFileName: upload!.name }
          : { imageUrl: null, imageFileId: existing!.imageFileId, mediaFileName: existing!.mediaFileName };

    if (existing) {
      const [updated] = await tx
        .update(products)
        .set({ ...fields, ...image, updatedAt: new Date() })
        .where(eq(products.id, existing.id))
        .returning();
      if (existing.imageFileId && existing.imageFileId !== image.imageFileId) await deleteFile(tx, existing.imageFileId);
      await bumpContentVersion(tx);
      return updated!;
    }
    const [created] = await tx
      .insert(products)
      .values({ ...fields, ...image, productId: input.ProductId || String(Date.now()) })
      .returning();
    await bumpContentVersion(tx);
    return created!;
  });
  publicContentChanged(db);
  return (await withVariants(db, [row]))[0]!;
}

export async function removeProduct(db: Db, id: string, actor: ActivityActor): Promise<Product> {
  const existing = await findRow(db, id);
  if (!existing) throw notFound('Product not found.');
  await db.transaction(async (tx) => {
    await recordActivity(tx, { ...actor, kind: 'product-deleted', subject: existing.title });
    await tx.delete(products).where(eq(products.id, existing.id));
    if (existing.imageFileId) await deleteFile(tx, existing.imageFileId);
    await bumpContentVersion(tx);
  });
  publicContentChanged(db);
  return toProduct(existing);
}
