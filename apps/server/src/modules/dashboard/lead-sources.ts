import { and, gte, inArray } from 'drizzle-orm';
import { industryOfPath, readDescriptionField, type LeadSources } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { records } from '../../db/schema.js';

const DAY_MS = 86_400_000;
export const LEAD_SOURCE_WINDOWS = [30, 90] as const;

type LeadRow = { kind: string; createdAt: Date; origin: string | null; description: string; pagePath: string; landingPath: string };
/** What a lead counts under, worked out once for every window. */
type Counted = { at: number; origin: string; product: string; industry: string | null };

/** Names by count, most first, then by name. */
function ranked(names: string[]) {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The industry page a lead came through: the page it was sent from, else the page its visit started on (ADR 082). */
function industryOf(row: LeadRow): string | null {
  const slug = industryOfPath(row.pagePath) ?? industryOfPath(row.landingPath);
  if (slug === null) return null;
  return slug || 'Industries (overview)';
}

function counted(row: LeadRow): Counted {
  return {
    at: row.createdAt.getTime(),
    origin: row.origin ?? '',
    product: row.kind === 'quote' ? readDescriptionField(row.description, 'Product of Interest') : 'N/A',
    industry: industryOf(row),
  };
}

function breakdown(rows: Counted[], days: number, now: Date): LeadSources {
  const since = now.getTime() - days * DAY_MS;
  const within = rows.filter((row) => row.at >= since);
  return {
    days,
    total: within.length,
    bySource: ranked(within.map((row) => row.origin)),
    byProduct: ranked(within.map((row) => row.product).filter((name) => name && name !== 'N/A')),
    byIndustry: ranked(within.flatMap((row) => row.industry ?? [])),
  };
}

/**
 * Quotes and inquiries of the last 30 and 90 days by origin, product and industry page. One read of the
 * 90 days' leads (a few hundred rows for this business, under two thousand at 20,000 leads over three years),
 * each lead's origin, product and industry page worked out once, then counted for each window here.
 */
export async function leadSources(db: Db, now = new Date()): Promise<LeadSources[]> {
  const longest = Math.max(...LEAD_SOURCE_WINDOWS);
  const rows = await db
    .select({
      kind: records.kind,
      createdAt: records.createdAt,
      origin: records.origin,
      description: records.description,
      pagePath: records.pagePath,
      landingPath: records.landingPath,
    })
    .from(records)
    .where(and(inArray(records.kind, ['quote', 'inquiry']), gte(records.createdAt, new Date(now.getTime() - longest * DAY_MS))));
  const leads = rows.map(counted);
  return LEAD_SOURCE_WINDOWS.map((days) => breakdown(leads, days, now));
}
