import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.js';
import { BUYER_GST_TREATMENTS } from '../../db/buyer-schema.js';
import { FREE_MAIL_DOMAINS, holdLinkGate } from './link.js';

/** Documents of each kind read per batch: a batch holds the link gate, so live requests wait at most one. */
export const LINK_BATCH = 5000;

export interface LinkPassResult {
  /** Leads, quotations and orders given a buyer. */
  linked: number;
  buyersCreated: number;
  batches: number;
}

const count = async (tx: Tx, query: SQL) => rowsOf(await tx.execute(query)).length;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A new buyer's company, as linkBuyer's companyOf: the document's, else a business mail domain, else the person. */
const companySql = sql`left(coalesce(nullif(company, ''),
  case when split_part(email, '@', 2) <> '' and split_part(email, '@', 2) not in (${list(FREE_MAIL_DOMAINS)}) then split_part(email, '@', 2) end,
  nullif(contact, ''), nullif(email, ''), 'Unnamed buyer'), 200)`;
const contactSql = sql`left(coalesce(nullif(contact, ''), nullif(split_part(email, '@', 1), ''), ${companySql}), 120)`;
const withoutGstin = BUYER_GST_TREATMENTS.filter((t) => t !== 'Registered');

/** The frozen buyer copy of a quotation or an order, as a link_docs row. */
const fromBuyerCopy = (kind: string, table: SQL, batch: number) => sql`
  insert into link_docs
  select ${kind}, id, created_at, upper(trim(coalesce(buyer ->> 'GSTIN', ''))), lower(trim(coalesce(buyer ->> 'Email', ''))),
    trim(coalesce(buyer ->> 'Company', '')), trim(coalesce(buyer ->> 'Contact', '')), left(trim(coalesce(buyer ->> 'Phone', '')), 30),
    coalesce(buyer ->> 'PlaceOfSupply', ''), coalesce(buyer ->> 'GstTreatment', ''), left(coalesce(buyer ->> 'BillingAddress', ''), 500), null
  from ${table}
  where buyer_id is null and (trim(coalesce(buyer ->> 'GSTIN', '')) <> '' or trim(coalesce(buyer ->> 'Email', '')) <> '')
  order by created_at, id limit ${batch}`;

/**
 * Leads: the GSTIN and e-mail of their newest quotation when they have one (so a lead and its quotation find the
 * same buyer), else their own e-mail; the company they stored, else the quotation's.
 */
const fromLeads = (batch: number) => sql`
  insert into link_docs
  select 'record', r.id, r.created_at, upper(trim(coalesce(q.buyer ->> 'GSTIN', ''))),
    coalesce(nullif(lower(trim(coalesce(q.buyer ->> 'Email', ''))), ''), lower(trim(r.email))),
    coalesce(nullif(trim(r.company), ''), trim(coalesce(q.buyer ->> 'Company', ''))), trim(r.title), left(trim(r.contact_no), 30),
    coalesce(q.buyer ->> 'PlaceOfSupply', ''), coalesce(q.buyer ->> 'GstTreatment', ''), left(coalesce(q.buyer ->> 'BillingAddress', ''), 500), null
  from records r
  left join lateral (select buyer from quotations where record_id = r.id order by revision desc limit 1) q on true
  where r.buyer_id is null
    and (trim(r.email) <> '' or trim(coalesce(q.buyer ->> 'GSTIN', '')) <> '' or trim(coalesce(q.buyer ->> 'Email', '')) <> '')
  order by r.created_at, r.id limit ${batch}`;

/** One buyer per key (GSTIN or e-mail) no live buyer has, from the newest document with it; returns how many. */
async function createBuyersFor(tx: Tx, key: 'gstin' | 'email'): Promise<number> {
  await tx.execute(sql`truncate link_new`);
  const keyColumn = sql.raw(key);
  const treatment =
    key === 'gstin'
      ? sql`case when treatment in (${list(BUYER_GST_TREATMENTS)}) then treatment else 'Registered' end`
      : sql`case when treatment in (${list(withoutGstin)}) then treatment else 'Unregistered' end`;
  const state = key === 'gstin' ? sql`left(gstin, 2)` : sql`case when place ~ '^[0-9]{2}$' then place else '' end`;
  const made = await count(
    tx,
    sql`insert into link_new
      select gen_random_uuid(), ${keyColumn}, ${companySql}, ${key === 'gstin' ? sql`gstin` : sql`''`}, ${treatment}, ${state}, address,
        ${contactSql}, email, phone, first_at, created_at
      from (select distinct on (${keyColumn}) *, min(created_at) over (partition by ${keyColumn}) as first_at
            from link_docs where buyer_id is null and ${keyColumn} <> ''
            order by ${keyColumn}, created_at desc) newest
      returning id`,
  );
  if (made === 0) return 0;
  // Dated by its documents, not by the pass: the list's last activity of a buyer without documents is its own change.
  await tx.execute(sql`insert into buyers (id, company, gstin, gst_treatment, state_code, billing_address, created_at, updated_at)
    select id, company, gstin, treatment, state_code, address, first_at, last_at from link_new`);
  await tx.execute(sql`insert into buyer_contacts (buyer_id, position, name, email, phone) select id, 0, contact, email, phone from link_new`);
  await tx.execute(sql`update link_docs d set buyer_id = n.id from link_new n where d.buyer_id is null and d.${keyColumn} = n.key`);
  return made;
}

/** One batch, alone behind the link gate: it reads what is unlinked only once earlier batches (of any process) committed. */
async function linkBatch(tx: Tx, batch: number): Promise<{ linked: number; buyersCreated: number; read: number }> {
  await holdLinkGate(tx);
  // An order belongs to its quotation's buyer.
  let linked = await count(
    tx,
    sql`update orders o set buyer_id = q.buyer_id from quotations q
      where o.buyer_id is null and q.id = o.quotation_id and q.buyer_id is not null returning o.id`,
  );
  await tx.execute(sql`create temp table link_docs (kind text, id uuid, created_at timestamptz, gstin text, email text, company text,
    contact text, phone text, place text, treatment text, address text, buyer_id uuid) on commit drop`);
  await tx.execute(sql`create temp table link_new (id uuid, key text, company text, gstin text, treatment text, state_code text,
    address text, contact text, email text, phone text, first_at timestamptz, last_at timestamptz) on commit drop`);
  await tx.execute(fromBuyerCopy('quotation', sql`quotations`, batch));
  await tx.execute(fromBuyerCopy('order', sql`orders`, batch));
  await tx.execute(fromLeads(batch));
  const [{ read } = { read: 0 }] = rowsOf<{ read: number }>(await tx.execute(sql`select count(*)::int as read from link_docs`));
  // Statistics for the joins below: without them the planner guesses a tiny table and loops over it.
  await tx.execute(sql`analyze link_docs`);
  if (read === 0) return { linked: linked + (await linkByOrder(tx)), buyersCreated: 0, read };

  await tx.execute(sql`update link_docs d set buyer_id = b.id from buyers b
    where d.gstin <> '' and b.gstin = d.gstin and b.merged_into_id is null`);
  let buyersCreated = await createBuyersFor(tx, 'gstin');
  await tx.execute(sql`update link_docs d set buyer_id = m.buyer_id
    from (select distinct on (c.email) c.email, c.buyer_id from buyer_contacts c join buyers b on b.id = c.buyer_id
          where b.merged_into_id is null and c.email in (select email from link_docs where buyer_id is null and email <> '')
          order by c.email, b.created_at, b.id) m
    where d.buyer_id is null and d.email = m.email`);
  buyersCreated += await createBuyersFor(tx, 'email');

  for (const [kind, table] of [
    ['quotation', 'quotations'],
    ['order', 'orders'],
    ['record', 'records'],
  ] as const) {
    linked += await count(
      tx,
      sql`update ${sql.raw(table)} t set buyer_id = d.buyer_id from link_docs d
        where d.kind = ${kind} and t.id = d.id and t.buyer_id is null and d.buyer_id is not null returning t.id`,
    );
  }
  linked += await linkByOrder(tx);
  return { linked, buyersCreated, read };
}

/** Proformas and payments belong to their order's buyer (those made before it had one). */
async function linkByOrder(tx: Tx): Promise<number> {
  let linked = 0;
  for (const table of ['proformas', 'payments']) {
    linked += await count(
      tx,
      sql`update ${sql.raw(table)} t set buyer_id = o.buyer_id from orders o
        where t.buyer_id is null and o.id = t.order_id and o.buyer_id is not null returning t.id`,
    );
  }
  return linked;
}

/**
 * Links every lead, quotation and order without a buyer (issue 46), and the proformas and payments of their orders: by the GSTIN of a quotation's or order's buyer
 * copy, else by e-mail (case-insensitive), else a new buyer per GSTIN or e-mail. Set-based, a batch per
 * transaction. Idempotent: a second run finds nothing unlinked. Two runs at once (two processes starting) are
 * harmless: batches take turns on the link gate, and each reads the unlinked rows after the other's batch committed.
 * Documents with neither a GSTIN nor an e-mail stay unlinked.
 */
export async function linkUnlinkedDocuments(db: Db, batch = LINK_BATCH): Promise<LinkPassResult> {
  const total: LinkPassResult = { linked: 0, buyersCreated: 0, batches: 0 };
  for (;;) {
    const done = await db.transaction((tx) => linkBatch(tx, batch));
    total.linked += done.linked;
    total.buyersCreated += done.buyersCreated;
    total.batches += 1;
    // Every row read has a key, so gets a buyer; a batch that read rows but linked none would mean a bug: stop.
    if (done.read === 0 || done.linked === 0) return total;
  }
}
