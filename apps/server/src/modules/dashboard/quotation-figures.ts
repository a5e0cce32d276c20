import { and, count, gte, inArray, sql } from 'drizzle-orm';
import { indiaDay, paiseToRupees, type QuotationFigures } from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';
import { quotations } from '../../db/schema.js';
import { addDays } from '../../lib/days.js';
import { rupeesSql, rupeesSum } from './rupees.js';
import { monthDaysIst } from './service.js';

const OPEN = ['Sent', 'Viewed'] as const;
const DAY_MS = 86_400_000;

/** Quotation numbers mailed this month and their value in rupees (paise). */
export interface SentThisMonth {
  count: number;
  paise: number;
}

/**
 * Numbers mailed since the 1st (India time), each once at its latest revision mailed this month, and their value
 * in rupees: the quotation card's "sent this month" and the order card's "quoted", read once for both.
 */
export async function sentThisMonth(db: Db, now = new Date()): Promise<SentThisMonth> {
  const { start } = monthDaysIst(now);
  const [row] = await db
    .execute(
      sql`
      select count(*) as n, sum(${rupeesSql(sql`grand_total_paise`, sql`exchange_rate_ten_thousandths`)}) as total from (
        select distinct on (number_base) grand_total_paise, exchange_rate_ten_thousandths from ${quotations}
        where sent_at >= ${start.toISOString()}::timestamptz
        order by number_base, revision desc
      ) latest`,
    )
    .then(rowsOf<{ n: number | string; total: number | string | null }>);
  return { count: Number(row?.n ?? 0), paise: Number(row?.total ?? 0) };
}

/**
 * The dashboard's quotation figures (issue 33), from the stored totals (no lines read), in rupees (a quotation in
 * another currency at its rate, rounded half up to the paisa):
 * - sent this month: numbers mailed since the 1st (India time), each at its latest revision mailed this month;
 * - open: Sent or Viewed and valid today or later (the expiry job may not have run yet);
 * - win rate: accepted / (accepted + declined) over 90 days; a declined revision replaced by a sent one is Superseded and not counted;
 * - expiring: open and valid until today up to 7 days ahead.
 * Each query is served by an index: sent_at; (state, valid_until) for open and expiring, read once for both; the
 * partial indexes on accepted_at of Accepted and declined_at of Declined rows for the win rate.
 */
export async function quotationFigures(db: Db, now = new Date(), sent: Promise<SentThisMonth> = sentThisMonth(db, now)): Promise<QuotationFigures> {
  const today = indiaDay(now);
  const since90 = new Date(now.getTime() - 90 * DAY_MS);
  const [sentFigures, [open], decided] = await Promise.all([
    sent,
    db
      .select({
        n: count(),
        total: rupeesSum(quotations.grandTotalPaise, quotations.exchangeRateTenThousandths),
        expiring: sql<number | string>`count(*) filter (where ${quotations.validUntil} <= ${addDays(today, 7)}::date)`,
      })
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
  ]);
  const accepted = Number(decided.find((d) => d.state === 'Accepted')?.n ?? 0);
  const declined = Number(decided.find((d) => d.state === 'Declined')?.n ?? 0);
  return {
    sentThisMonth: sentFigures.count,
    sentThisMonthValue: paiseToRupees(sentFigures.paise),
    openCount: Number(open?.n ?? 0),
    openValue: paiseToRupees(Number(open?.total ?? 0)),
    accepted90Days: accepted,
    declined90Days: declined,
    winRate90Days: accepted + declined ? accepted / (accepted + declined) : null,
    expiringWithin7Days: Number(open?.expiring ?? 0),
  };
}
