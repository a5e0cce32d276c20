import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { appMeta, products } from './schema.js';
import { seedProducts } from './seed-products.js';

const SEEDED_KEY = 'catalog_seeded_at';
const DAY_MS = 24 * 3600_000;

/**
 * Product rows of the demo catalog, written straight to the table. The product tests check the seeded
 * list against `seedProducts`; request bodies in tests come from @rp/contract/testing instead.
 */
export function seedProductRows(now = Date.now()) {
  return seedProducts.map((p, i) => {
    const added = new Date(now - p.daysAgo * DAY_MS);
    return {
      productId: String(1_700_000_000_000 + i),
      title: p.ProductTitle,
      stn: p.ProductStn,
      description: p.ProductDescription,
      material: p.ProductMaterial,
      tolerance: p.ProductTolerance,
      application: p.ProductApplication,
      finish: p.ProductFinish,
      imagesType: 'URL' as const,
      imageUrl: p.image,
      category: p.Category,
      tags: p.Tags,
      dateAdded: added,
      createdAt: added,
      updatedAt: added,
    };
  });
}

/**
 * Seeds the catalog once per database: the first start inserts it and records that it did, so a
 * catalog the staff later emptied stays empty. An advisory lock keeps two starting servers from both seeding.
 */
export async function seedCatalogOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724011)`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
    if (done) return false;
    const [existing] = await tx.select({ id: products.id }).from(products).limit(1);
    if (!existing) await tx.insert(products).values(seedProductRows());
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
    return !existing;
  });
}
