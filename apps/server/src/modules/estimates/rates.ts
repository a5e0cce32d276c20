import { eq, sql } from 'drizzle-orm';
import { RATE_TABLES_SEED, rateTablesBody, rateTablesToWire, type RateTablesBody, type RateTablesData, type RateTablesWire } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { estimateRates } from '../../db/schema.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';

const ROW_ID = 1;
type Reader = Pick<Db, 'select'>;

export interface RatesSnapshot {
  data: RateTablesData;
  wire: RateTablesWire;
}

/** The stored rate tables (the seeded ones before an Owner saves); pass a transaction to read inside it. */
export async function readRates(db: Reader): Promise<RatesSnapshot> {
  const [row] = await db.select().from(estimateRates).where(eq(estimateRates.id, ROW_ID)).limit(1);
  // A set stored by an older schema goes through today's (a field added since takes the seed's value).
  const parsed = row ? rateTablesBody.safeParse({ ...RATE_TABLES_SEED, ...fromStored(row.rates) }) : null;
  const data = parsed?.success ? withIds(parsed.data) : (row?.rates ?? RATE_TABLES_SEED);
  return { data, wire: rateTablesToWire(data, row ? row.updatedAt.toISOString() : null, row?.updatedBy ?? null) };
}

/** The stored paise back to the body's rupees, so a stored set can be checked again by the body's schema. */
const fromStored = (data: RateTablesData) => {
  const wire = rateTablesToWire(data, null, null);
  const { UpdatedAt: _at, UpdatedBy: _by, ...body } = wire;
  return body;
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30) || 'row';

/** Ids as the client sent them; a new row gets one from its name, made unique within its table. */
function withIds(body: RateTablesBody): RateTablesData {
  const fill = <T extends { Id: string; Name: string }>(rows: T[]): T[] => {
    const taken = new Set(rows.map((r) => r.Id).filter(Boolean));
    return rows.map((row) => {
      if (row.Id) return row;
      let id = slug(row.Name);
      for (let n = 2; taken.has(id); n++) id = `${slug(row.Name)}-${n}`;
      taken.add(id);
      return { ...row, Id: id };
    });
  };
  return { ...body, Machines: fill(body.Machines), Materials: fill(body.Materials), Processes: fill(body.Processes) };
}

const TABLES = ['Machines', 'Materials', 'Processes', 'BarSizes', 'Allowances', 'DefaultMarginPercent', 'DefaultMaterialId'] as const;

/**
 * Saves the whole set (Owner). Applies to new estimates only: a saved estimate keeps the rows it was made with.
 * The activity log names the tables that changed, never the values.
 */
export async function saveRates(db: Db, body: RateTablesBody, actor: ActivityActor): Promise<RatesSnapshot> {
  const data = withIds(body);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(estimateRates).where(eq(estimateRates.id, ROW_ID)).for('update').limit(1);
    const before = current?.rates ?? RATE_TABLES_SEED;
    await tx
      .insert(estimateRates)
      .values({ id: ROW_ID, rates: data, updatedAt: sql`now()`, updatedBy: actor.actorEmail })
      .onConflictDoUpdate({ target: estimateRates.id, set: { rates: data, updatedAt: sql`now()`, updatedBy: actor.actorEmail } });
    const changed = TABLES.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(data[key]));
    await recordActivity(tx, { ...actor, kind: 'estimate-rates-updated', subject: 'Rates', details: { changed: changed.join(', ') } });
  });
  return readRates(db);
}
