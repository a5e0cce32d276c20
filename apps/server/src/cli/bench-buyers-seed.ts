/**
 * The buyers benchmark's data (issue 46): the dashboard's leads, quotations and orders (bench-dashboard-seed.ts),
 * reshaped so `buyers` companies send them: quotation number n belongs to buyer n mod `buyers`, its lead and its
 * order carry the same e-mail and company, half the buyers have a GSTIN, one e-mail in seven is written in
 * capitals on the lead; a payment on every third order. Nothing is linked: the linking pass does that.
 */
import { gstinCheckCharacter } from '@rp/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { seedDashboardData, type SeededCounts } from './bench-dashboard-seed.js';

/** A valid GSTIN per buyer number (Gujarat), distinct for every k below 10,000. */
export function benchGstin(k: number): string {
  const first14 = `24AAACB${String(k).padStart(4, '0')}A1Z`;
  return first14 + gstinCheckCharacter(first14);
}

export interface BuyerSeedCounts extends SeededCounts {
  payments: number;
}

export async function seedBuyerData(db: Db, leads: number, buyers: number): Promise<BuyerSeedCounts> {
  const seeded = await seedDashboardData(db, leads);
  // One transaction: the temporary table lives on its connection.
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table bench_buyer (k int primary key, gstin text not null) on commit drop`);
    for (let from = 0; from < buyers; from += 1000) {
      const ks = Array.from({ length: Math.min(1000, buyers - from) }, (_, i) => from + i);
      await tx.execute(
        sql`insert into bench_buyer (k, gstin) values ${sql.join(
          ks.map((k) => sql`(${k}, ${k % 2 === 0 ? benchGstin(k) : ''})`),
          sql`, `,
        )}`,
      );
    }
    // The quotation number's serial (QT-2000-00001: 1) picks its buyer.
    await tx.execute(sql`update quotations q set buyer = q.buyer || jsonb_build_object(
            'Company', 'Bench Buyer ' || b.k, 'Contact', 'Purchase ' || b.k, 'Email', 'purchase.' || b.k || '@buyer' || b.k || '.example.in',
            'GSTIN', b.gstin, 'GstTreatment', case when b.gstin = '' then 'Unregistered' else 'Registered' end)
        from bench_buyer b
        where b.k = (substring(q.number_base from '[0-9]+$')::int - 1) % ${buyers}`);
    await tx.execute(sql`update orders o set buyer = q.buyer from quotations q where q.id = o.quotation_id`);
    await tx.execute(sql`update records r set company = q.buyer ->> 'Company', title = q.buyer ->> 'Contact',
            email = case when r.reference like '%7' then upper(q.buyer ->> 'Email') else q.buyer ->> 'Email' end
        from quotations q where q.record_id = r.id and q.revision = 0`);
  });
  const paid = await db.execute(sql`insert into payments (order_id, amount_paise, date, mode, reference)
    select id, grand_total_paise * 3 / 10, (accepted_at + interval '2 days')::date, 'NEFT', 'UTR' || number
    from orders where (substring(number from '[0-9]+$')::int) % 3 = 0 and stage <> 'Cancelled' returning id`);
  // Recorded on the day the money came, as staff do (a bulk insert would date every payment now).
  await db.execute(sql`update payments set created_at = date::timestamp + interval '6 hours', updated_at = date::timestamp + interval '6 hours'`);
  const payments = Array.isArray(paid) ? paid.length : (paid as { rows: unknown[] }).rows.length;
  return { ...seeded, payments };
}
