import { formatMoney, type CompanyProfileData } from '@rp/contract';
import type { Db } from '../../db/client.js';
import type { OrderRow } from '../../db/schema.js';
import { percentText, shareOf } from './amounts.js';
import { receivedPaise } from './order-ledger.js';

export interface AdvanceShortfall {
  neededPaise: number;
  receivedPaise: number;
  shortPaise: number;
  /** "The advance is ₹X short: ..." for the 409 and the override's note. */
  message: string;
}

/**
 * Profile DispatchNeedsAdvancePercent (0: no rule): while the order's payments are below that share of its grand
 * total (half up to the paisa), what is missing; null when enough is in. Read with the order locked (dispatch).
 */
export async function advanceShortfall(db: Pick<Db, 'select'>, order: OrderRow, profile: CompanyProfileData): Promise<AdvanceShortfall | null> {
  const percent = profile.DispatchNeedsAdvancePercent;
  if (!percent) return null;
  const neededPaise = shareOf(order.grandTotalPaise, percent * 100);
  const received = await receivedPaise(db, order.id);
  if (received >= neededPaise) return null;
  const money = (paise: number) => formatMoney(paise, order.currency);
  const shortPaise = neededPaise - received;
  const message =
    `The advance is ${money(shortPaise)} short: dispatch needs ${percentText(percent * 100)} of ${order.number}'s grand total ` +
    `(${money(neededPaise)} of ${money(order.grandTotalPaise)}) and ${money(received)} has been received.`;
  return { neededPaise, receivedPaise: received, shortPaise, message };
}
