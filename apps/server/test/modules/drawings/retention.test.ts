import { drawingRemovedText } from '@rp/contract';
import { SAMPLE_DXF, buildQuote, samplePdf, toDataUrl } from '@rp/contract/testing';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client.js';
import { files, jobSchedule, orders, recordAttachments, records } from '../../../src/db/schema.js';
import { claimJob } from '../../../src/lib/scheduler.js';
import { RETENTION_JOB } from '../../../src/modules/drawings/retention-plugin.js';
import { purgeExpiredDrawings } from '../../../src/modules/drawings/retention.js';
import { setupApp } from '../../helpers.js';
import { buildQuotationBody, ensureCompanyGstin, ok, staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({ drawingRetentionDays: 30 }, { seed: false });
const token = await ctx.login();
const db = ctx.database.db;
/** This period's retention turn, claimed the way the scheduler claims it. */
const claimRetentionRun = (on: Db, everyMs: number) => claimJob(on, RETENTION_JOB, everyMs);

/** A quote with two drawings, then put in `status` with its last change `ageDays` ago. */
async function quoteWithDrawings(status: string, ageDays: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/quote/save',
    payload: buildQuote({
      MediaFileName: 'drawing.pdf',
      MediaFileBody: toDataUrl('application/pdf', samplePdf(1)),
      Attachments: [{ Name: 'flange.dxf', Body: toDataUrl('image/vnd.dxf', SAMPLE_DXF) }],
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json().data;
  await db
    .update(records)
    .set({ status, updatedAt: sql`now() - ${ageDays} * interval '1 day'` })
    .where(eq(records.id, created._id));
  return { id: created._id as string, fileIds: created.Attachments.map((a: { id: string }) => a.id) as string[] };
}

const storedFiles = (ids: string[]) => db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
const listed = async (id: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: {} }))
    .json()
    .data.find((r: { _id: string }) => r._id === id);

describe('DRAWING_RETENTION_DAYS', () => {
  it('deletes the bytes of finished leads unchanged for longer; names stay with the removal date', async () => {
    const expired = await quoteWithDrawings('Closed', 31);
    const recent = await quoteWithDrawings('Closed', 5);
    const open = await quoteWithDrawings('In Progress', 90);
    const done = await quoteWithDrawings('Done', 45);

    expect(await purgeExpiredDrawings(db, 30)).toBe(2);
    expect(await storedFiles([...expired.fileIds, ...done.fileIds])).toEqual([]);
    expect(await storedFiles([...recent.fileIds, ...open.fileIds])).toHaveLength(4);

    const record = await listed(expired.id);
    expect(record).toMatchObject({ MediaFileName: 'drawing.pdf', Attachment: null, Status: 'Closed' });
    expect(record.Attachments).toMatchObject([
      { name: 'drawing.pdf', url: null, thumbnailUrl: null, removedAt: expect.any(String) },
      { name: 'flange.dxf', url: null, thumbnailUrl: null, removedAt: expect.any(String) },
    ]);
    expect(drawingRemovedText('23 Nov 2026')).toBe('Drawing removed on 23 Nov 2026 under the retention rule');
    // The purge is not a staff change: the lead's last change stays where it was.
    expect(Date.now() - new Date(record.updatedAt).getTime()).toBeGreaterThan(30 * 86_400_000);
    expect(await purgeExpiredDrawings(db, 30)).toBe(0);
  });

  it('keeps the drawings of a Done request while its order is open; they go DRAWING_RETENTION_DAYS after it is delivered or cancelled', async () => {
    const staff = staffCalls(ctx, token);
    await ensureCompanyGstin(ctx);
    const accepted = async () => {
      const lead = await quoteWithDrawings('New', 0);
      const draft = (await staff.post('/quotation/save', buildQuotationBody({ LeadId: lead.id }))).json().data as { _id: string };
      await ok(staff, '/quotation/send', { _id: draft._id });
      const order = (await staff.post('/quotation/accept', { _id: draft._id, PONumber: 'PO-1' })).json().data.Order as { _id: string };
      // Accepted made the request Done (issue 44); its last change long ago.
      await db
        .update(records)
        .set({ updatedAt: sql`now() - interval '60 days'` })
        .where(eq(records.id, lead.id));
      return { ...lead, orderId: order._id };
    };
    const [delivered, cancelled, open] = [await accepted(), await accepted(), await accepted()];
    expect((await db.select({ status: records.status }).from(records).where(eq(records.id, open.id)))[0]!.status).toBe('Done');
    await db.update(orders).set({ stage: 'Dispatched' }).where(eq(orders.id, open.orderId));
    expect(await purgeExpiredDrawings(db, 30)).toBe(0);

    // Delivered or cancelled today: the days count from then.
    await db
      .update(orders)
      .set({ stage: 'Delivered', updatedAt: sql`now()` })
      .where(eq(orders.id, delivered.orderId));
    await db
      .update(orders)
      .set({ stage: 'Cancelled', updatedAt: sql`now()` })
      .where(eq(orders.id, cancelled.orderId));
    expect(await purgeExpiredDrawings(db, 30)).toBe(0);
    await db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(inArray(orders.id, [delivered.orderId, cancelled.orderId, open.orderId]));
    expect(await purgeExpiredDrawings(db, 30)).toBe(2);
    expect(await storedFiles([...delivered.fileIds, ...cancelled.fileIds])).toEqual([]);
    expect(await storedFiles(open.fileIds)).toHaveLength(2);
  });

  it('runs at most once per period across processes sharing the database', async () => {
    // This app claimed the first run when it started.
    expect(await claimRetentionRun(db, 60 * 60_000)).toBe(false);
    // The last run two hours ago: the next was due an hour ago.
    await db
      .update(jobSchedule)
      .set({ nextRunAt: sql`now() - interval '1 hour'` })
      .where(eq(jobSchedule.name, RETENTION_JOB));
    const claims = await Promise.all([claimRetentionRun(db, 60 * 60_000), claimRetentionRun(db, 60 * 60_000)]);
    expect(claims.sort()).toEqual([false, true]);
  });
});

describe('deleting a lead', () => {
  it('deletes every file of it at once: no bytes, thumbnails or attachment rows remain', async () => {
    const lead = await quoteWithDrawings('New', 0);
    expect(await storedFiles(lead.fileIds)).toHaveLength(2);
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/quote/remove', headers: ctx.auth(token), payload: { _id: lead.id } });
    expect(res.statusCode).toBe(200);
    expect(await storedFiles(lead.fileIds)).toEqual([]);
    expect(await db.select().from(recordAttachments).where(eq(recordAttachments.recordId, lead.id))).toEqual([]);
    for (const id of lead.fileIds) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/quote/attachment/${id}`, headers: ctx.auth(token) })).statusCode).toBe(404);
    }
  });
});
