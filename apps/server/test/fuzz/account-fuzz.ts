import fc from 'fast-check';
import type { Endpoint } from '@rp/contract';
import type { InvoiceIds } from './invoice-fuzz.js';
import type { PaymentIds } from './payment-fuzz.js';
import { pathId } from './requests.js';

/**
 * The buyer session's invoice and proforma PDFs (issue 49): mostly the ids of the seeded buyer's mailed documents
 * (the session's address is theirs), else hostile ones; null for other calls.
 */
export function accountPath(endpoint: Endpoint, ids: { invoice: InvoiceIds; payment: PaymentIds }): fc.Arbitrary<string> | null {
  const real =
    endpoint.path === '/account/invoice/:id/pdf' ? ids.invoice.buyer.id : endpoint.path === '/account/proforma/:id/pdf' ? ids.payment.buyer.id : null;
  if (real === null) return null;
  return fc.oneof({ weight: 3, arbitrary: fc.constant(real) }, { weight: 1, arbitrary: pathId([]) }).map((id) => endpoint.path.replace(':id', id));
}
