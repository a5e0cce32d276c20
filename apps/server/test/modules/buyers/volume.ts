import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/client.js';
import { seedBuyerData } from '../../../src/cli/bench-buyers-seed.js';
import { linkUnlinkedDocuments } from '../../../src/modules/buyers/index.js';
import { listBuyerPage } from '../../../src/modules/buyers/list.js';
import { setupApp, target } from '../../helpers.js';

/**
 * The linking pass on data shaped like production (4 leads a buyer, half of them with a GSTIN, leads with their
 * quotations, orders and payments, the bench scripts' factories): every document linked to its own buyer, once.
 */
export async function linkingAtVolume(leads: number, batch: number) {
  const buyers = leads / 4;

  const ctx = await setupApp({}, { seed: false });
  const db = ctx.database.db;
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

  describe(`the linking pass at volume (${target})`, () => {
    it(
      `links ${leads} leads with their quotations and orders to ${buyers} buyers, each document to its own; a second run changes nothing`,
      { timeout: 600_000 },
      async () => {
        const seeded = await seedBuyerData(db, leads, buyers);
        const started = performance.now();
        const done = await linkUnlinkedDocuments(db, batch);
        const ms = Math.round(performance.now() - started);
        console.log(
          `linking pass (${target}): ${seeded.leads} leads, ${seeded.quotations} quotations, ${seeded.orders} orders -> ${done.buyersCreated} buyers in ${done.batches} batches, ${ms} ms`,
        );

        expect(done.buyersCreated).toBe(buyers);
        // Proformas and payments (the dashboard seed's and ours) take their order's buyer too.
        const money = await one<{ n: number }>(sql`select (select count(*) from proformas) + (select count(*) from payments) as n`);
        expect(done.linked).toBe(seeded.leads + seeded.quotations + seeded.orders + Number(money.n));
        const unlinked = await one<{ n: number }>(sql`select
      (select count(*) from records where buyer_id is null) + (select count(*) from quotations where buyer_id is null)
      + (select count(*) from orders where buyer_id is null) as n`);
        expect(Number(unlinked.n)).toBe(0);
        // Each document with the buyer of its own e-mail (any case) or GSTIN, and a lead with its quotation's.
        const wrong = await one<{ n: number }>(sql`select
      (select count(*) from quotations q join buyers b on b.id = q.buyer_id
        where (q.buyer ->> 'GSTIN') <> b.gstin or b.company <> q.buyer ->> 'Company')
      + (select count(*) from orders o join quotations q on q.id = o.quotation_id where o.buyer_id <> q.buyer_id)
      + (select count(*) from records r join quotations q on q.record_id = r.id where r.buyer_id <> q.buyer_id)
      + (select count(*) from records r where not exists (select 1 from buyer_contacts c where c.buyer_id = r.buyer_id and c.email = lower(r.email)))
      + (select count(*) from buyers b where (select count(*) from buyer_contacts c where c.buyer_id = b.id) <> 1) as n`);
        expect(Number(wrong.n)).toBe(0);
        const gstins = await one<{ with: number }>(sql`select count(*)::int as with from buyers where gstin <> ''`);
        expect(gstins.with).toBe(buyers / 2);

        // The list's top, read from the newest documents (list-top.ts), is the exact order of every buyer's last activity.
        const exact = rowsOf<{ id: string }>(
          await db.execute(sql`select b.id from buyers b where b.merged_into_id is null order by coalesce(greatest(
            (select max(created_at) from records where buyer_id = b.id), (select max(created_at) from quotations where buyer_id = b.id),
            (select max(created_at) from orders where buyer_id = b.id),
            (select max(created_at) from payments where buyer_id = b.id and removed_at is null)), b.updated_at) desc, b.id desc limit 150`),
        ).map((r) => r.id);
        for (const page of [1, 2, 3]) {
          const listed = await listBuyerPage(db, undefined, page, 50);
          expect(listed.data.map((b) => b._id)).toEqual(exact.slice((page - 1) * 50, page * 50));
        }
        const before = await one<{ sum: string }>(
          sql`select md5(string_agg(id::text || coalesce(buyer_id::text, ''), ',' order by id)) as sum from records`,
        );
        const second = await linkUnlinkedDocuments(db);
        expect(second).toMatchObject({ linked: 0, buyersCreated: 0, batches: 1 });
        expect(await one(sql`select md5(string_agg(id::text || coalesce(buyer_id::text, ''), ',' order by id)) as sum from records`)).toEqual(before);
        expect(await one<{ n: number }>(sql`select count(*)::int as n from buyers`)).toEqual({ n: buyers });
      },
    );
  });
}
