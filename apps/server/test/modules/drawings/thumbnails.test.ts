import zlib from 'node:zlib';
import { SAMPLE_DXF, buildQuote, samplePdf, toDataUrl } from '@rp/contract/testing';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { files, recordAttachments } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { htmlOf, leadMails, mailConfig, startMailCatcher } from '../../support/mail.js';

const catcher = await startMailCatcher();
const ctx = await setupApp(
  { mail: mailConfig({ smtpUrl: catcher.url }) },
  { seed: false, thumbnails: { pollIntervalMs: 200, limits: { timeoutMs: 30_000, heapMb: 256, rssMb: 640 } } },
);
afterAll(() => catcher.close());
const token = await ctx.login();

const save = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload });
const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
  .jpeg()
  .toBuffer();

/** Waits until no drawing of the record is still waiting for its thumbnail; returns each file's status. */
async function settledStatuses(recordId: string) {
  return vi.waitFor(
    async () => {
      const rows = await ctx.database.db
        .select({ name: recordAttachments.name, status: files.thumbnailStatus, thumbnail: files.thumbnail })
        .from(recordAttachments)
        .innerJoin(files, eq(files.id, recordAttachments.fileId))
        .where(eq(recordAttachments.recordId, recordId))
        .orderBy(recordAttachments.position);
      if (rows.some((r) => r.status === 'pending')) throw new Error('thumbnails still pending');
      return rows;
    },
    { timeout: 150_000, interval: 200 },
  );
}

/** Share of pixels that are not (near) white: a drawn thumbnail has some. */
async function inkShare(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink++;
  return ink / (info.width * info.height);
}

describe('thumbnails of drawings', () => {
  it('are made for PDF, DXF and images off the request path, served to admins, and embedded in the staff mail', async () => {
    const res = await save(
      buildQuote({
        Attachments: [
          { Name: 'drawing.pdf', Body: toDataUrl('application/pdf', samplePdf(1)) },
          { Name: 'flange.dxf', Body: toDataUrl('image/vnd.dxf', SAMPLE_DXF) },
          { Name: 'photo.jpg', Body: toDataUrl('image/jpeg', jpeg) },
          { Name: 'shaft.step', Body: toDataUrl('model/step', 'ISO-10303-21;\nHEADER;\nENDSEC;\nEND-ISO-10303-21;\n') },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    // The answer comes before any thumbnail exists.
    expect(created.Attachments.map((a: { thumbnailUrl: string | null }) => a.thumbnailUrl)).toEqual([null, null, null, null]);

    const statuses = await settledStatuses(created._id);
    expect(Object.fromEntries(statuses.map((s) => [s.name, s.status]))).toEqual({
      'drawing.pdf': 'ready',
      'flange.dxf': 'ready',
      'photo.jpg': 'ready',
      'shaft.step': 'none',
    });

    const listed = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: {} })).json().data;
    const record = listed.find((r: { _id: string }) => r._id === created._id);
    for (const file of record.Attachments.slice(0, 3)) {
      expect(file.thumbnailUrl).toBe(`/api/v1/quote/thumbnail/${file.id}`);
      expect((await ctx.app.inject({ method: 'GET', url: file.thumbnailUrl })).statusCode).toBe(401);
      const thumb = await ctx.app.inject({ method: 'GET', url: file.thumbnailUrl, headers: ctx.auth(token) });
      expect(thumb.headers['content-type']).toBe('image/png');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
      expect(await inkShare(thumb.rawPayload), file.name).toBeGreaterThan(0.01);
    }
    expect(record.Attachments[3].thumbnailUrl).toBeNull();

    const { staff } = await leadMails(catcher, created.Reference, 60_000);
    const inline = staff.parsed.attachments.filter((a) => a.contentType === 'image/png' && a.contentId);
    expect(inline).toHaveLength(3);
    // mailparser turns the cid: references into data: URLs of the inline parts.
    for (const name of ['drawing.pdf', 'flange.dxf', 'photo.jpg'])
      expect(htmlOf(staff)).toMatch(new RegExp(`<img src="(cid:|data:image/png)[^"]*" width="160" alt="Thumbnail of ${name}"`));
    expect(htmlOf(staff)).not.toContain('Thumbnail of shaft.step');
    expect(htmlOf(staff)).not.toContain('<!--thumbnail:');
    expect(staff.parsed.attachments.filter((a) => !a.contentId).map((a) => a.filename)).toEqual([
      'drawing.pdf',
      'flange.dxf',
      'photo.jpg',
      'shaft.step',
    ]);
  }, 180_000);
});

describe('hostile drawings', () => {
  it('refuses a zip bomb renamed .pdf at the door (400), storing nothing', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), zlib.deflateRawSync(Buffer.alloc(10 * 1024 * 1024))]);
    const res = await save(buildQuote({ Attachments: [{ Name: 'bomb.pdf', Body: toDataUrl('application/pdf', zip) }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('"bomb.pdf"');
  });

  it('a PDF whose stream inflates to 512 MB and 5 MB of nonsense DXF: stored, no thumbnail, no crash', async () => {
    const zeros = Buffer.alloc(1024 * 1024);
    const deflate = zlib.createDeflate({ level: 9 });
    const chunks: Buffer[] = [];
    deflate.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => deflate.on('end', resolve));
    for (let i = 0; i < 512; i++) deflate.write(zeros);
    deflate.end();
    await done;
    const stream = Buffer.concat(chunks);
    const bombPdf = Buffer.concat([
      Buffer.from(
        `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R>>endobj 4 0 obj<</Length ${stream.length}/Filter/FlateDecode>>stream\n`,
        'latin1',
      ),
      stream,
      Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
    ]);
    const nonsense = Buffer.alloc(5 * 1024 * 1024 - 64, 'x7 \n9\nZZZ\n-1e308\n');
    const dxf = Buffer.concat([Buffer.from('  0\nSECTION\n  2\nENTITIES\n', 'latin1'), nonsense]);

    const res = await save(
      buildQuote({
        Attachments: [
          { Name: 'bomb.pdf', Body: toDataUrl('application/pdf', bombPdf) },
          { Name: 'nonsense.dxf', Body: toDataUrl('image/vnd.dxf', dxf) },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const statuses = await settledStatuses(res.json().data._id);
    expect(statuses.map((s) => [s.name, s.status, s.thumbnail])).toEqual([
      ['bomb.pdf', 'failed', null],
      ['nonsense.dxf', 'failed', null],
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const ids = res.json().data.Attachments.map((a: { id: string }) => a.id);
    expect(await ctx.database.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).toHaveLength(2);
  }, 180_000);
});
