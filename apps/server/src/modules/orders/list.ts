import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { ORDER_STAGES, PAGE_SIZE_DEFAULT, type OrderFilters, type OrderListItem, type OrderStage } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins, orderLines, orders, records } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { assigneeLabel, istDayStart } from '../records/index.js';
import { lateSql, notLateSql, todayInIndia } from './late.js';
import { dispatchProgress, type ProgressLine } from './progress.js';
import { toOrderListItem } from './wire.js';

const DAY_MS = 86_400_000;
const ASSIGNED_MESSAGE = "Assigned must be 'me', 'unassigned' or an account _id.";

/** The list's filters plus who is looking (for assigned 'me') and the clock Late is computed on. */
export type OrderListFilters = OrderFilters & { viewerId?: string };

/** LIKE treats % _ and \ specially; a search for them means the characters themselves. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search, assignment and dates: what the stage chips and the Late count are counted within. */
export function baseConditions(filters: OrderListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(sql`${orders.searchText} like '%' || lower(${escapeLike(filters.search)}) || '%'`);
  if (filters.from) conditions.push(gte(orders.createdAt, istDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, new Date(istDayStart(filters.to).getTime() + DAY_MS)));
  const assigned = filters.assigned;
  if (assigned === 'unassigned') conditions.push(isNull(orders.assignedTo));
  else if (assigned === 'me') conditions.push(filters.viewerId ? eq(orders.assignedTo, filters.viewerId) : sql`false`);
  else if (assigned !== undefined) {
    if (!isUuid(assigned)) throw badRequest(ASSIGNED_MESSAGE, { assigned: ASSIGNED_MESSAGE });
    conditions.push(eq(orders.assignedTo, assigned));
  }
  return conditions;
}

export function orderWhere(filters: OrderListFilters, now: Date): SQL | undefined {
  const conditions = baseConditions(filters);
  if (filters.stage?.length) conditions.push(inArray(orders.stage, filters.stage));
  if (filters.late !== undefined) conditions.push(filters.late ? lateSql(todayInIndia(now)) : notLateSql(todayInIndia(now)));
  return and(...conditions);
}

export const orderSort = (filters: OrderListFilters): SQL[] => {
  if (filters.sort === 'oldest') return [asc(orders.createdAt), asc(orders.id)];
  if (filters.sort === 'promised') return [asc(orders.promisedDate), asc(orders.createdAt), asc(orders.id)];
  return [desc(orders.createdAt), desc(orders.id)];
};

export interface OrderPage {
  data: OrderListItem[];
  total: number;
  page: number;
  pageSize: number;
  stageCounts: Record<string, number>;
  lateCount: number;
}

/** Lead references, assignee names and the lines' quantities (dispatched share and progress) of one page's rows (a query each, never joined before the OFFSET). */
async function pageExtras(db: Db, rows: { id: string; recordId: string | null; assignedTo: string | null }[]) {
  const ids = rows.map((r) => r.id);
  const leadIds = [...new Set(rows.flatMap((r) => (r.recordId ? [r.recordId] : [])))];
  const accountIds = [...new Set(rows.flatMap((r) => (r.assignedTo ? [r.assignedTo] : [])))];
  const [leads, accounts, lineRows] = await Promise.all([
    leadIds.length ? db.select({ id: records.id, reference: records.reference }).from(records).where(inArray(records.id, leadIds)) : [],
    accountIds.length ? db.select({ id: admins.id, name: admins.name, email: admins.email }).from(admins).where(inArray(admins.id, accountIds)) : [],
    ids.length
      ? db
          .select({
            orderId: orderLines.orderId,
            unit: sql<string>`${orderLines.line}->>'Unit'`,
            quantityThousandths: orderLines.quantityThousandths,
            dispatchedThousandths: orderLines.dispatchedThousandths,
            shortClosedThousandths: orderLines.shortClosedThousandths,
          })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
      : [],
  ]);
  const lines = new Map<string, ProgressLine[]>();
  for (const { orderId, ...line } of lineRows) lines.set(orderId, [...(lines.get(orderId) ?? []), { ...line, unit: line.unit ?? '' }]);
  const share = (of: ProgressLine[]) => {
    const ordered = of.reduce((total, l) => total + l.quantityThousandths, 0);
    return ordered > 0 ? Math.min(1, of.reduce((total, l) => total + l.dispatchedThousandths, 0) / ordered) : 0;
  };
  return {
    reference: new Map(leads.map((l) => [l.id, l.reference])),
    name: new Map(accounts.map((a) => [a.id, assigneeLabel(a)])),
    lines: (id: string) => lines.get(id) ?? [],
    share,
  };
}

/**
 * One page of orders with the chips' counts: one grouped count (stage x late) within the search, assignment
 * and dates gives the stage counts, the Late count and the total; one query the page; then its extras.
 */
export async function listOrderPage(db: Db, filters: OrderListFilters, page = 1, pageSize = PAGE_SIZE_DEFAULT, now = new Date()): Promise<OrderPage> {
  const today = todayInIndia(now);
  const late = lateSql(today);
  const [grouped, rows] = await Promise.all([
    db
      .select({ stage: orders.stage, late, n: count() })
      .from(orders)
      .where(and(...baseConditions(filters)))
      // By position: the Late expression's parameter would not match a repeated copy of it.
      .groupBy(sql`1`, sql`2`),
    db
      .select({
        id: orders.id,
        number: orders.number,
        quotationId: orders.quotationId,
        quotationNumber: orders.quotationNumber,
        recordId: orders.recordId,
        buyerId: orders.buyerId,
        poNumber: orders.poNumber,
        buyer: orders.buyer,
        stage: orders.stage,
        closedShort: orders.closedShort,
        promisedDate: orders.promisedDate,
        assignedTo: orders.assignedTo,
        grandTotalPaise: orders.grandTotalPaise,
        currency: orders.currency,
        createdAt: orders.createdAt,
        updatedAt: orders.updatedAt,
        late,
      })
      .from(orders)
      .where(orderWhere(filters, now))
      .orderBy(...orderSort(filters))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const chosen: readonly OrderStage[] = filters.stage?.length ? filters.stage : ORDER_STAGES;
  const stageCounts: Record<string, number> = Object.fromEntries(ORDER_STAGES.map((s) => [s, 0]));
  let total = 0;
  let lateCount = 0;
  for (const g of grouped) {
    const n = Number(g.n);
    const isLate = g.late === true || String(g.late) === 'true';
    if (filters.late === undefined || filters.late === isLate) stageCounts[g.stage] = (stageCounts[g.stage] ?? 0) + n;
    if (!chosen.includes(g.stage)) continue;
    if (isLate) lateCount += n;
    if (filters.late === undefined || filters.late === isLate) total += n;
  }
  const extras = await pageExtras(db, rows);
  const data = rows.map((row) =>
    toOrderListItem(
      { ...row, late: row.late === true || String(row.late) === 'true' },
      {
        leadReference: row.recordId ? (extras.reference.get(row.recordId) ?? null) : null,
        assigneeName: row.assignedTo ? (extras.name.get(row.assignedTo) ?? '') : '',
        dispatchedShare: extras.share(extras.lines(row.id)),
        progress: dispatchProgress(row, extras.lines(row.id)),
      },
    ),
  );
  return { data, total, page, pageSize, stageCounts, lateCount };
}
