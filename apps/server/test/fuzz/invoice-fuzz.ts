import fc from 'fast-check';
import { API_BASE, indiaDay, type Endpoint, type Order } from '@rp/contract';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema.js';
import { addDays } from '../../src/lib/days.js';
import type { TestContext } from '../helpers.js';
import { buildQuotationBody } from '../support/quotations.js';
import { encodeForUrl, pathId, queryString } from './requests.js';
import type { BodyShape } from './valid-bodies.js';

/** Tax invoices the fuzzed calls can find (issue 48), a pool per call that changes them. */
export interface InvoiceIds {
  /** Read, given an e-invoice and an e-way bill number, put in the e-way bill file. */
  read: string[];
  /** To cancel (each once; later tries are refused). */
  cancel: string[];
  pathIds: string[];
  /** An invoice mailed with its dispatch and the key of that status link, for the buyer's PDF. */
  buyer: { reference: string; id: string; key: string };
}

/** Dispatches accepted orders through the real calls, each dispatch making its invoice (with vehicle and distance). */
export async function seedInvoices(ctx: TestContext, token: string): Promise<InvoiceIds> {
  const post = async (path: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: ctx.auth(token), payload });
    if (res.statusCode >= 300) throw new Error(`seeding ${path}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const invoiced = async (notify: boolean): Promise<string> => {
    const draft = await post('/quotation/save', buildQuotationBody({ Source: 'Phone' }));
    await post('/quotation/send', { _id: draft._id });
    const accepted = await post('/quotation/accept', { _id: draft._id, PONumber: 'PO-FUZZ-INV' });
    const [order] = (await post('/order/getByID', { _id: accepted.Order._id })) as Order[];
    const after = (await post('/order/dispatch', {
      _id: order!._id,
      Transporter: 'VRL Logistics',
      DocketNo: 'VRL-FUZZ-1',
      DispatchDate: indiaDay(),
      VehicleNo: 'GJ03AB1234',
      DistanceKm: 220,
      Packages: 1,
      Lines: [{ LineId: order!.Lines[0]!._id, Quantity: 1 }],
      NotifyBuyer: notify,
    })) as Order;
    return after.Dispatches.at(-1)!.InvoiceId!;
  };
  const read = [await invoiced(true), await invoiced(false), await invoiced(false)];
  const cancel = [await invoiced(false), await invoiced(false)];
  const [mail] = await ctx.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.kind, 'order-dispatched'))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = new URL(/https?:\/\/\S+\/rfq\/\S+\?key=[\w-]+/.exec(mail!.text)![0]);
  return {
    read,
    cancel,
    pathIds: [...read, ...cancel],
    buyer: { reference: decodeURIComponent(link.pathname.split('/').at(-1)!), id: read[0]!, key: link.searchParams.get('key')! },
  };
}

const pick = (ids: string[]) => fc.constantFrom(...ids);

/** The Indian financial year of an India day: "26-27". */
function financialYearOf(day: string): string {
  const year = Number(day.slice(2, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : (year + 99) % 100;
  return `${String(start).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Valid bodies of the invoice calls (the rest of a call's requests are hostile mutations of them). */
export function invoiceShapes(ids: InvoiceIds): Record<string, BodyShape> {
  const today = indiaDay();
  const einvoice = (_id: string) => ({
    _id,
    IRN: 'a'.repeat(64),
    AckNo: '112010036563310',
    AckDate: today,
    SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
  });
  return {
    'POST /invoice/list': {
      valid: fc.constantFrom<Record<string, unknown>>(
        {},
        { page: 1, pageSize: 10 },
        { search: 'INV', financialYear: financialYearOf(today), month: Number(today.slice(5, 7)) },
        { state: 'Issued', ewayPending: true, page: 2, pageSize: 5 },
      ),
      base: () => ({ page: 1, pageSize: 10 }),
      fields: ['page', 'pageSize', 'search', 'financialYear', 'month', 'state', 'ewayPending', 'BuyerId', 'OrderId'],
    },
    'POST /invoice/getByID': { valid: pick(ids.pathIds).map((_id) => ({ _id })), base: () => ({ _id: ids.read[0] }), fields: ['_id'] },
    'POST /invoice/cancel': {
      valid: pick(ids.cancel).map((_id) => ({ _id, Reason: 'Fuzz: billed to the wrong buyer' })),
      base: () => ({ _id: ids.cancel[0], Reason: 'x' }),
      fields: ['_id', 'Reason'],
    },
    'POST /invoice/einvoice': {
      valid: pick(ids.read).map(einvoice),
      base: () => einvoice(ids.read[0]!),
      fields: ['_id', 'IRN', 'AckNo', 'AckDate', 'SignedQRCode'],
    },
    'POST /invoice/eway': {
      valid: pick(ids.read).map((_id) => ({ _id, EwayBillNo: '3310 1234 5678', EwayBillDate: today })),
      base: () => ({ _id: ids.read[0], EwayBillNo: '331012345678', EwayBillDate: today }),
      fields: ['_id', 'EwayBillNo', 'EwayBillDate'],
    },
    'POST /invoice/eway-json': {
      valid: fc.subarray(ids.read, { minLength: 1 }).map((Ids) => ({ Ids })),
      base: () => ({ Ids: ids.read }),
      fields: ['Ids'],
    },
    'POST /invoice/tally-xml': {
      valid: fc.constantFrom({ From: today, To: today }, { From: addDays(today, -365), To: today }),
      base: () => ({ From: today, To: today }),
      fields: ['From', 'To'],
    },
  };
}

/** The invoice PDFs' paths: mostly real ids (and the buyer's real reference), else hostile ones; null for other calls. */
export function invoicePath(endpoint: Endpoint, ids: InvoiceIds): fc.Arbitrary<string> | null {
  if (endpoint.path === '/invoice/:id/pdf') return pathId(ids.pathIds).map((id) => endpoint.path.replace(':id', id));
  if (endpoint.path !== '/rfq/:reference/invoice/:id/pdf') return null;
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: fc.constant(ids.buyer.reference) }, { weight: 1, arbitrary: pathId([]) }),
      fc.oneof({ weight: 3, arbitrary: fc.constant(ids.buyer.id) }, { weight: 1, arbitrary: pathId(ids.pathIds) }),
    )
    .map(([reference, id]) => endpoint.path.replace(':reference', reference).replace(':id', id));
}

/** The buyer's invoice PDF: mostly its real key; the staff PDF: one copy or all; else hostile query strings. */
export function invoiceQuery(endpoint: Endpoint, ids: InvoiceIds): fc.Arbitrary<string> | null {
  if (endpoint.path === '/invoice/:id/pdf') {
    return fc.oneof({ weight: 2, arbitrary: fc.constantFrom('', '?copy=original', '?copy=triplicate') }, { weight: 2, arbitrary: queryString });
  }
  if (endpoint.path !== '/rfq/:reference/invoice/:id/pdf') return null;
  return fc.oneof({ weight: 2, arbitrary: fc.constant(`?key=${encodeForUrl(ids.buyer.key)}`) }, { weight: 2, arbitrary: queryString });
}
