import { sql } from 'drizzle-orm';
import type { EstimateFigures90 } from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';

const DAYS = 90;
const DAY_MS = 86_400_000;

interface Row {
  lines: number | string;
  median: number | string | null;
  won_below: number | string;
  lost_below: number | string;
  won_above: number | string;
  lost_above: number | string;
}

const rate = (won: number, lost: number) => (won + lost === 0 ? null : Math.round((won / (won + lost)) * 1000) / 1000);

/**
 * The estimate card: over the quotations sent in the last 90 days (the sent_at index; a revision replaced by a
 * later one is left out, its successor counts), the lines that carried an estimate, the median of the quoted price
 * per piece (unit price over Per) to the estimated one, and the win rates at or below the estimate and above it.
 */
export async function estimateFigures(db: Db, now = new Date()): Promise<EstimateFigures90> {
  const since = new Date(now.getTime() - DAYS * DAY_MS);
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      with estimated as (
        select q.state,
          (l.line ->> 'UnitPricePaise')::numeric / coalesce(nullif(l.line ->> 'Per', '')::numeric, 1) as quoted,
          (l.line -> 'Estimate' -> 'Figures' ->> 'PricePaise')::numeric as estimate
        from quotations q cross join lateral jsonb_array_elements(q.lines) as l(line)
        where q.sent_at >= ${since.toISOString()}::timestamptz and q.state <> 'Superseded'
          and jsonb_typeof(l.line -> 'Estimate') = 'object'
      )
      select count(*) as lines,
        percentile_cont(0.5) within group (order by quoted / estimate) filter (where estimate > 0) as median,
        count(*) filter (where quoted <= estimate and state = 'Accepted') as won_below,
        count(*) filter (where quoted <= estimate and state in ('Declined', 'Expired', 'Withdrawn')) as lost_below,
        count(*) filter (where quoted > estimate and state = 'Accepted') as won_above,
        count(*) filter (where quoted > estimate and state in ('Declined', 'Expired', 'Withdrawn')) as lost_above
      from estimated`),
  );
  const n = (v: number | string | undefined) => Number(v ?? 0);
  return {
    days: DAYS,
    linesEstimated: n(row?.lines),
    medianQuotedToEstimate: row?.median == null ? null : Math.round(Number(row.median) * 1000) / 1000,
    winRateAtOrBelow: rate(n(row?.won_below), n(row?.lost_below)),
    winRateAbove: rate(n(row?.won_above), n(row?.lost_above)),
  };
}
