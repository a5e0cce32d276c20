import { RATE_TABLES_SEED, rateTablesToWire, type EstimateInput, type Quotation, type RateTablesWire } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.js';
import { findRfqStatus } from '../../../src/modules/rfq-status/index.js';
import { pdfToLayoutText } from '../../support/pdftotext.js';
import { mailedKey } from '../../support/orders.js';
import { buildQuotationBody, createLead, createSent, staffCalls } from '../../support/quotations.js';
import { addMember, setupTeamApp } from '../../support/team.js';

const { catcher, ctx, ownerToken } = await setupTeamApp();
const owner = staffCalls(ctx, ownerToken);
const member = await addMember(ctx, catcher, ownerToken, 'estimator@example.com', 'Staff');
const staff = staffCalls(ctx, member.token);

const seeded = (): Omit<RateTablesWire, 'UpdatedAt' | 'UpdatedBy'> => {
  const { UpdatedAt: _a, UpdatedBy: _b, ...body } = rateTablesToWire(RATE_TABLES_SEED, null, null);
  return body;
};

const shaftEstimate: EstimateInput = {
  MaterialId: 'en8',
  Form: 'Round bar',
  Stock: { Diameter: 32, Length: 105 },
  Operations: [{ MachineId: 'cnc-lathe', SetupMinutes: 30, CycleMinutes: 2.5 }],
  Processes: [{ ProcessId: 'hardening' }],
  MarginPercent: 20,
};

describe('rate tables', () => {
  it('are seeded, read by Staff, saved by Owners only, with a new row given an Id', async () => {
    const read = await staff.get('/settings/rates');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ ...seeded(), UpdatedBy: null });
    const body = { ...seeded(), Machines: [...seeded().Machines, { Name: 'Sliding head (Citizen)', Kind: 'CNC lathe', HourRate: 1200 }] };
    expect((await staff.post('/settings/rates', body)).statusCode).toBe(403);
    const saved = await owner.post('/settings/rates', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.Machines.at(-1)).toEqual({
      Id: 'sliding-head-citizen',
      Name: 'Sliding head (Citizen)',
      Kind: 'CNC lathe',
      HourRate: 1200,
    });
    expect((await staff.get('/settings/rates')).json().data.UpdatedBy).toBe('admin@example.com');
  });

  it('refuse a rate that is not positive, a repeated Id, an empty table and an unknown default material, naming the field', async () => {
    const bad = async (body: object) => {
      const res = await owner.post('/settings/rates', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { message: string; errors: Record<string, string> };
    };
    const zeroRate = await bad({ ...seeded(), Materials: [{ ...seeded().Materials[0], Density: 0 }, ...seeded().Materials.slice(1)] });
    expect(zeroRate.errors).toHaveProperty('Materials');
    expect(zeroRate.message).toMatch(/Density must be more than 0/);
    expect((await bad({ ...seeded(), Machines: [seeded().Machines[0], seeded().Machines[0]] })).message).toMatch(/used twice/);
    expect((await bad({ ...seeded(), Processes: [] })).message).toMatch(/at least 1 row/);
    expect((await bad({ ...seeded(), DefaultMaterialId: 'unobtainium' })).errors).toHaveProperty('DefaultMaterialId');
  });
});

let firstSent: Quotation;

describe('an estimate', () => {
  it('computes the figures for a quantity and its breaks without saving, and names an unknown Id', async () => {
    const res = await staff.post('/estimate/compute', { Estimate: shaftEstimate, Quantity: 500, Breaks: [1000] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // 32 mm x 105 mm EN8: 0.663 kg at ₹72/kg; 2.5 min at ₹650/h plus a 30 min set-up over 500; hardening ₹45/kg.
    expect(data.GrossWeightKg).toBe(0.663);
    expect(data.MaterialPerPiece).toBe(47.73);
    expect(data.MachiningPerPiece).toBe(27.73);
    expect(data.PricePerPiece).toBeGreaterThan(data.CostPerPiece);
    expect(data.Breaks).toHaveLength(1);
    const unknown = await staff.post('/estimate/compute', {
      Estimate: { ...shaftEstimate, Operations: [{ MachineId: 'laser', SetupMinutes: 1, CycleMinutes: 1 }] },
      Quantity: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('MachineId laser is not one of the machines in Settings > Rates.');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/estimate/compute', payload: { Estimate: shaftEstimate, Quantity: 1 } })).statusCode,
    ).toBe(401);
  });

  it('is saved with its line, keeps the rates it was made with, and never reaches the buyer', async () => {
    const line = {
      Description: 'Pump shaft',
      DrawingNo: 'RP-SH 0042',
      HSN: '8483',
      Quantity: 500,
      Unit: 'Nos' as const,
      UnitPrice: 120,
      GstRate: 18,
    };
    const sent = await createSent(staff, ctx, {
      Lines: [{ ...line, QuantityBreaks: [{ Quantity: 1000, UnitPrice: 110 }], Estimate: shaftEstimate }],
    });
    firstSent = sent;
    const estimate = sent.Lines[0]!.Estimate!;
    expect(estimate.Computed.MaterialPerPiece).toBe(47.73);
    expect(estimate.Computed.Breaks.map((b) => b.Quantity)).toEqual([1000]);

    // Dearer EN8 from now on: the saved estimate keeps ₹72/kg, a new one takes ₹90.
    const dearer = { ...seeded(), Materials: seeded().Materials.map((m) => (m.Id === 'en8' ? { ...m, PricePerKg: 90 } : m)) };
    expect((await owner.post('/settings/rates', dearer)).statusCode).toBe(200);
    const again = (await staff.post('/quotation/getByID', { _id: sent._id })).json().data[0] as Quotation;
    expect(again.Lines[0]!.Estimate!.Computed.MaterialPerPiece).toBe(47.73);
    const lead = await createLead(ctx);
    const draft = await staff.post('/quotation/save', buildQuotationBody({ LeadId: lead.id, Lines: [{ ...line, Estimate: shaftEstimate }] }));
    expect((draft.json().data as Quotation).Lines[0]!.Estimate!.Computed.MaterialPerPiece).toBe(59.66);
    // Saved again unchanged, the draft keeps the rows it was made with even after another change.
    expect((await owner.post('/settings/rates', seeded())).statusCode).toBe(200);
    const resaved = await staff.post(
      '/quotation/save',
      buildQuotationBody({ _id: draft.json().data._id, LeadId: lead.id, Lines: [{ ...line, Estimate: shaftEstimate }] }),
    );
    expect((resaved.json().data as Quotation).Lines[0]!.Estimate!.Computed.MaterialPerPiece).toBe(59.66);

    const key = await mailedKey(ctx, sent.LeadId!);
    const page = await findRfqStatus(ctx.database.db, sent.LeadReference!, key);
    expect(JSON.stringify(page)).not.toMatch(/Estimate|MaterialPerPiece|Computed/);
    const pdf = await staff.get(`/quotation/${sent._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const mails = await ctx.database.db.select({ text: outbox.text, html: outbox.html }).from(outbox).where(eq(outbox.recordId, sent.LeadId!));
    expect(mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(mails)).not.toMatch(/47\.73|Estimate/);
    const text = await pdfToLayoutText(pdf.rawPayload);
    expect(text).toMatch(/Pump shaft/);
    expect(text).not.toMatch(/47\.73|Estimate|margin/i);
  });

  it('finds what we quoted before: the same drawing first (case, spaces ignored), then the same material and size', async () => {
    const res = await staff.post('/estimate/similar', { DrawingNo: 'rp-sh0042', MaterialId: 'en8', Diameter: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data as { Match: string; DrawingNo: string; State: string; UnitPrice: number }[];
    expect(lines[0]).toMatchObject({ Match: 'drawing', DrawingNo: 'RP-SH 0042', State: 'open', UnitPrice: 120 });
    expect(lines.length).toBeLessThanOrEqual(10);
    const none = await staff.post('/estimate/similar', { MaterialId: 'en8', Diameter: 100 });
    expect(none.json().data).toEqual([]);
    expect((await staff.post('/estimate/similar', {})).statusCode).toBe(400);
  });
});

describe('the dashboard card', () => {
  it('counts the estimated lines sent in 90 days, the median of quoted to estimated, and the win rates either side', async () => {
    const res = await staff.get('/dashboard/summary');
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json().data.estimates;
    // The one sent quotation above: quoted ₹120 a piece against an estimate of about ₹122, still open.
    expect(card.days).toBe(90);
    expect(card.linesEstimated).toBe(1);
    expect(card.medianQuotedToEstimate).toBeGreaterThan(0.9);
    expect(card.medianQuotedToEstimate).toBeLessThan(1);
    expect(card.winRateAtOrBelow).toBeNull();
    expect(card.winRateAbove).toBeNull();

    // Accepted at or below the estimate: won; another quoted above it and declined: lost.
    expect((await staff.post('/quotation/accept', { _id: firstSent._id, PONumber: 'PO-77' })).statusCode).toBe(200);
    const line = { Description: 'Bush', HSN: '8483', Quantity: 100, Unit: 'Nos' as const, UnitPrice: 500, GstRate: 18, Estimate: shaftEstimate };
    const dear = await createSent(staff, ctx, { Lines: [line] });
    const key = await mailedKey(ctx, dear.LeadId!);
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/rfq/${dear.LeadReference}/decline`,
      payload: { Key: key, Reason: 'Price' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = (await staff.get('/dashboard/summary')).json().data.estimates;
    expect(after).toMatchObject({ linesEstimated: 2, winRateAtOrBelow: 1, winRateAbove: 0 });
  });
});
