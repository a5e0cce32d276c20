import { sql } from 'drizzle-orm';
import { indiaDay, paiseToRupees, thousandthsToQuantity, type RateTablesData, type SimilarLine } from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';

const LIMIT = 10;
/** "Similar size": the part's volume (or the bar's diameter) within this share either way. */
const SIZE_TOLERANCE = 0.2;

interface Row {
  id: string;
  number: string;
  at: string;
  company: string;
  currency: string;
  state: string;
  line: {
    Description: string;
    DrawingNo: string;
    Material: string;
    QuantityThousandths: number;
    UnitPricePaise: number;
    Estimate?: { MaterialId?: string; Volume?: number | null; Stock?: { Diameter?: number } } | null;
  };
}

const outcome = (state: string): SimilarLine['State'] => (state === 'Accepted' ? 'won' : ['Sent', 'Viewed'].includes(state) ? 'open' : 'lost');

/** A drawing number compared without case, spaces or a revision suffix the staff may have typed into it. */
const drawingKey = (drawingNo: string) => drawingNo.toLowerCase().replace(/\s+/g, '');

const toWire = (r: Row, match: SimilarLine['Match']): SimilarLine => ({
  QuotationId: r.id,
  Number: r.number,
  Date: indiaDay(new Date(r.at)),
  Company: r.company,
  Description: r.line.Description,
  DrawingNo: r.line.DrawingNo,
  Material: r.line.Material,
  Quantity: thousandthsToQuantity(r.line.QuantityThousandths),
  UnitPrice: paiseToRupees(r.line.UnitPricePaise),
  Currency: r.currency,
  State: outcome(r.state),
  Match: match,
});

const within = (value: number | null | undefined, target: number | undefined) =>
  target === undefined || (value != null && Math.abs(value - target) <= target * SIZE_TOLERANCE);

/**
 * Earlier quotation lines (sent ones: not drafts, not replaced revisions), newest first: the same drawing number
 * first, then lines of the same material (its Id in the estimate, or its name typed as the line's material) whose
 * part volume or bar diameter is within 20 %.
 */
export async function similarLines(
  db: Db,
  query: { DrawingNo?: string; MaterialId?: string; Volume?: number; Diameter?: number },
  rates: RateTablesData,
): Promise<SimilarLine[]> {
  const found: SimilarLine[] = [];
  const seen = new Set<string>();
  const take = (rows: Row[], match: SimilarLine['Match'], keep: (r: Row) => boolean) => {
    for (const r of rows) {
      const key = `${r.id}:${r.line.Description}:${r.line.QuantityThousandths}`;
      if (found.length < LIMIT && !seen.has(key) && keep(r)) {
        seen.add(key);
        found.push(toWire(r, match));
      }
    }
  };
  const base = sql`select q.id, q.number, coalesce(q.sent_at, q.created_at)::text as at, q.buyer ->> 'Company' as company,
      q.currency, q.state, l.line
    from quotations q cross join lateral jsonb_array_elements(q.lines) as l(line)
    where q.state not in ('Draft', 'Superseded')`;
  if (query.DrawingNo) {
    const key = drawingKey(query.DrawingNo);
    const rows = rowsOf<Row>(
      await db.execute(sql`${base} and lower(regexp_replace(l.line ->> 'DrawingNo', '\\s', '', 'g')) = ${key}
        order by coalesce(q.sent_at, q.created_at) desc limit ${LIMIT * 3}`),
    );
    take(rows, 'drawing', () => true);
  }
  if (query.MaterialId && found.length < LIMIT) {
    const name = rates.Materials.find((m) => m.Id === query.MaterialId)?.Name.toLowerCase() ?? '';
    const rows = rowsOf<Row>(
      await db.execute(sql`${base} and (l.line -> 'Estimate' ->> 'MaterialId' = ${query.MaterialId} or lower(l.line ->> 'Material') = ${name})
        order by coalesce(q.sent_at, q.created_at) desc limit 200`),
    );
    take(rows, 'material', (r) => within(r.line.Estimate?.Volume, query.Volume) && within(r.line.Estimate?.Stock?.Diameter, query.Diameter));
  }
  return found;
}
