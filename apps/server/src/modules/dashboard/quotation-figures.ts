import { and, count, gte, inArray, lte, sql } from 'drizzle-orm';
import { indiaDay, paiseToRupees, type QuotationFigures } from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';
import { quotations } from '../../db/schema.js';
import { addDays } from '../../lib/days.js';
import { rupeesSql, rupeesSum } from './rupees.js';
import { monthDaysIst } from './service.js';

const OPEN = ['Sent', 'Viewed'] as const;
const DAY_MS = 86_400_000;

/**
 * The dashboard's quotation figures (issue 33), from the stored totals (no lines read), in rupees (a quotation in
 * another currency at its rate, rounded half up to the paisa):
 * - sent this month: numbers mailed since the 1st (India time), each at its latest revision mailed this month;
 * - open: Sent or Viewed and valid today or later (the expiry job may not have run yet);
 * - win rate: accepted / (accepted + declined) over 90 days; a declined revision replaced by a sent one is Superseded and not counted;
 * - expiring: open and valid until today up to 7 days ahead.
 */
export async function quotationFigures(db: Db, now = new Date()): Promise<QuotationFigures> {
  const today = indiaDay(now);
  const { start } = monthDaysIst(now);
  const since90 = new Date(now.getTime() - 90 * DAY_MS);
  const [sentRows, [open], decided, [expiring]] = await Promise.all([
    db
      .execute(
        sql`
      select count(*) as n, sum(${rupeesSql(sql`grand_total_paise`, sql`exchange_rate_ten_thousandths`)}) as total from (
        select distinct on (number_base) grand_total_paise, exchange_rate_ten_thousandths from ${quotations}
        where sent_at >= ${start.toISOString()}::timestamptz
        order by number_base, revision desc
      ) latest`,
      )
      .then(rowsOf<{ n: number | string; total: number | string | null }>),
    db
      .select({ n: count(), total: rupeesSum(quotations.grandTotalPaise, quotations.exchangeRateTenThousandths) })
      .from(quotations)
      .where(and(inArray(quotations.state, OPEN), gte(quotations.validUntil, today))),
    db
      .select({ state: quotations.state, n: count() })
      .from(quotations)
      .where(
        sql`(${quotations.state} = 'Accepted' and ${quotations.acceptedAt} >= ${since90.toISOString()}::timestamptz)
          or (${quotations.state} = 'Declined' and ${quotations.declinedAt} >= ${since90.toISOString()}::timestamptz)`,
      )
      .groupBy(quotations.state),
    db
      .select({ n: count() })
      .from(quotations)
      .where(and(inArray(quotations.state, OPEN), gte(quotations.validUntil, today), lte(quotations.validUntil, addDays(today, 7)))),
  ]);
  const sent = sentRows[0];
  const accepted = Number(decided.find((d) => d.state === 'Accepted')?.n ?? 0);
  const declined = Number(decided.find((d) => d.state === 'Declined')?.n ?? 0);
  return {
    sentThisMonth: Number(sent?.n ?? 0),
    sentThisMonthValue: paiseToRupees(Number(sent?.total ?? 0)),
    openCount: Number(open?.n ?? 0),
    openValue: paiseToRupees(Number(open?.total ?? 0)),
    accepted90Days: accepted,
    declined90Days: declined,
    winRate90Days: accepted + declined ? accepted / (accepted + declined) : null,
    expiringWithin7Days: Number(expiring?.n ?? 0),
  };
}
