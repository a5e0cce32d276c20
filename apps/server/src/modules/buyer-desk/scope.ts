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

/*
 * Each condition is an IN over a UNION of id sets, one per way a document reaches the session, rather than ORs
 * on the row: every set then uses its own index (the lower-cased e-mails' expression indexes, buyer_id,
 * record_id, quotation_id) instead of reading the whole table.
 */
const requestIds = (scope: BuyerScope) =>
  sql`(select r.id from records r where lower(r.email) = ${scope.email}
    union select r.id from records r where r.buyer_id in ${companyBuyers(scope)})`;

const sentQuotationIds = (scope: BuyerScope) =>
  sql`(select q.id from quotations q where q.sent_at is not null and lower(q.buyer ->> 'Email') = ${scope.email}
    union select q.id from quotations q where q.sent_at is not null and q.record_id in ${requestIds(scope)}
    union select q.id from quotations q where q.sent_at is not null and q.buyer_id in ${companyBuyers(scope)})`;

const orderIds = (scope: BuyerScope) =>
  sql`(select o.id from orders o where lower(o.buyer ->> 'Email') = ${scope.email}
    union select o.id from orders o where o.record_id in ${requestIds(scope)}
    union select o.id from orders o where o.buyer_id in ${companyBuyers(scope)}
    union select o.id from orders o where o.quotation_id in
      (select q.id from quotations q where q.sent_at is not null and lower(q.buyer ->> 'Email') = ${scope.email}))`;

/** A request (lead) of the session. */
export const requestVisible = (scope: BuyerScope): SQL => sql`(records.id in ${requestIds(scope)})`;

/** A sent quotation (never a Draft) to the address, on one of its requests, or of its company. */
export const quotationVisible = (scope: BuyerScope): SQL => sql`(quotations.id in ${sentQuotationIds(scope)})`;

/** An order to the address, on one of its requests or quotations, or of its company. */
export const orderVisible = (scope: BuyerScope): SQL => sql`(orders.id in ${orderIds(scope)})`;

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
