import { API_BASE, type Quotation, type QuotationSaveBody } from '@rp/contract';
import { buildQuote } from '@rp/contract/testing';
import { expect } from 'vitest';
import { companyProfile } from '../../src/db/schema.js';
import type { TestContext } from '../helpers.js';
import { saveCompleteCompanyProfile } from './company-profile.js';

/** A valid save body: two lines (one with a discount and quantity breaks), a freight charge, Gujarat (the seed's state). */
export function buildQuotationBody(overrides: Partial<QuotationSaveBody> = {}): QuotationSaveBody {
  return {
    Buyer: {
      Company: 'Shreeji Pumps Pvt Ltd',
      Contact: 'Asha Patel',
      Email: 'asha.patel@example.com',
      Phone: '+91 98250 12345',
      BillingAddress: 'Plot 12, GIDC Estate\nRajkot 360003',
      PlaceOfSupply: '24',
    },
    Lines: [
      {
        Description: 'Pump shaft, EN8, ground',
        DrawingNo: 'SP-101 rev B',
        Material: 'EN8',
        Finish: 'Ground',
        HSN: '8413',
        Quantity: 250,
        Unit: 'Nos',
        UnitPrice: 412.5,
        DiscountPercent: 2.5,
        GstRate: 18,
        LeadTime: '3-4 weeks',
        QuantityBreaks: [
          { Quantity: 500, UnitPrice: 398 },
          { Quantity: 1000, UnitPrice: 385.75 },
        ],
      },
      { Description: 'Bush, bronze', HSN: '84839000', Quantity: 12.125, Unit: 'Kg', UnitPrice: 1190.1, GstRate: 5 },
    ],
    Charges: [{ Kind: 'Freight', Amount: 1500, GstRate: 18 }],
    ...overrides,
  };
}

/** Calls of one signed-in admin: POST JSON and GET, each answering the raw inject response. */
export function staffCalls(ctx: TestContext, token: string) {
  const headers = ctx.auth(token);
  return {
    post: (path: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers, payload }),
    get: (path: string) => ctx.app.inject({ method: 'GET', url: `${API_BASE}${path}`, headers }),
  };
}

/** A website quote request (the public form), answering its _id and reference. */
export async function createLead(ctx: TestContext, overrides: Parameters<typeof buildQuote>[0] = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/quote/save`, payload: buildQuote(overrides) });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { _id: string; Reference: string };
  return { id: data._id, reference: data.Reference };
}

type Staff = ReturnType<typeof staffCalls>;

/** A Draft for a new website lead. */
export async function createDraft(staff: Staff, ctx: TestContext, overrides: Partial<QuotationSaveBody> = {}): Promise<Quotation> {
  const lead = await createLead(ctx);
  const res = await staff.post('/quotation/save', buildQuotationBody({ LeadId: lead.id, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Quotation;
}

/** Posts a call that must succeed, answering its quotation. */
export async function ok(staff: Staff, path: string, payload: object): Promise<Quotation> {
  const res = await staff.post(path, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Quotation;
}

/** Posts a call that must be refused with 409, answering its message. */
export async function refused(staff: Staff, path: string, payload: object): Promise<string> {
  const res = await staff.post(path, payload);
  expect(res.statusCode, res.body).toBe(409);
  return res.json().message as string;
}

const registered = new WeakSet<object>();

/** The company has its GSTIN (a Regular company without one may not send a quotation that charges GST); once per database. */
export async function ensureCompanyGstin(ctx: TestContext) {
  if (registered.has(ctx.database)) return;
  const [row] = await ctx.database.db.select({ profile: companyProfile.profile }).from(companyProfile).limit(1);
  if (!row?.profile.GSTIN) await saveCompleteCompanyProfile(ctx.database.db);
  registered.add(ctx.database);
}

/** A sent quotation (Draft for a new lead, then sent), by a company with a GSTIN. */
export async function createSent(staff: Staff, ctx: TestContext, overrides: Partial<QuotationSaveBody> = {}): Promise<Quotation> {
  await ensureCompanyGstin(ctx);
  const draft = await createDraft(staff, ctx, overrides);
  return ok(staff, '/quotation/send', { _id: draft._id });
}
