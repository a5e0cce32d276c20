import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { buyerContacts, buyers, quotations, records, type NewBuyerRow } from '../../db/schema.js';
import { BUYER_GST_TREATMENTS } from '../../db/buyer-schema.js';

/** First key of the two-key advisory locks on one GSTIN's or e-mail's hash: its linkings take turns. */
const KEY_LOCK_SPACE = 724_046;
/**
 * The gate between live linking (shared) and the start-up linking pass and merges (exclusive, one batch at a
 * time): a pass or a merge never runs between a request's look-up and its insert.
 */
const GATE_LOCK_SPACE = 724_047;

type LockTx = Pick<Db, 'execute'>;

/** Live linking: many at once, never during a pass batch or a merge. */
export const shareLinkGate = (tx: LockTx) => tx.execute(sql`select pg_advisory_xact_lock_shared(${GATE_LOCK_SPACE}, 0)`);
/** A pass batch or a merge: alone, after every live linking under way has committed. */
export const holdLinkGate = (tx: LockTx) => tx.execute(sql`select pg_advisory_xact_lock(${GATE_LOCK_SPACE}, 0)`);

const lockKey = (tx: LockTx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_SPACE}, hashtext(${key}))`);

/** Mailboxes anyone can open: their domain names a provider, not the buyer's company. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'ymail.com',
  'rediffmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'zoho.com',
] as const;

/** Who a document names as its buyer: what linking matches on and what a new buyer starts from. */
export interface BuyerParty {
  company: string;
  gstin?: string;
  email: string;
  /** The contact person. */
  name: string;
  phone?: string;
  /** The quotation's place of supply (a GST state code): the state when there is no GSTIN. */
  placeOfSupply?: string;
  gstTreatment?: string;
  billingAddress?: string;
}

const normalGstin = (gstin: string | undefined) => (gstin ?? '').trim().toUpperCase();
const normalEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/** A company name for a buyer whose document gave none: a business domain, else the person, else the address. */
export function companyOf(party: Pick<BuyerParty, 'company' | 'email' | 'name'>): string {
  const company = party.company.trim();
  if (company) return company.slice(0, 200);
  const email = normalEmail(party.email);
  const domain = email.split('@')[1] ?? '';
  const named = party.name.trim();
  if (domain && !(FREE_MAIL_DOMAINS as readonly string[]).includes(domain)) return domain;
  return (named || email || 'Unnamed buyer').slice(0, 200);
}

function newBuyerOf(party: BuyerParty): NewBuyerRow {
  const gstin = normalGstin(party.gstin);
  const place = /^[0-9]{2}$/.test(party.placeOfSupply ?? '') ? party.placeOfSupply! : '';
  const given = (BUYER_GST_TREATMENTS as readonly string[]).includes(party.gstTreatment ?? '') ? party.gstTreatment : undefined;
  return {
    company: companyOf(party),
    gstin,
    gstTreatment: (given ?? (gstin ? 'Registered' : 'Unregistered')) as NewBuyerRow['gstTreatment'],
    stateCode: gstin ? gstin.slice(0, 2) : place,
    billingAddress: (party.billingAddress ?? '').slice(0, 500),
  };
}

const liveBuyer = isNull(buyers.mergedIntoId);

/**
 * The buyer a document belongs to, inside the document's transaction: the live buyer with its GSTIN, else the
 * oldest live buyer with a contact of its e-mail (when the document has a GSTIN, only a buyer without one, which
 * then gets it), else a new buyer with the document's company and contact. Linkings of one GSTIN or e-mail take
 * turns (advisory locks, GSTIN first, so two never wait for each other crosswise): two requests from one new
 * address at once make one buyer, in any number of processes.
 */
export async function linkBuyer(tx: Tx, party: BuyerParty): Promise<string> {
  const gstin = normalGstin(party.gstin);
  const email = normalEmail(party.email);
  await shareLinkGate(tx);
  if (gstin) await lockKey(tx, `gstin:${gstin}`);
  if (email) await lockKey(tx, `email:${email}`);

  if (gstin) {
    const [byGstin] = await tx
      .select({ id: buyers.id })
      .from(buyers)
      .where(and(eq(buyers.gstin, gstin), liveBuyer))
      .limit(1);
    if (byGstin) return byGstin.id;
  }
  if (email) {
    const [byEmail] = await tx
      .select({ id: buyers.id })
      .from(buyerContacts)
      .innerJoin(buyers, eq(buyers.id, buyerContacts.buyerId))
      .where(and(eq(buyerContacts.email, email), liveBuyer, gstin ? eq(buyers.gstin, '') : undefined))
      .orderBy(asc(buyers.createdAt), asc(buyers.id))
      .limit(1);
    if (byEmail) {
      if (gstin) {
        const { gstin: _, ...rest } = newBuyerOf(party);
        await tx
          .update(buyers)
          .set({ gstin, gstTreatment: rest.gstTreatment, stateCode: rest.stateCode, updatedAt: new Date() })
          .where(eq(buyers.id, byEmail.id));
      }
      return byEmail.id;
    }
  }
  const [made] = await tx.insert(buyers).values(newBuyerOf(party)).returning({ id: buyers.id });
  const name = (party.name.trim() || email.split('@')[0] || companyOf(party)).slice(0, 120);
  await tx.insert(buyerContacts).values({ buyerId: made!.id, position: 0, name, email, phone: (party.phone ?? '').trim().slice(0, 30) });
  return made!.id;
}

/** The party of a quotation's (or order's) frozen buyer copy. */
export const partyOfQuotationBuyer = (buyer: {
  Company: string;
  Contact: string;
  Email: string;
  Phone?: string;
  GSTIN?: string;
  PlaceOfSupply?: string;
  GstTreatment?: string;
  BillingAddress?: string;
}): BuyerParty => ({
  company: buyer.Company,
  gstin: buyer.GSTIN,
  email: buyer.Email,
  name: buyer.Contact,
  phone: buyer.Phone,
  placeOfSupply: buyer.PlaceOfSupply,
  gstTreatment: buyer.GstTreatment,
  billingAddress: buyer.BillingAddress,
});

/**
 * A saved quotation's buyer, at once in its transaction: linked by its buyer copy's GSTIN, else its e-mail (a new
 * buyer else); its lead, while it has no buyer, gets the same one. Returns the buyer's id.
 */
export async function linkQuotationBuyer(
  tx: Tx,
  quotation: { id: string; recordId: string | null; buyer: Parameters<typeof partyOfQuotationBuyer>[0] },
): Promise<string> {
  const buyerId = await linkBuyer(tx, partyOfQuotationBuyer(quotation.buyer));
  await tx.update(quotations).set({ buyerId }).where(eq(quotations.id, quotation.id));
  if (quotation.recordId) {
    await tx
      .update(records)
      .set({ buyerId })
      .where(and(eq(records.id, quotation.recordId), isNull(records.buyerId)));
  }
  return buyerId;
}
