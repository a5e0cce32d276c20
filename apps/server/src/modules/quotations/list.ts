import { and, asc, count, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, QUOTATION_STATES, type OrderLink, type QuotationListItem, type QuotationSource, type QuotationState } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orders, quotations, records } from '../../db/schema.js';
import { istDayStart } from '../records/index.js';
import { toListItem } from './wire.js';

const DAY_MS = 86_400_000;

/** What a list row shows: the lines stay in the database. */
const listColumns = {
  id: quotations.id,
  number: quotations.number,
  revision: quotations.revision,
  state: quotations.state,
  source: quotations.source,
  recordId: quotations.recordId,
  buyerId: quotations.buyerId,
  buyer: quotations.buyer,
  grandTotalPaise: quotations.grandTotalPaise,
  currency: quotations.currency,
  validUntil: quotations.validUntil,
  createdAt: quotations.createdAt,
  updatedAt: quotations.updatedAt,
  sentAt: quotations.sentAt,
  acceptedAt: quotations.acceptedAt,
};

export interface QuotationFilters {
  search?: string;
  state?: QuotationState[];
  source?: QuotationSource[];
  sort?: 'newest' | 'oldest';
  from?: string;
  to?: string;
}

/** LIKE treats % _ and \ specially; a search for them means the characters themselves. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search, source and dates: what the state chips count within. */
export function baseConditions(filters: QuotationFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(sql`${quotations.searchText} like '%' || lower(${escapeLike(filters.search)}) || '%'`);
  if (filters.source?.length) conditions.push(inArray(quotations.source, filters.source));
  if (filters.from) conditions.push(gte(quotations.createdAt, istDayStart(filters.from)));
  if (filters.to) conditions.push(lt(quotations.createdAt, new Date(istDayStart(filters.to).getTime() + DAY_MS)));
  return conditions;
}

export function quotationWhere(filters: QuotationFilters): SQL | undefined {
  const conditions = baseConditions(filters);
  if (filters.state?.length) conditions.push(inArray(quotations.state, filters.state));
  return and(...conditions);
}

export const quotationOrder = (filters: QuotationFilters): SQL[] =>
  filters.sort === 'oldest' ? [asc(quotations.createdAt), asc(quotations.id)] : [desc(quotations.createdAt), desc(quotations.id)];

export interface QuotationPage {
  data: QuotationListItem[];
  total: number;
  page: number;
  pageSize: number;
  stateCounts: Record<string, number>;
}

/**
 * One page of quotations (every revision is a row), newest first, with the per-state counts of the
 * matches for the filter chips; the total is the sum of the chosen states' counts. Two queries.
 */
export async function listQuotationPage(db: Db, filters: QuotationFilters, page = 1, pageSize = PAGE_SIZE_DEFAULT): Promise<QuotationPage> {
  const [grouped, rows] = await Promise.all([
    db
      .select({ state: quotations.state, n: count() })
      .from(quotations)
      .where(and(...baseConditions(filters)))
      .groupBy(quotations.state),
    db
      .select(listColumns)
      .from(quotations)
      .where(quotationWhere(filters))
      .orderBy(...quotationOrder(filters))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const stateCounts: Record<string, number> = Object.fromEntries(QUOTATION_STATES.map((s) => [s, 0]));
  for (const { state, n } of grouped) stateCounts[state] = Number(n);
  const chosen: readonly QuotationState[] = filters.state?.length ? filters.state : QUOTATION_STATES;
  let total = 0;
  for (const state of chosen) total += stateCounts[state] ?? 0;
  // The page's lead references in a query of their own: joining before the OFFSET would look up every skipped row's lead.
  const leadIds = [...new Set(rows.flatMap((row) => (row.recordId ? [row.recordId] : [])))];
  const leads = leadIds.length
    ? await db.select({ id: records.id, reference: records.reference }).from(records).where(inArray(records.id, leadIds))
    : [];
  const references = new Map(leads.map((lead) => [lead.id, lead.reference]));
  // Likewise the orders of the page's accepted revisions (an order is made only with an acceptance).
  const acceptedIds = rows.flatMap((row) => (row.state === 'Accepted' ? [row.id] : []));
  const made = acceptedIds.length
    ? await db
        .select({ quotationId: orders.quotationId, _id: orders.id, Number: orders.number, Stage: orders.stage })
        .from(orders)
        .where(inArray(orders.quotationId, acceptedIds))
    : [];
  const orderOf = new Map<string, OrderLink>(made.map(({ quotationId, ...link }) => [quotationId, link]));
  const data = rows.map((row) => toListItem(row, row.recordId ? (references.get(row.recordId) ?? null) : null, orderOf.get(row.id) ?? null));
  return { data, total, page, pageSize, stateCounts };
}
