import { QUANTITY_SCALE } from '@rp/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Orders and quotations keep their amounts in their currency's minor unit (paise, cents) with the rate frozen
 * when they were made: rupees per unit x RATE_SCALE (10,000 for INR). The dashboard shows every figure in
 * rupees: amount x rate / RATE_SCALE, rounded half up to the paisa (amounts are never negative).
 * The SQL twins divide with div() (whole numbers, exact) and work in numeric: no bigint overflow, no rounding
 * of a quotient's digits.
 */
export const RATE_SCALE = 10_000;
/** A discount in hundredths of a percent: 100 % is 10,000. */
const DISCOUNT_SCALE = 10_000;

/** One amount in paise: exact, half up. */
export const rupeesOf = (minor: bigint, rateTenThousandths: bigint): bigint =>
  (2n * minor * rateTenThousandths + BigInt(RATE_SCALE)) / (2n * BigInt(RATE_SCALE));

/** SQL: one row's amount converted as rupeesOf does. */
export const rupeesSql = (amount: SQL | AnyColumn, rate: SQL | AnyColumn): SQL =>
  sql`div(${amount}::numeric * ${rate} + ${sql.raw(String(RATE_SCALE / 2))}, ${sql.raw(String(RATE_SCALE))})`;

/** SQL: the sum in paise of each row's amount converted as rupeesOf does. */
export const rupeesSum = (amount: AnyColumn, rate: AnyColumn): SQL<string | null> => sql<string | null>`sum(${rupeesSql(amount, rate)})`;

/**
 * SQL: `quantityThousandths` of a stored quotation or order line (jsonb) at the line's price, in the line's minor
 * unit: the contract's lineTaxableBigInt (quantity x unit price / Per x (1 - discount), rounded half up; Per 1
 * when the line has none), so a sum over many rows is one number from the database instead of every row read
 * here. test/modules/dashboard/line-value-sql.test.ts holds it to the contract's result.
 */
export const lineTaxableSql = (line: SQL | AnyColumn, quantityThousandths: SQL | AnyColumn): SQL => {
  const per = sql`coalesce((${line} ->> 'Per')::numeric, 1)`;
  const discountScale = sql.raw(String(DISCOUNT_SCALE));
  const numerator = sql`${quantityThousandths}::numeric * (${line} ->> 'UnitPricePaise')::numeric * (${discountScale} - (${line} ->> 'DiscountHundredths')::numeric)`;
  const denominator = sql`${sql.raw(String(QUANTITY_SCALE))} * ${per} * ${discountScale}`;
  return sql`div(2 * ${numerator} + ${denominator}, 2 * ${denominator})`;
};
