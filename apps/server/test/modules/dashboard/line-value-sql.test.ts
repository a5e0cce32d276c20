import { lineTaxableBigInt } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/client.js';
import { lineTaxableSql, rupeesOf, rupeesSql } from '../../../src/modules/dashboard/rupees.js';
import { freshDatabase } from '../../helpers.js';

const { database, drop } = await freshDatabase();
afterAll(async () => {
  await database.close();
  await drop();
});

type Line = { UnitPricePaise: number; DiscountHundredths: number; Per?: number };
type Case = { i: number; line: Line; q: number; rate: number };

/** Quantities, prices, discounts, Per and rates from the smallest to the largest the contract allows. */
const QUANTITIES = [0, 1, 999, 1000, 600_000, 1_235_000, 999_999_999, 1_000_000_000];
const PRICES = [0, 1, 3850, 41_250, 99_999, 10_00_00_000_00];
const DISCOUNTS = [0, 1, 250, 1250, 9999, 10_000];
const PERS = [undefined, 1, 100, 1000];
const RATES = [1, 5000, 10_000, 835_123];

function cases(): Case[] {
  const all: Case[] = [];
  for (const q of QUANTITIES)
    for (const UnitPricePaise of PRICES)
      for (const DiscountHundredths of DISCOUNTS)
        for (const Per of PERS) {
          const line: Line = Per === undefined ? { UnitPricePaise, DiscountHundredths } : { UnitPricePaise, DiscountHundredths, Per };
          all.push({ i: all.length, line, q, rate: RATES[all.length % RATES.length]! });
        }
  return all;
}

/** Each case's value worked out by the database, through the dashboard's SQL. */
async function inSql(all: Case[]): Promise<Map<number, bigint>> {
  const rows = rowsOf<{ i: number; paise: string }>(
    await database.db.execute(sql`
      select i, ${rupeesSql(lineTaxableSql(sql`line`, sql`q`), sql`rate`)}::text as paise
      from jsonb_to_recordset(${JSON.stringify(all)}::jsonb) as v(i int, line jsonb, q bigint, rate bigint)`),
  );
  return new Map(rows.map((r) => [Number(r.i), BigInt(r.paise)]));
}

describe('the dashboard’s dispatched value in SQL', () => {
  it('is the contract’s line value (quantity x price / Per x (1 - discount), half up) in rupees at the rate, half up, for every case', async () => {
    const all = cases();
    const fromSql = await inSql(all);
    const wrong = all
      .map((c) => ({ ...c, contract: rupeesOf(lineTaxableBigInt({ ...c.line, QuantityThousandths: c.q }), BigInt(c.rate)), sql: fromSql.get(c.i) }))
      .filter((c) => c.sql !== c.contract);
    expect(all.length).toBe(1152);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('rounds a half paisa up at both steps: 1,235 washers at ₹38.50 per 100, in rupees and at ₹83.5123 a dollar', async () => {
    const washers: Case = { i: 0, line: { UnitPricePaise: 3850, DiscountHundredths: 0, Per: 100 }, q: 1_235_000, rate: 10_000 };
    const inDollars: Case = { ...washers, i: 1, rate: 835_123 };
    const fromSql = await inSql([washers, inDollars]);
    // ₹475.475 is 47,547.5 paise: 47,548; $475.48 x 83.5123 = ₹39,708.428404: 39,70,843 paise.
    expect([fromSql.get(0), fromSql.get(1)]).toEqual([47_548n, 3_970_843n]);
  });
});
