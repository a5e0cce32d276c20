import fc from 'fast-check';
import { BUYER_ACCOUNT } from '@rp/contract';
import { MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { asc, eq, inArray } from 'drizzle-orm';
import { orderLines, orders } from '../../src/db/schema.js';
import { createBuyerSession } from '../../src/modules/buyer-desk/sessions.js';
import { reorder } from '../../src/modules/repeat-orders/index.js';
import type { TestContext } from '../helpers.js';
import type { BodyShape } from './valid-bodies.js';

/** The buyer's desk in the fuzz (issue 49): a buyer session, an order of its address, and repeat-order leads. */
export interface RepeatOrderIds {
  /** The buyer session's cookie token (the address of the seeded orders' buyer). */
  buyerToken: string;
  /** An order of that address and its line ids, for "Order again". */
  order: { _id: string; lineIds: string[] };
  /** Repeat-order leads, for "Quote again" (each quotes once; later tries are 409s). */
  leads: string[];
}

/** The buyer cookie as a request sends it. */
export const buyerCookie = (token: string) => `${BUYER_ACCOUNT.cookieName}=${token}`;

/** A session for the seeded orders' buyer and a few repeat orders of one of them, made by the service itself. */
export async function seedRepeatOrders(ctx: TestContext, orderIds: string[]): Promise<RepeatOrderIds> {
  const db = ctx.database.db;
  const [order] = await db.select().from(orders).where(inArray(orders.id, orderIds)).limit(1);
  const lines = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(asc(orderLines.position));
  const email = order!.buyer.Email;
  const leads: string[] = [];
  for (let i = 0; i < 4; i++) {
    const body = { OrderId: order!.id, Lines: [{ LineId: lines[0]!.id, QuantityThousandths: 100_000 * (i + 1) }], PONumber: '', Note: '' };
    leads.push((await reorder(db, ctx.app.mail.settings, email, body)).record._id);
  }
  return { buyerToken: await createBuyerSession(db, email), order: { _id: order!.id, lineIds: lines.map((l) => l.id) }, leads };
}

/** Valid bodies of "Order again" and "Quote again" (the rest of a call's requests are hostile mutations of them). */
export function repeatOrderShapes(r: RepeatOrderIds): Record<string, BodyShape> {
  const reorderBase = () => ({ OrderId: r.order._id, Lines: [{ LineId: r.order.lineIds[0], Quantity: 250 }], PONumber: 'PO-FUZZ-9' });
  return {
    'POST /account/reorder': {
      valid: fc
        .tuple(fc.subarray(r.order.lineIds, { minLength: 1 }), fc.integer({ min: 1, max: 5000 }), fc.boolean())
        .map(([lineIds, quantity, extras]) => ({
          OrderId: r.order._id,
          Lines: lineIds.map((LineId) => ({ LineId, Quantity: quantity })),
          ...(extras
            ? {
                PONumber: 'PO/2026/118',
                RequiredBy: '2027-01-15',
                Note: 'Same drawing.\nPacking as before.',
                Attachments: [{ Name: 'SP-101-C.pdf', Body: toDataUrl('application/pdf', MINIMAL_PDF) }],
              }
            : {}),
        })),
      base: reorderBase,
      fields: ['OrderId', 'Lines', 'PONumber', 'RequiredBy', 'Note', 'Attachments'],
    },
    'POST /quotation/quote-again': {
      valid: fc.constantFrom(...r.leads).map((LeadId) => ({ LeadId })),
      base: () => ({ LeadId: r.leads[0] }),
      fields: ['LeadId'],
    },
  };
}
