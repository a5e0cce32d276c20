import { sql, type SQL } from 'drizzle-orm';
import {
  accountQuotationPdfPath,
  accountRequestStatusPath,
  BUYER_ACCOUNT,
  paiseToRupees,
  readDescriptionField,
  type AccountSummary,
  type Currency,
} from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';
import { quotationVisible, requestVisible, type BuyerScope } from './scope.js';

/** A timestamp as the wire's ISO text, the same from both database drivers. */
export const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface ListPage {
  page: number;
  /** ILIKE pattern, or null. */
  pattern: string | null;
}

export const pageSql = ({ page }: ListPage) => sql`limit ${BUYER_ACCOUNT.pageSize} offset ${(page - 1) * BUYER_ACCOUNT.pageSize}`;
/**
 * A page of rows (columns, FROM ... WHERE ..., ORDER BY) with the total of the whole list: counted beside the
 * page, or on its own past the last page (which brings back no row to carry it).
 */
export async function pagedRows<R>(db: Db, columns: SQL, from: SQL, order: SQL, list: ListPage): Promise<{ rows: R[]; total: number }> {
  const rows = rowsOf<R & { total: number }>(
    await db.execute(sql`select ${columns}, count(*) over ()::int as total ${from} order by ${order} ${pageSql(list)}`),
  );
  if (rows.length || list.page === 1) return { rows, total: Number(rows[0]?.total ?? 0) };
  const counted = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total ${from}`));
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

export const paged = <T>(items: T[], total: number, { page }: ListPage) => ({
  Items: items,
  Total: total,
  Page: page,
  PageSize: BUYER_ACCOUNT.pageSize,
});

/** The product the request names, else the first line of its description. */
function productOf(description: string, title: string): string {
  const product = readDescriptionField(description, 'Product of Interest') || readDescriptionField(description, 'Product');
  if (product && product !== 'N/A') return product;
  return (
    description
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? title
  );
}

/** The session's requests, newest first; search: the reference or the description (drawing numbers are written there). */
export async function requestsOf(db: Db, scope: BuyerScope, list: ListPage): Promise<AccountSummary['Requests']> {
  const search = list.pattern ? sql`and (records.reference ilike ${list.pattern} or records.description ilike ${list.pattern})` : sql``;
  type Row = { id: string; reference: string; date: string; title: string; description: string; status: string; repeat_of: string };
  const { rows, total } = await pagedRows<Row>(
    db,
    sql`records.id, records.reference, ${iso(sql`records.created_at`)} as date, records.title, records.description,
      records.status, coalesce(o.number, '') as repeat_of`,
    sql`from records left join orders o on o.id = records.repeat_of_order_id where ${requestVisible(scope)} ${search}`,
    sql`records.created_at desc, records.id desc`,
    list,
  );
  const items = rows.map((row) => ({
    _id: row.id,
    Reference: row.reference,
    Date: row.date,
    Product: productOf(row.description, row.title),
    Status: row.status,
    RepeatOf: row.repeat_of,
  }));
  return paged(items, total, list);
}

/** The session's sent quotations (every sent revision), newest first; search: number, PO, enquiry or drawing number. */
export async function quotationsOf(db: Db, scope: BuyerScope, list: ListPage): Promise<AccountSummary['Quotations']> {
  const p = list.pattern;
  const search = p
    ? sql`and (quotations.number ilike ${p} or quotations.po_number ilike ${p} or quotations.buyer_reference ilike ${p}
        or exists (select 1 from jsonb_array_elements(quotations.lines) l where l ->> 'DrawingNo' ilike ${p}))`
    : sql``;
  type Row = {
    id: string;
    number: string;
    revision: number;
    date: string;
    currency: Currency;
    total_paise: number;
    state: AccountSummary['Quotations']['Items'][number]['State'];
    record_id: string | null;
    open: boolean;
  };
  const { rows, total } = await pagedRows<Row>(
    db,
    sql`quotations.id, quotations.number, quotations.revision, ${iso(sql`quotations.sent_at`)} as date, quotations.currency,
      quotations.grand_total_paise::float8 as total_paise, quotations.state, quotations.record_id,
      (quotations.state in ('Sent', 'Viewed')
        and (quotations.valid_until is null or quotations.valid_until >= (now() at time zone 'Asia/Kolkata')::date)) as open`,
    sql`from quotations where ${quotationVisible(scope)} ${search}`,
    sql`quotations.sent_at desc, quotations.id desc`,
    list,
  );
  const items = rows.map((row) => ({
    _id: row.id,
    Number: row.number,
    Revision: Number(row.revision),
    Date: row.date,
    Currency: row.currency,
    Value: paiseToRupees(Number(row.total_paise)),
    State: row.state,
    Open: Boolean(row.open),
    PdfUrl: accountQuotationPdfPath(row.id),
    StatusUrl: row.record_id ? accountRequestStatusPath(row.record_id) : '',
  }));
  return paged(items, total, list);
}
