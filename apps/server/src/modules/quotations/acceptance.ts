import { eq } from 'drizzle-orm';
import type { QuantityChoice } from '@rp/contract';
import { checkQuantityChoices } from '../quotation-lines/index.js';
import type { Tx } from '../../db/client.js';
import { quotations, type QuotationRow } from '../../db/schema.js';
import type { DecodedUpload } from '../../lib/uploads.js';
import { saveFile } from '../files/index.js';
import { assertCanAnswer } from './states.js';

/** Who accepted (the buyer online, or staff who received it by mail or phone) and the buyer's PO number and date. */
export interface AcceptanceFields {
  acceptedByName: string;
  acceptedByDesignation: string;
  /** The staff account for "Mark accepted"; absent when the buyer accepted online. */
  acceptedBy?: string | null;
  poNumber: string;
  poDate?: string | null;
}

/** The quantities chosen at acceptance (the body's Quantities); empty: as quoted. */
export type QuantityChoices = readonly QuantityChoice[];

/**
 * The one way a quotation becomes Accepted, online or marked by staff, on a row locked in this transaction:
 * it must still be answerable, the PO file (decoded before the transaction) is stored, then the row.
 */
export async function storeAcceptance(
  tx: Tx,
  row: QuotationRow,
  fields: AcceptanceFields,
  poFile: DecodedUpload | null,
  now: Date,
  choices: QuantityChoices = [],
): Promise<QuotationRow> {
  assertCanAnswer(row, now, 'accepted');
  const chosenQuantities = checkQuantityChoices(row.lines, choices);
  const poFileId = poFile ? await saveFile(tx, 'purchase-order', poFile) : null;
  const [accepted] = await tx
    .update(quotations)
    .set({ state: 'Accepted', acceptedAt: now, updatedAt: now, ...fields, poFileId, chosenQuantities })
    .where(eq(quotations.id, row.id))
    .returning();
  return accepted!;
}
