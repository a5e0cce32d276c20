import sharp from 'sharp';
import { eq, inArray, sql } from 'drizzle-orm';
import { toDataUrl } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { files, imageVariants, jobSchedule } from '../../../src/db/schema.js';
import { removeUnusedUploads, UNUSED_UPLOADS_JOB } from '../../../src/modules/content/unused-uploads.js';
import { saveFile } from '../../../src/modules/files/index.js';
import { setupContentApp } from './support.js';

// Uploads no version uses are removed after a day (ADR 080's clean-up); files any version uses stay.
const { ctx, db, ownerToken, call, seed, save, saved, publicContent } = await setupContentApp();

const picture = (shade: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('1 0 obj << >> endobj\n%%EOF\n')]);

async function uploaded(Use: 'image' | 'certificate', FileName: string, type: string, bytes: Buffer) {
  const res = await call('/content/upload', ownerToken, { Use, FileName, Body: toDataUrl(type, bytes) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { FileId: string; Name: string; Type: 'image' | 'pdf' };
}
const withPhoto = (photo: { FileId: string; Name: string }) => {
  const about = seed('about');
  return { ...about, Founder: { ...about.Founder, Photo: photo } };
};
const stored = async (ids: string[]) => (await db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((r) => r.id).sort();
const makeOld = (ids: string[]) =>
  db
    .update(files)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(inArray(files.id, ids));

describe('removing site-content uploads no version uses', () => {
  it('deletes day-old pictures and PDFs never saved, with their copies; keeps what any version uses, and fresh uploads', async () => {
    const current = await uploaded('image', 'founder-now.png', 'image/png', await picture(10));
    const replaced = await uploaded('image', 'founder-2019.png', 'image/png', await picture(60));
    const discarded = await uploaded('image', 'founder-draft.png', 'image/png', await picture(110));
    const certificate = await uploaded('certificate', 'iso-draft.pdf', 'application/pdf', PDF);
    const fresh = await uploaded('image', 'just-now.png', 'image/png', await picture(160));
    // The 2019 photo was saved, then replaced: only an older version (Undo) uses it now.
    await saved(ownerToken, 'about', withPhoto(replaced));
    await saved(ownerToken, 'about', withPhoto(current));
    await makeOld([current, replaced, discarded, certificate].map((f) => f.FileId));

    expect(await removeUnusedUploads(db)).toBe(2);
    const all = [current, replaced, discarded, certificate, fresh].map((f) => f.FileId);
    expect(await stored(all)).toEqual([current.FileId, replaced.FileId, fresh.FileId].sort());
    expect(await db.select().from(imageVariants).where(eq(imageVariants.fileId, discarded.FileId))).toEqual([]);
    expect((await publicContent()).about.Founder.Photo?.FileId).toBe(current.FileId);

    // Undo brings the 2019 photo back, served as before.
    expect((await call('/content/undo', ownerToken, { Kind: 'about' })).statusCode).toBe(200);
    const photo = (await publicContent()).about.Founder.Photo!;
    expect(photo.FileId).toBe(replaced.FileId);
    expect((await ctx.app.inject({ method: 'GET', url: photo.Url })).statusCode).toBe(200);

    // A removed upload named in a save is refused with the upload-again message, not stored.
    const late = await save(ownerToken, 'about', withPhoto(discarded));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/upload it again/);
    expect(await removeUnusedUploads(db)).toBe(0);
  });

  it('leaves every other kind of file alone, however old and unreferenced', async () => {
    for (const kind of ['drawing', 'product-image', 'quotation-pdf', 'purchase-order'] as const) {
      await saveFile(db, kind, { name: `${kind}.pdf`, mimeType: 'application/pdf', bytes: PDF });
    }
    const before = await db
      .select({ kind: files.kind, n: sql<number>`count(*)::int` })
      .from(files)
      .groupBy(files.kind);
    await db
      .update(files)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(sql`${files.kind} not in ('site-image', 'site-document')`);
    await removeUnusedUploads(db);
    const after = await db
      .select({ kind: files.kind, n: sql<number>`count(*)::int` })
      .from(files)
      .groupBy(files.kind);
    const others = (rows: typeof before) => rows.filter((r) => !r.kind.startsWith('site-')).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(others(before)).toHaveLength(4);
    expect(others(after)).toEqual(others(before));
  });

  it('runs as a job of the shared scheduler', async () => {
    const rows = await db.select().from(jobSchedule).where(eq(jobSchedule.name, UNUSED_UPLOADS_JOB));
    expect(rows).toHaveLength(1);
  });
});
