import fs from 'node:fs';
import path from 'node:path';
import { API_BASE, type DrawingInfo } from '@rp/contract';
import { buildQuote, MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drawingMeasures } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({ submitRateLimit: 1000 }, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const cad = path.resolve(import.meta.dirname, '../../fixtures/cad');
const stepFile = (name: string) => toDataUrl('model/step', new Uint8Array(fs.readFileSync(path.join(cad, `${name}.step`))));

/** A website request with these drawings; the stored drawings' ids in the order sent. */
async function requestWith(attachments: { Name: string; Body: string }[]): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/quote/save`, payload: buildQuote({ Attachments: attachments }) });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data.Attachments as DrawingInfo[]).map((d) => d.id);
}

describe('POST /estimate/analyze', () => {
  it("measures a request's STEP drawing in the parser, suggests the stock, and keeps the result per file", async () => {
    const [shaft] = await requestWith([{ Name: 'shaft.step', Body: stepFile('stepped-shaft') }]);
    const res = await staff.post('/estimate/analyze', { FileId: shaft });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      Kind: '3D',
      Turned: { Axis: 'Z' },
      Suggested: { Form: 'Round bar', Stock: { Diameter: 32, Length: 105 }, MaterialId: 'en8' },
    });
    expect(Math.abs(data.Volume - Math.PI * (225 * 40 + 100 * 60)) / data.Volume).toBeLessThan(0.005);
    const kept = await ctx.database.db.select().from(drawingMeasures).where(eq(drawingMeasures.fileId, shaft!));
    expect(kept).toHaveLength(1);
    // The second look answers the kept figures.
    expect((await staff.post('/estimate/analyze', { FileId: shaft })).json().data).toEqual(data);
  }, 60_000);

  it('answers a DXF profile, Kind none for a PDF, 400 for a broken model, 404 for what is not a drawing, 401 without a session', async () => {
    const square = ['0', 'SECTION', '2', 'ENTITIES', '0', 'LWPOLYLINE', '8', '0', '90', '4', '70', '1'];
    for (const [x, y] of [
      [0, 0],
      [80, 0],
      [80, 50],
      [0, 50],
    ])
      square.push('10', `${x}`, '20', `${y}`);
    square.push('0', 'ENDSEC', '0', 'EOF');
    const broken = fs.readFileSync(path.join(cad, 'flanged-bush.step')).subarray(0, 2000);
    const [dxf, pdf, bad] = await requestWith([
      { Name: 'plate.dxf', Body: toDataUrl('image/vnd.dxf', square.join('\n')) },
      { Name: 'drawing.pdf', Body: toDataUrl('application/pdf', MINIMAL_PDF) },
      { Name: 'broken.step', Body: toDataUrl('model/step', new Uint8Array(broken)) },
    ]);
    expect((await staff.post('/estimate/analyze', { FileId: dxf })).json().data).toMatchObject({
      Kind: '2D',
      BoundingBox: { X: 80, Y: 50 },
      Area: 4000,
      Perimeter: 260,
      Suggested: { Form: 'Plate', Stock: { Length: 86, Width: 56 } },
    });
    expect((await staff.post('/estimate/analyze', { FileId: pdf })).json().data).toEqual({ Kind: 'none' });
    const refused = await staff.post('/estimate/analyze', { FileId: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/could not be measured: .*(truncated or damaged|no solid)/);
    expect((await staff.post('/estimate/analyze', { FileId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await staff.post('/estimate/analyze', { FileId: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `${API_BASE}/estimate/analyze`, payload: { FileId: dxf } })).statusCode).toBe(401);
  }, 60_000);
});
