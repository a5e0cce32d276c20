import fc from 'fast-check';
import { API_BASE, indiaDay, ORDER_PRODUCTION_STAGES, type Order } from '@rp/contract';
import type { TestContext } from '../helpers.js';
import { buildQuotationBody } from '../support/quotations.js';
import type { BodyShape } from './valid-bodies.js';

/** Orders the fuzzed calls can find, each moving call with a pool of its own (ids and the first line's id). */
export interface OrderIds {
  all: string[];
  stage: string[];
  dispatch: { _id: string; lineId: string }[];
  update: string[];
  note: string[];
  /** Partly dispatched orders, to close short (each closes once; later tries are 409s). */
  closeShort: string[];
  /** An account to assign orders to. */
  accountId: string;
}

/** Accepts sent quotations through the real calls ("Mark accepted"): each acceptance makes one order. */
export async function seedOrders(ctx: TestContext, token: string, accountId: string): Promise<OrderIds> {
  const post = async (path: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: ctx.auth(token), payload });
    if (res.statusCode >= 300) throw new Error(`seeding ${path}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const order = async (): Promise<Order> => {
    const draft = await post('/quotation/save', buildQuotationBody({ Source: 'Phone' }));
    await post('/quotation/send', { _id: draft._id });
    const accepted = await post('/quotation/accept', { _id: draft._id, PONumber: 'PO-FUZZ' });
    return (await post('/order/getByID', { _id: accepted.Order._id }))[0];
  };
  const many = async (n: number) => {
    const out: Order[] = [];
    for (let i = 0; i < n; i++) out.push(await order());
    return out;
  };
  const [stage, dispatch, update, note, closeShort] = [await many(3), await many(3), await many(2), await many(2), await many(2)];
  for (const o of closeShort) await post('/order/dispatch', dispatchBody({ _id: o._id, lineId: o.Lines[0]!._id }));
  return {
    all: [...stage, ...dispatch, ...update, ...note].map((o) => o._id),
    stage: stage.map((o) => o._id),
    dispatch: dispatch.map((o) => ({ _id: o._id, lineId: o.Lines[0]!._id })),
    update: update.map((o) => o._id),
    note: note.map((o) => o._id),
    closeShort: closeShort.map((o) => o._id),
    accountId,
  };
}

const byId = (ids: string[]): BodyShape => ({
  valid: fc.constantFrom(...ids).map((_id) => ({ _id })),
  base: () => ({ _id: ids[0] }),
  fields: ['_id'],
});

/** A valid dispatch of a thousandth of the first line: thousands of them leave quantity over. */
const dispatchBody = (target: OrderIds['dispatch'][number]) => ({
  _id: target._id,
  InvoiceNo: 'RPW/26-27/0001',
  InvoiceDate: indiaDay(),
  Transporter: 'VRL Logistics',
  DocketNo: 'VRL-1',
  DispatchDate: indiaDay(),
  Packages: 1,
  Lines: [{ LineId: target.lineId, Quantity: 0.001 }],
});

/** Valid bodies of the order calls (the rest of a call's requests are hostile mutations of them). */
export function orderShapes(o: OrderIds): Record<string, BodyShape> {
  const dispatch = dispatchBody;
  return {
    'POST /order/list': {
      valid: fc.constantFrom<Record<string, unknown>>(
        {},
        { page: 1, pageSize: 10 },
        { page: 2, pageSize: 5, stage: ['Confirmed', 'Machining'], late: false, sort: 'promised' },
        { search: 'SO-', assigned: 'me', from: '2026-01-01', to: '2030-12-31', late: true },
      ),
      base: () => ({ page: 1, pageSize: 10 }),
      fields: ['page', 'pageSize', 'search', 'stage', 'late', 'assigned', 'sort', 'from', 'to'],
    },
    'POST /order/getByID': byId(o.all),
    // Any production stage from any other, with a note (a move back needs one): allowed unless already there.
    'POST /order/stage': {
      valid: fc
        .tuple(fc.constantFrom(...o.stage), fc.constantFrom(...ORDER_PRODUCTION_STAGES))
        .map(([_id, Stage]) => ({ _id, Stage, Note: 'Fuzz move' })),
      base: () => ({ _id: o.stage[0], Stage: 'Machining', Note: 'x' }),
      fields: ['_id', 'Stage', 'Note', 'NotifyBuyer'],
    },
    'POST /order/dispatch': {
      valid: fc.constantFrom(...o.dispatch).map(dispatch),
      base: () => dispatch(o.dispatch[0]!),
      fields: [
        '_id',
        'InvoiceNo',
        'InvoiceDate',
        'Transporter',
        'DocketNo',
        'DispatchDate',
        'EwayBillNo',
        'Packages',
        'Lines',
        'NotifyBuyer',
        'Note',
      ],
    },
    'POST /order/update': {
      valid: fc
        .tuple(fc.constantFrom(...o.update), fc.constantFrom('2027-01-15', '2027-02-01'), fc.constantFrom<string | null>(o.accountId, null))
        .map(([_id, PromisedDate, AssignedTo]) => ({ _id, PromisedDate, AssignedTo })),
      base: () => ({ _id: o.update[0], PromisedDate: '2027-01-15' }),
      fields: ['_id', 'PromisedDate', 'AssignedTo', 'Note'],
    },
    'POST /order/close-short': {
      valid: fc.constantFrom(...o.closeShort).map((_id) => ({ _id, Reason: 'Buyer needs no more: fuzz close' })),
      base: () => ({ _id: o.closeShort[0], Reason: 'x' }),
      fields: ['_id', 'Reason'],
    },
    'POST /order/note': {
      valid: fc.constantFrom(...o.note).map((_id) => ({ _id, Note: 'Called the buyer.\nDrawing rev C confirmed.' })),
      base: () => ({ _id: o.note[0], Note: 'x' }),
      fields: ['_id', 'Note', 'NotifyBuyer'],
    },
  };
}
