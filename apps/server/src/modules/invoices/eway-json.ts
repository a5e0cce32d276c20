import { inArray } from 'drizzle-orm';
import type { CompanyProfileData, EwayBillFile } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { loadBookedInvoices } from './books-source.js';
import { ewayBillOf, ewayProblems } from './eway-bill.js';

/** How many invoices a 400 names before it says "and N more". */
const NAMED_MAX = 10;

function listed(items: string[]): string {
  const named = items.slice(0, NAMED_MAX).join('; ');
  return items.length > NAMED_MAX ? `${named}; and ${items.length - NAMED_MAX} more` : named;
}

/**
 * The e-way bill portal's bulk-generation file for these invoices, one bill each in the order asked. Unknown ids
 * are a 404; an invoice the portal would refuse (cancelled, no vehicle or distance, no PIN code) is a 400 that
 * names every such invoice and what it lacks, so that all of them can be put right at once.
 */
export async function ewayBillFileFor(db: Pick<Db, 'select'>, ids: readonly string[], profile: CompanyProfileData): Promise<EwayBillFile> {
  if (!profile.GSTIN) {
    throw badRequest("Enter the company's GSTIN in Settings first: the e-way bill portal files every bill under it.");
  }
  const wanted = [...new Set(ids)];
  const known = wanted.filter(isUuid);
  const found = known.length > 0 ? await loadBookedInvoices(db, inArray(invoices.id, known)) : [];
  const byId = new Map(found.map((invoice) => [invoice.row.id, invoice]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound(`No such invoice: ${listed(missing)}.`);

  const chosen = wanted.map((id) => byId.get(id)!);
  const refused = chosen
    .map((invoice) => ({ number: invoice.row.number, problems: ewayProblems(invoice) }))
    .filter((entry) => entry.problems.length > 0)
    .map((entry) => `${entry.number} ${entry.problems.join(' and ')}`);
  if (refused.length > 0) {
    const message = `The e-way bill portal would refuse ${refused.length === 1 ? 'this invoice' : 'these invoices'}: ${listed(refused)}.`;
    throw badRequest(message, { Ids: message });
  }
  return { version: '1.0.0621', billLists: chosen.map((invoice) => ewayBillOf(invoice, profile)) };
}
