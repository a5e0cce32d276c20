import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ADMIN, freshDatabase, testConfig } from '../helpers.js';

const migrations = path.resolve(import.meta.dirname, '../../drizzle');

/** A database as a site before issue 43 has it: the first 23 migrations (0000-0022). */
async function databaseBeforeIssue43() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, 23);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const fresh = await freshDatabase({ empty: true });
  if (fresh.database.kind === 'pglite') await migratePglite(fresh.database.db as never, { migrationsFolder: dir });
  else await migratePostgres(fresh.database.db as never, { migrationsFolder: dir });
  return fresh;
}

// Stored before issue 43: rates of the old slabs (12 %, 28 %), no Per, DrawingRev, treatment or charge parts.
const buyer = {
  Company: 'Deccan Valves',
  Contact: 'R. Kulkarni',
  Email: 'rk@example.com',
  Phone: '',
  BillingAddress: 'Pune',
  ShippingAddress: '',
  GSTIN: '',
  PlaceOfSupply: '27',
};
const lines = [
  {
    Description: 'Valve stem',
    DrawingNo: 'DV-7 rev C',
    Material: '',
    Finish: '',
    HSN: '8481',
    QuantityThousandths: 10_000,
    UnitPricePaise: 10_000,
    DiscountHundredths: 0,
    GstRate: 12,
    LeadTime: '',
    QuantityBreaks: [],
    Unit: 'Nos',
  },
  {
    Description: 'Gland',
    DrawingNo: '',
    Material: '',
    Finish: '',
    HSN: '8481',
    QuantityThousandths: 2000,
    UnitPricePaise: 25_000,
    DiscountHundredths: 0,
    GstRate: 28,
    LeadTime: '',
    QuantityBreaks: [],
    Unit: 'Nos',
  },
];
const charges = [{ Kind: 'Freight', AmountPaise: 10_000, GstRate: 18 }];
// By hand: ₹1,000 at 12 %, ₹500 at 28 %, ₹100 at 18 %, IGST (Gujarat to Maharashtra): ₹120 + ₹140 + ₹18 = ₹278; ₹1,878.
const totals = { Taxable: 160_000, CGST: 0, SGST: 0, IGST: 27_800, RoundOff: 0, GrandTotal: 187_800 };

describe('migration 0023 (GST treatment, currency, close short)', () => {
  it('keeps the stored figures of a quotation and an order sent before it', async () => {
    const { database, drop } = await databaseBeforeIssue43();
    const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
    await database.db.execute(sql`
      with lead as (
        insert into records (kind, title, email, reference) values ('quote', 'Valve parts', 'rk@example.com', 'Q-2026-00007') returning id
      ), q as (
        insert into quotations (number_base, number, state, record_id, source, buyer, lines, charges, company_state_code,
          taxable_paise, igst_paise, grand_total_paise, sent_at, accepted_at, valid_until)
        select 'QT-2026-00007', 'QT-2026-00007', 'Accepted', id, 'Website', ${json(buyer)}, ${json(lines)}, ${json(charges)}, '24',
          160000, 27800, 187800, now(), now(), '2099-01-01' from lead returning id, record_id
      ), o as (
        insert into orders (number, quotation_id, quotation_number, record_id, promised_date, buyer, charges, totals, company_state_code,
          taxable_paise, grand_total_paise, accepted_at)
        select 'SO-2026-00003', id, 'QT-2026-00007', record_id, '2099-01-01', ${json(buyer)}, ${json(charges)},
          ${json({ TaxMode: 'IGST', LineTaxable: [100_000, 50_000], TaxSummary: [], Totals: totals, AmountInWords: 'Rupees One Thousand Eight Hundred Seventy-Eight Only' })},
          '24', 160000, 187800, now() from q returning id
      )
      insert into order_lines (order_id, position, line, quantity_thousandths, taxable_paise)
      select id, 0, ${json(lines[0])}, 10000, 100000 from o`);

    const app = await buildApp({ config: testConfig(), database, seed: false });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
    const headers = { authorization: `Bearer ${login.json().Token}` };
    const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload })).json();

    const [listed] = (await post('/quotation/list', {})).data;
    const [q] = (await post('/quotation/getByID', { _id: listed._id })).data;
    expect(q).toMatchObject({
      TaxMode: 'IGST',
      SupplierRegistration: 'Regular',
      Currency: 'INR',
      Buyer: { GstTreatment: 'Unregistered', ZeroRated: null },
      Totals: { Taxable: 1600, IGST: 278, GrandTotal: 1878 },
    });
    expect(q.Lines.map((l: { GstRate: number; Per: number; DrawingRev: string }) => [l.GstRate, l.Per, l.DrawingRev])).toEqual([
      [12, 1, ''],
      [28, 1, ''],
    ]);
    expect(q.Charges).toEqual([{ Kind: 'Freight', Amount: 100, GstRate: 18, Parts: [{ GstRate: 18, Amount: 100 }] }]);
    const [order] = (await post('/order/getByID', { _id: q.Order._id })).data;
    expect(order).toMatchObject({ Currency: 'INR', ExchangeRate: 1, ClosedShort: false, Totals: { GrandTotal: 1878, IGST: 278 } });

    await app.close();
    await drop();
  });
});
