import { asc, inArray } from 'drizzle-orm';
import { formatMoney, formatQuantity, indiaDay, type RecordItem } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema.js';
import { dayLabel } from '../../lib/days.js';

type Reader = Pick<Db, 'select'>;

/**
 * The earlier orders of repeat-order leads (issue 49), as the lead answers them: "Repeat of SO-2026-00017 (last
 * price ₹486.50 for 250 Nos, 14 March 2026)" from the order's first line and the day it was accepted. Orders sit
 * in a later module; their rows are read here directly.
 */
export async function repeatOfOrders(db: Reader, orderIds: string[]): Promise<Map<string, NonNullable<RecordItem['RepeatOf']>>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const [heads, lines] = await Promise.all([
    db
      .select({ id: orders.id, number: orders.number, acceptedAt: orders.acceptedAt, currency: orders.currency })
      .from(orders)
      .where(inArray(orders.id, ids)),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
  ]);
  return new Map(
    heads.map((head) => {
      const first = lines.find((l) => l.orderId === head.id);
      const price = first
        ? ` (last price ${formatMoney(first.line.UnitPricePaise, head.currency)} for ${formatQuantity(first.quantityThousandths)} ${first.line.Unit}, ${dayLabel(indiaDay(head.acceptedAt))})`
        : '';
      return [head.id, { OrderId: head.id, Number: head.number, Summary: `Repeat of ${head.number}${price}` }];
    }),
  );
}
