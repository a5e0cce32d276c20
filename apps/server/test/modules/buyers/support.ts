import { gstinCheckCharacter, type BuyerDetail } from '@rp/contract';
import { expect } from 'vitest';
import type { staffCalls } from '../../support/quotations.js';

type Staff = ReturnType<typeof staffCalls>;

/** A valid GSTIN of a company in `state` (default Gujarat), distinct per n. */
export function gstinOf(n: number, state = '24'): string {
  const first14 = `${state}AAACK${String(n).padStart(4, '0')}A1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** A buyer save body with one contact. */
export const buyerBody = (Company: string, extra: object = {}) => ({
  Company,
  Contacts: [{ Name: `Contact of ${Company}`, Email: `${Company.toLowerCase().replace(/[^a-z]+/g, '.')}@example.in` }],
  ...extra,
});

export async function buyerDetail(staff: Staff, id: string): Promise<BuyerDetail> {
  const res = await staff.post('/buyer/getByID', { _id: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as BuyerDetail;
}
