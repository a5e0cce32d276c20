import fc from 'fast-check';
import { API_BASE, gstinCheckCharacter } from '@rp/contract';
import type { TestContext } from '../helpers.js';
import type { BodyShape } from './valid-bodies.js';

/** Buyers the fuzzed calls can find (issue 46): some to read and save, pairs only the merge call gets. */
export interface BuyerIds {
  all: string[];
  /** [_id, IntoId] pairs: the first merge of each is accepted, later ones find it gone (404). */
  merges: [string, string][];
}

const gstin = (n: number) => {
  const first14 = `27AAACF${String(n % 10_000).padStart(4, '0')}A1Z`;
  return first14 + gstinCheckCharacter(first14);
};

const buyerBody = (n: number) => ({
  Company: `Fuzz Buyer ${n}`,
  City: 'Pune',
  Contacts: [{ Name: 'Purchase', Email: `purchase.${n}@fuzz-buyer.example`, Phone: '+91 98200 00000' }],
});

/** Seeds them through the real call. */
export async function seedBuyers(ctx: TestContext, token: string): Promise<BuyerIds> {
  const save = async (n: number) => {
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/buyer/save`, headers: ctx.auth(token), payload: buyerBody(n) });
    if (res.statusCode !== 201) throw new Error(`seeding /buyer/save: ${res.statusCode} ${res.body}`);
    return res.json().data._id as string;
  };
  const all = [await save(1), await save(2), await save(3)];
  const pool = [await save(4), await save(5), await save(6), await save(7), await save(8), await save(9)];
  return { all, merges: [0, 2, 4].map((i) => [pool[i]!, pool[i + 1]!]) };
}

const pick = (ids: string[]) => fc.constantFrom(...ids);

/** Valid bodies of the buyer calls: new buyers (some with a GSTIN, a repeated one is a 409), updates, reads, merges. */
export function buyerShapes(ids: BuyerIds): Record<string, BodyShape> {
  const fresh = fc.tuple(fc.integer({ min: 100, max: 1_000_000 }), fc.boolean()).map(([n, withGstin]) => ({
    ...buyerBody(n),
    ...(withGstin ? { GSTIN: gstin(n) } : {}),
  }));
  return {
    'POST /buyer/save': {
      valid: fc.oneof(
        fresh,
        fc.tuple(fresh, pick(ids.all)).map(([body, _id]) => ({ ...body, _id })),
      ),
      base: () => buyerBody(1),
      fields: ['_id', 'Company', 'GSTIN', 'GstTreatment', 'BillingAddress', 'City', 'PinCode', 'StateCode', 'ShippingAddresses', 'Contacts', 'Notes'],
    },
    'POST /buyer/getByID': { valid: pick(ids.all).map((_id) => ({ _id })), base: () => ({ _id: ids.all[0] }), fields: ['_id'] },
    'POST /buyer/list': {
      valid: fc.constantFrom<Record<string, unknown>>(
        {},
        { page: 1, pageSize: 10 },
        { page: 2, pageSize: 5, search: 'fuzz' },
        { search: 'purchase.1@' },
      ),
      base: () => ({ page: 1, pageSize: 10 }),
      fields: ['page', 'pageSize', 'search'],
    },
    'POST /buyer/merge': {
      valid: fc.constantFrom(...ids.merges).map(([_id, IntoId]) => ({ _id, IntoId })),
      base: () => ({ _id: ids.merges[0]![0], IntoId: ids.merges[0]![1] }),
      fields: ['_id', 'IntoId'],
    },
  };
}
