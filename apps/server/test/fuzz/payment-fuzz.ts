import fc from 'fast-check';
import { API_BASE, indiaDay, PAYMENT_MODES, type Endpoint } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { outbox, proformas } from '../../src/db/schema.js';
import type { TestContext } from '../helpers.js';
import { buildQuotationBody } from '../support/quotations.js';
import { encodeForUrl, pathId, queryString } from './requests.js';
import type { BodyShape } from './valid-bodies.js';

/** Orders, proformas and payments the fuzzed calls can find (issue 46), a pool per moving call. */
export interface PaymentIds {
  orders: string[];
  /** Proformas to send (again and again) and to cancel (each once; later tries are 409s). */
  send: string[];
  cancel: string[];
  /** Payments to remove (each once). */
  removable: string[];
  pathIds: string[];
  /** A mailed proforma and the key of its status link, for the buyer's PDF. */
  buyer: { reference: string; id: string; key: string };
}

/** Seeds them through the real calls: accepted quotations make orders, each gets proformas and small payments. */
export async function seedPayments(ctx: TestContext, token: string): Promise<PaymentIds> {
  const post = async (path: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: ctx.auth(token), payload });
    if (res.statusCode >= 300) throw new Error(`seeding ${path}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const orders: string[] = [];
  for (let i = 0; i < 2; i++) {
    const draft = await post('/quotation/save', buildQuotationBody({ Source: 'Phone' }));
    await post('/quotation/send', { _id: draft._id });
    orders.push((await post('/quotation/accept', { _id: draft._id, PONumber: 'PO-FUZZ-PAY' })).Order._id);
  }
  const proforma = async () => (await post('/proforma/create', { OrderId: orders[0], Percent: 10 }))._id as string;
  const send = [await proforma(), await proforma()];
  const cancel = [await proforma(), await proforma(), await proforma()];
  const removable: string[] = [];
  for (let i = 0; i < 4; i++) removable.push((await post('/payment/save', { OrderId: orders[1], Amount: 1, Date: indiaDay(), Mode: 'NEFT' }))._id);
  await post('/proforma/send', { _id: send[0] });
  const [mail] = await ctx.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.kind, 'proforma-sent')))
    .limit(1);
  const link = new URL(/https?:\/\/\S+\/rfq\/\S+\?key=[\w-]+/.exec(mail!.text)![0]);
  const [sent] = await ctx.database.db.select({ id: proformas.id }).from(proformas).where(eq(proformas.id, send[0]!));
  return {
    orders,
    send,
    cancel,
    removable,
    pathIds: [...send, ...cancel],
    buyer: { reference: decodeURIComponent(link.pathname.split('/').at(-1)!), id: sent!.id, key: link.searchParams.get('key')! },
  };
}

const pick = (ids: string[]) => fc.constantFrom(...ids);
const byId = (ids: string[]): BodyShape => ({ valid: pick(ids).map((_id) => ({ _id })), base: () => ({ _id: ids[0] }), fields: ['_id'] });
const paging = (filters: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> =>
  fc.tuple(filters, fc.constantFrom({}, { page: 1, pageSize: 10 }, { page: 2, pageSize: 5 })).map(([f, p]) => ({ ...f, ...p }));

/** Valid bodies of the proforma and payment calls (the rest of a call's requests are hostile mutations of them). */
export function paymentShapes(p: PaymentIds): Record<string, BodyShape> {
  const payment = (OrderId: string, Mode: string) => ({ OrderId, Amount: 1, Date: indiaDay(), Mode, Reference: 'UTR 1' });
  return {
    'POST /proforma/create': {
      valid: fc
        .tuple(
          pick(p.orders),
          fc.constantFrom<Record<string, unknown>>({}, { Percent: 12.5 }, { Amount: 100.25 }, { Percent: 50, DueDate: '2030-01-31' }),
        )
        .map(([OrderId, rest]) => ({ OrderId, ...rest })),
      base: () => ({ OrderId: p.orders[0], Percent: 10 }),
      fields: ['OrderId', 'Percent', 'Amount', 'DueDate'],
    },
    'POST /proforma/send': byId(p.send),
    'POST /proforma/cancel': {
      valid: pick(p.cancel).map((_id) => ({ _id, Reason: 'Fuzz: asked again' })),
      base: () => ({ _id: p.cancel[0], Reason: 'x' }),
      fields: ['_id', 'Reason'],
    },
    'POST /proforma/list': {
      valid: paging(fc.constantFrom<Record<string, unknown>>({}, { OrderId: p.orders[0] })),
      base: () => ({ OrderId: p.orders[0], page: 1, pageSize: 10 }),
      fields: ['OrderId', 'BuyerId', 'page', 'pageSize'],
    },
    'POST /payment/save': {
      // Non-cash modes: ₹1 each, thousands of them stay far below the order's balance and the cash limit.
      valid: fc.tuple(pick(p.orders), fc.constantFrom(...PAYMENT_MODES.filter((m) => m !== 'Cash'))).map(([id, mode]) => payment(id, mode)),
      base: () => payment(p.orders[0]!, 'UPI'),
      fields: ['OrderId', 'Amount', 'Date', 'Mode', 'Reference'],
    },
    'POST /payment/remove': {
      valid: pick(p.removable).map((_id) => ({ _id, Reason: 'Fuzz: entered twice' })),
      base: () => ({ _id: p.removable[0], Reason: 'x' }),
      fields: ['_id', 'Reason'],
    },
    'POST /payment/list': {
      valid: paging(fc.constantFrom<Record<string, unknown>>({}, { OrderId: p.orders[1] })),
      base: () => ({ OrderId: p.orders[1], page: 1, pageSize: 10 }),
      fields: ['OrderId', 'BuyerId', 'page', 'pageSize'],
    },
  };
}

/** The proforma PDFs' paths: mostly real ids (and the buyer's real reference), else hostile ones; null for other calls. */
export function paymentPath(endpoint: Endpoint, p: PaymentIds): fc.Arbitrary<string> | null {
  if (endpoint.path === '/proforma/:id/pdf') return pathId(p.pathIds).map((id) => endpoint.path.replace(':id', id));
  if (endpoint.path !== '/rfq/:reference/proforma/:id/pdf') return null;
  const real = fc.constant(p.buyer);
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: real.map((b) => b.reference) }, { weight: 1, arbitrary: pathId([]) }),
      fc.oneof({ weight: 3, arbitrary: real.map((b) => b.id) }, { weight: 1, arbitrary: pathId(p.pathIds) }),
    )
    .map(([reference, id]) => endpoint.path.replace(':reference', reference).replace(':id', id));
}

/** The buyer's proforma PDF: mostly its real key, else hostile query strings; null for other calls. */
export function paymentQuery(endpoint: Endpoint, p: PaymentIds): fc.Arbitrary<string> | null {
  if (endpoint.path !== '/rfq/:reference/proforma/:id/pdf') return null;
  return fc.oneof({ weight: 2, arbitrary: fc.constant(`?key=${encodeForUrl(p.buyer.key)}`) }, { weight: 2, arbitrary: queryString });
}
