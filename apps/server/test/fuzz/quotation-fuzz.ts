import fc from 'fast-check';
import { API_BASE, type Endpoint } from '@rp/contract';
import { MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { and, desc, eq } from 'drizzle-orm';
import { outbox, quotations } from '../../src/db/schema.js';
import type { TestContext } from '../helpers.js';
import { buildQuotationBody } from '../support/quotations.js';
import { encodeForUrl, pathId, queryString } from './requests.js';
import type { BodyShape } from './valid-bodies.js';
import { saveCompleteCompanyProfile } from '../support/company-profile.js';

/** A buyer's status link: the lead's reference and the key mailed with its quotation. */
interface BuyerLink {
  reference: string;
  key: string;
}

/** Quotations the fuzzed calls can find, each call with a pool of its own so one call's moves leave the others' rows as they need them. */
export interface QuotationIds {
  /** Drafts: updated by save, sent by send. */
  draft: string[];
  revisable: string[];
  withdrawable: string[];
  acceptable: string[];
  /** Every quotation id and the PO file's id, for the path of getByID-like calls. */
  pathIds: string[];
  /** The stored PO file of an accepted quotation. */
  poFileId: string;
  /** The buyer's PDF, accept and decline, each on its own sent quotation. */
  pdf: BuyerLink;
  accept: BuyerLink;
  decline: BuyerLink;
}

/** Seeds Drafts and sent quotations through the real calls (one lead each) and reads the mailed keys. */
export async function seedQuotations(ctx: TestContext, token: string): Promise<QuotationIds> {
  // Quotations that charge GST are sent by a company with a GSTIN.
  await saveCompleteCompanyProfile(ctx.database.db);
  const post = async (path: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: ctx.auth(token), payload });
    if (res.statusCode >= 300) throw new Error(`seeding ${path}: ${res.statusCode} ${res.body}`);
    return res.json().data as { _id: string; LeadId: string; LeadReference: string; POFile: { id: string } | null };
  };
  const draft = () => post('/quotation/save', buildQuotationBody({ Source: 'E-mail' }));
  const sent = async () => post('/quotation/send', { _id: (await draft())._id });
  const link = async () => {
    const q = await sent();
    const [mail] = await ctx.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.recordId, q.LeadId), eq(outbox.kind, 'quotation-sent')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const key = new URL(/https?:\/\/\S+\/rfq\/\S+\?key=[\w-]+/.exec(mail!.text)![0]).searchParams.get('key')!;
    return { reference: q.LeadReference, key };
  };
  const many = async (n: number, make: () => Promise<{ _id: string }>) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push((await make())._id);
    return out;
  };
  const ids = {
    draft: await many(4, draft),
    revisable: await many(3, sent),
    withdrawable: await many(3, sent),
    acceptable: await many(3, sent),
    pdf: await link(),
    accept: await link(),
    decline: await link(),
  };
  const po = { Name: 'po.pdf', Body: toDataUrl('application/pdf', MINIMAL_PDF) };
  const accepted = await post('/quotation/accept', { _id: (await sent())._id, PONumber: 'PO-1', POFile: po });
  const all = await ctx.database.db.select({ id: quotations.id }).from(quotations);
  return { ...ids, pathIds: [...all.map((q) => q.id), accepted.POFile!.id], poFileId: accepted.POFile!.id };
}

const byId = (ids: string[]): BodyShape => ({
  valid: fc.constantFrom(...ids).map((_id) => ({ _id })),
  base: () => ({ _id: ids[0] }),
  fields: ['_id'],
});
const SAVE_FIELDS = [
  '_id',
  'LeadId',
  'Source',
  'Buyer',
  'ValidUntil',
  'PaymentTerms',
  'DeliveryTerms',
  'Notes',
  'Lines',
  'Charges',
  'BuyerReference',
  'BuyerReferenceDate',
  'Currency',
  'ExchangeRate',
  'Incoterm',
  'IncotermPlace',
];

/** Valid bodies of the quotation calls (the rest of a call's requests are hostile mutations of them). */
export function quotationShapes(q: QuotationIds): Record<string, BodyShape> {
  const fresh = () => ({ ...buildQuotationBody(), Source: 'Phone' });
  return {
    'POST /quotation/save': {
      valid: fc.oneof(
        fc.constant(null).map(fresh),
        fc.constantFrom(...q.draft).map((_id) => ({ ...buildQuotationBody(), _id })),
      ),
      base: fresh,
      fields: SAVE_FIELDS,
    },
    'POST /quotation/list': {
      valid: fc.constantFrom<Record<string, unknown>>(
        {},
        { page: 1, pageSize: 10 },
        { page: 2, pageSize: 5, state: ['Sent', 'Draft'], sort: 'oldest' },
        { search: 'shreeji', source: ['Phone'], from: '2026-01-01', to: '2030-12-31' },
      ),
      base: () => ({ page: 1, pageSize: 10 }),
      fields: ['page', 'pageSize', 'search', 'state', 'source', 'sort', 'from', 'to'],
    },
    'POST /quotation/getByID': byId(q.pathIds.slice(0, -1)),
    'POST /quotation/send': byId(q.draft),
    'POST /quotation/revise': byId(q.revisable),
    'POST /quotation/withdraw': byId(q.withdrawable),
    'POST /quotation/share-link': byId(q.revisable),
    'POST /quotation/accept': {
      valid: fc.constantFrom(...q.acceptable).map((_id) => ({ _id, PONumber: 'PO/77', PODate: '2026-11-27' })),
      base: () => ({ _id: q.acceptable[0], PONumber: 'PO/77' }),
      fields: ['_id', 'PONumber', 'PODate', 'POFile', 'Quantities'],
    },
    'POST /rfq/:reference/accept': {
      valid: fc.constant({ Key: q.accept.key, Name: 'Asha Patel', Designation: 'Buyer', PONumber: 'PO-9', AcceptTerms: true }),
      base: () => ({ Key: q.accept.key, Name: 'Asha Patel', AcceptTerms: true }),
      fields: ['Key', 'Name', 'Designation', 'PONumber', 'POFile', 'AcceptTerms', 'Quantities'],
    },
    'POST /rfq/:reference/decline': {
      valid: fc.constant({ Key: q.decline.key, Reason: 'Price', Comment: 'Too high.' }),
      base: () => ({ Key: q.decline.key, Reason: 'Price' }),
      fields: ['Key', 'Reason', 'Comment'],
    },
  };
}

const LINKS = { '/rfq/:reference/quotation.pdf': 'pdf', '/rfq/:reference/accept': 'accept', '/rfq/:reference/decline': 'decline' } as const;

/**
 * The buyer's calls' paths: mostly their quotation's real reference; the PO file's, mostly the stored file's
 * id; else hostile ones. Null for other calls.
 */
export function quotationPath(endpoint: Endpoint, q: QuotationIds): fc.Arbitrary<string> | null {
  if (endpoint.path === '/quotation/po-file/:id') {
    return fc
      .oneof({ weight: 1, arbitrary: fc.constant(q.poFileId) }, { weight: 2, arbitrary: pathId(q.pathIds) })
      .map((id) => endpoint.path.replace(':id', id));
  }
  const link = LINKS[endpoint.path as keyof typeof LINKS];
  if (!link) return null;
  const reference = fc.oneof({ weight: 3, arbitrary: fc.constant(q[link].reference) }, { weight: 2, arbitrary: pathId([]) });
  return reference.map((ref) => endpoint.path.replace(':reference', ref));
}

/** The buyer's PDF: mostly its real key in the query, else hostile query strings; null for other calls. */
export function quotationQuery(endpoint: Endpoint, q: QuotationIds): fc.Arbitrary<string> | null {
  if (endpoint.path !== '/rfq/:reference/quotation.pdf') return null;
  return fc.oneof({ weight: 2, arbitrary: fc.constant(`?key=${encodeForUrl(q.pdf.key)}`) }, { weight: 2, arbitrary: queryString });
}
