import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Orders and quotations keep their amounts in their currency's minor unit (paise, cents) with the rate frozen
 * when they were made: rupees per unit x RATE_SCALE (10,000 for INR). The dashboard shows every figure in
 * rupees: amount x rate / RATE_SCALE, rounded half up to the paisa (amounts are never negative).
 */
export const RATE_SCALE = 10_000;

/** One amount in paise: exact, half up. */
export const rupeesOf = (minor: bigint, rateTenThousandths: bigint): bigint =>
  (2n * minor * rateTenThousandths + BigInt(RATE_SCALE)) / (2n * BigInt(RATE_SCALE));

/** SQL: the sum in paise of each row's amount converted as rupeesOf does (numeric: no bigint overflow). */
export const rupeesSum = (amount: AnyColumn, rate: AnyColumn): SQL<string | null> =>
  sql<string | null>`sum(floor((${amount}::numeric * ${rate} + ${RATE_SCALE / 2}) / ${RATE_SCALE}))`;

/** The same conversion for one row's columns named in raw SQL. */
export const rupeesSql = (amount: SQL, rate: SQL): SQL => sql`floor((${amount}::numeric * ${rate} + ${RATE_SCALE / 2}) / ${RATE_SCALE})`;
