import { and, eq, isNull, ne } from 'drizzle-orm';
import type { BuyerSaveBody } from '@rp/contract';
import type { Db, Tx } from '../../db/client.js';
import { buyerContacts, buyers, type BuyerRow } from '../../db/schema.js';
import { conflict } from '../../lib/http-errors.js';
import { recordActivity, type ActivityActor } from '../activity/index.js';
import { liveBuyerOr404 } from './read.js';

/** The record's columns from a checked body; treatment and state default from the GSTIN. */
function columnsOf(body: BuyerSaveBody) {
  const gstin = body.GSTIN.toUpperCase();
  return {
    company: body.Company,
    gstin,
    gstTreatment: body.GstTreatment ?? (gstin ? 'Registered' : 'Unregistered'),
    billingAddress: body.BillingAddress,
    city: body.City,
    pinCode: body.PinCode,
    stateCode: body.StateCode || (gstin ? gstin.slice(0, 2) : ''),
    shippingAddresses: body.ShippingAddresses,
    notes: body.Notes,
  };
}

/** 409 naming the live buyer that has the GSTIN (unnamed when a save at the same moment took it). */
const gstinTaken = (gstin: string, company?: string) => {
  const holder = company ? `buyer ${company}` : 'another buyer';
  return conflict(`GSTIN ${gstin} is already used by ${holder}: open that buyer, or merge the two.`, { GSTIN: `Already used by ${holder}.` });
};

/** 409 when another live buyer has the GSTIN (the partial unique index would refuse it anyway, less clearly). */
async function checkGstinFree(tx: Tx, gstin: string, selfId: string | null) {
  if (!gstin) return;
  const [other] = await tx
    .select({ company: buyers.company })
    .from(buyers)
    .where(and(eq(buyers.gstin, gstin), isNull(buyers.mergedIntoId), selfId ? ne(buyers.id, selfId) : undefined))
    .limit(1);
  if (other) throw gstinTaken(gstin, other.company);
}

/** The contacts, replaced whole in the order given (e-mails lower-cased by the contract). */
async function writeContacts(tx: Tx, buyerId: string, contacts: BuyerSaveBody['Contacts']) {
  await tx.delete(buyerContacts).where(eq(buyerContacts.buyerId, buyerId));
  await tx.insert(buyerContacts).values(
    contacts.map((c, position) => ({
      buyerId,
      position,
      name: c.Name,
      email: c.Email,
      phone: c.Phone,
      designation: c.Designation,
      seesCompanyDocuments: c.SeesCompanyDocuments,
    })),
  );
}

/** A unique violation of buyers_gstin_idx: two saves of one GSTIN at once, the later one loses. */
const isGstinRace = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
};

/** POST /buyer/save: a new buyer (without _id) or its record replaced, with an activity entry, in one transaction. */
export async function saveBuyer(db: Db, body: BuyerSaveBody, actor: ActivityActor): Promise<{ row: BuyerRow; created: boolean }> {
  const columns = columnsOf(body);
  try {
    return await db.transaction(async (tx) => {
      const created = !body._id;
      let row: BuyerRow;
      if (body._id) {
        await liveBuyerOr404(tx, body._id, { forUpdate: true });
        await checkGstinFree(tx, columns.gstin, body._id);
        [row] = (await tx
          .update(buyers)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(buyers.id, body._id))
          .returning()) as [BuyerRow];
      } else {
        await checkGstinFree(tx, columns.gstin, null);
        [row] = (await tx.insert(buyers).values(columns).returning()) as [BuyerRow];
      }
      await writeContacts(tx, row.id, body.Contacts);
      await recordActivity(tx, { ...actor, kind: created ? 'buyer-created' : 'buyer-updated', subject: row.company, details: { id: row.id } });
      return { row, created };
    });
  } catch (error) {
    if (columns.gstin && isGstinRace(error)) throw gstinTaken(columns.gstin);
    throw error;
  }
}
