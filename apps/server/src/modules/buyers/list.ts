import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, paiseToRupees, type BuyerListItem } from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';
import { newestBuyerIds } from './list-top.js';

/** Quotations the buyer may still answer or staff still write; orders still to be made or sent. */
export const OPEN_QUOTATION_STATES = ['Draft', 'Sent', 'Viewed'] as const;
export const CLOSED_ORDER_STAGES = ['Dispatched', 'Delivered', 'Cancelled'] as const;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** LIKE treats % _ and \ specially; a search for them means the characters themselves. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Live buyers matching the search: company or GSTIN (trigram index on search_text), or a contact's name or e-mail. */
export function buyerWhere(search: string | undefined): SQL {
  if (!search) return sql`b.merged_into_id is null`;
  const pattern = sql`'%' || lower(${escapeLike(search)}) || '%'`;
  return sql`b.merged_into_id is null and (b.search_text like ${pattern}
    or b.id in (select c.buyer_id from buyer_contacts c where lower(c.name || ' ' || c.email) like ${pattern}))`;
}

/**
 * The newest request, quotation, order or payment of the buyer `b`, else its own last change. With a search: one
 * backward probe of each buyer_id, created_at index per matching buyer. Without: every buyer is on the list, and one
 * grouped pass over those indexes (index-only) costs less than 4 probes for each of thousands of buyers.
 */
const probedActivity = sql`coalesce(greatest(
    (select max(created_at) from records where buyer_id = b.id),
    (select max(created_at) from quotations where buyer_id = b.id),
    (select max(created_at) from orders where buyer_id = b.id),
    (select max(created_at) from payments where buyer_id = b.id and removed_at is null)
  ), b.updated_at)`;
const groupedActivity = sql`(select buyer_id, max(at) as at from (
    select buyer_id, max(created_at) as at from records where buyer_id is not null group by buyer_id
    union all select buyer_id, max(created_at) from quotations where buyer_id is not null group by buyer_id
    union all select buyer_id, max(created_at) from orders where buyer_id is not null group by buyer_id
    union all select buyer_id, max(created_at) from payments where buyer_id is not null and removed_at is null group by buyer_id
  ) each group by buyer_id)`;

/** The live buyers matching `where` with their last activity, as a derived table `b` (id, company, gstin, state_code, last_at). */
const withActivity = (where: SQL, searching: boolean) =>
  searching
    ? sql`(select b.id, b.company, b.gstin, b.state_code, ${probedActivity} as last_at from buyers b where ${where})`
    : sql`(select b.id, b.company, b.gstin, b.state_code, coalesce(l.at, b.updated_at) as last_at
        from buyers b left join ${groupedActivity} l on l.buyer_id = b.id where ${where})`;

/** Rupees owed on one buyer's orders that are not cancelled: grand totals minus the payments not removed (paise). */
export const outstandingPaiseSql = (buyerId: SQL) => sql`(
  coalesce((select sum(o.grand_total_paise) from orders o where o.buyer_id = ${buyerId} and o.stage <> 'Cancelled'), 0)
  - coalesce((select sum(p.amount_paise) from payments p join orders o on o.id = p.order_id
      where o.buyer_id = ${buyerId} and o.stage <> 'Cancelled' and p.removed_at is null), 0))::bigint`;

interface ListRow {
  id: string;
  company: string;
  gstin: string;
  state_code: string;
  last_at: string | Date;
  contact: string | null;
  email: string | null;
  open_quotations: number;
  open_orders: number;
  outstanding: string | number;
}

/** One page's buyers with their columns: the page first (ordered by last activity), then its figures per row. */
async function pageRows(db: Db, where: SQL, searching: boolean, limit: number, offset: number): Promise<ListRow[]> {
  const top = searching ? null : await newestBuyerIds(db, offset + limit);
  // The page's buyers, known: their activity probed (exact), in the same order.
  const chosen =
    top === null
      ? sql`select * from ${withActivity(where, searching)} b order by last_at desc, id desc limit ${limit} offset ${offset}`
      : top.length <= offset
        ? null
        : sql`select * from ${withActivity(sql`${where} and b.id in (${list(top.slice(offset))})`, true)} b`;
  if (!chosen) return [];
  return rowsOf<ListRow>(
    await db.execute(sql`
      select page.id, page.company, page.gstin, page.state_code, page.last_at,
        first.name as contact, first.email,
        (select count(*)::int from quotations q where q.buyer_id = page.id and q.state in (${list(OPEN_QUOTATION_STATES)})) as open_quotations,
        (select count(*)::int from orders o where o.buyer_id = page.id and o.stage not in (${list(CLOSED_ORDER_STAGES)})) as open_orders,
        ${outstandingPaiseSql(sql`page.id`)} as outstanding
      from (${chosen}) page
      left join lateral (select name, email from buyer_contacts c where c.buyer_id = page.id order by position limit 1) first on true
      order by page.last_at desc, page.id desc`),
  );
}

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export const toListItem = (row: ListRow): BuyerListItem => ({
  _id: row.id,
  Company: row.company,
  GSTIN: row.gstin,
  StateCode: row.state_code,
  Contact: row.contact ?? '',
  Email: row.email ?? '',
  OpenQuotations: Number(row.open_quotations),
  OpenOrders: Number(row.open_orders),
  Outstanding: paiseToRupees(Number(row.outstanding)),
  LastActivityAt: iso(row.last_at),
});

/** POST /buyer/list: live buyers, newest activity first, a page at a time. */
export async function listBuyerPage(db: Db, search: string | undefined, page: number, pageSize = PAGE_SIZE_DEFAULT) {
  const where = buyerWhere(search);
  const [rows, [counted]] = await Promise.all([
    pageRows(db, where, Boolean(search), pageSize, (page - 1) * pageSize),
    db.execute(sql`select count(*)::int as total from buyers b where ${where}`).then((r) => rowsOf<{ total: number }>(r)),
  ]);
  return { data: rows.map(toListItem), total: Number(counted?.total ?? 0), page, pageSize };
}

/** Every matching buyer, a batch at a time in the list's order, for the CSV. */
export async function* allBuyerRows(db: Db, search: string | undefined, batch = 500): AsyncGenerator<BuyerListItem> {
  const where = buyerWhere(search);
  for (let offset = 0; ; offset += batch) {
    const rows = await pageRows(db, where, Boolean(search), batch, offset);
    yield* rows.map(toListItem);
    if (rows.length < batch) return;
  }
}
