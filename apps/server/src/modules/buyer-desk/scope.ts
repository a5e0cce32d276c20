import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

/**
 * What a buyer session sees (issue 49): the documents of its address, and everything of the buyer records of
 * which the address is a contact that "sees the company's documents". Written as SQL conditions on the plain
 * table names (records, quotations, orders), so the lists and each document's check share one definition.
 */
export interface BuyerScope {
  /** Lower-cased. */
  email: string;
}

const companyBuyers = (scope: BuyerScope) =>
  sql`(select c.buyer_id from buyer_contacts c where c.email = ${scope.email} and c.sees_company_documents)`;

const requestIds = (scope: BuyerScope) =>
  sql`(select r.id from records r where lower(r.email) = ${scope.email} or r.buyer_id in ${companyBuyers(scope)})`;

/** A request (lead) of the session. */
export const requestVisible = (scope: BuyerScope): SQL => sql`(lower(records.email) = ${scope.email} or records.buyer_id in ${companyBuyers(scope)})`;

/** A sent quotation (never a Draft) to the address, on one of its requests, or of its company. */
export const quotationVisible = (scope: BuyerScope): SQL =>
  sql`(quotations.sent_at is not null and (lower(quotations.buyer ->> 'Email') = ${scope.email}
    or quotations.record_id in ${requestIds(scope)} or quotations.buyer_id in ${companyBuyers(scope)}))`;

/** An order to the address, on one of its requests or quotations, or of its company. */
export const orderVisible = (scope: BuyerScope): SQL =>
  sql`(lower(orders.buyer ->> 'Email') = ${scope.email} or orders.record_id in ${requestIds(scope)}
    or orders.buyer_id in ${companyBuyers(scope)}
    or orders.quotation_id in (select q.id from quotations q where q.sent_at is not null and lower(q.buyer ->> 'Email') = ${scope.email}))`;

/** The company of the buyer record the address is a contact of ('' for none). */
export async function companyOf(db: Db, scope: BuyerScope): Promise<string> {
  const result = await db.execute(sql`
    select b.company from buyer_contacts c join buyers b on b.id = c.buyer_id
    where c.email = ${scope.email} and b.merged_into_id is null
    order by c.sees_company_documents desc, b.created_at limit 1`);
  return rowsOf<{ company: string }>(result)[0]?.company ?? '';
}

/** A search term as an ILIKE pattern (its wildcards taken literally); null for none. */
export function searchPattern(search: string | undefined): string | null {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
