import { formatQuantity, orderCloseShortProblemOf, type Order } from '@rp/contract';
import { quantityText } from './order-text';

/** "Close short" is offered only where the server would allow it: something dispatched, something left. */
export const canCloseShort = (order: Order) => orderCloseShortProblemOf(order) === null;

/** What closing short gives up, a line each: "400 Nos of Pump shaft, EN8" (the description's first line). */
export function closingShortLines(order: Pick<Order, 'Lines'>): string[] {
  return order.Lines.filter((line) => line.Remaining > 0).map(
    (line) => `${quantityText(line.Remaining)} ${line.Unit} of ${line.Description.split('\n')[0]}`,
  );
}

/** A closed-short order's lines, summed when they share a unit: "650 of 1,200 Nos dispatched"; else "2 of 3 lines in full". */
export function closedShortSummary(order: Pick<Order, 'Lines'>): string {
  const units = new Set(order.Lines.map((l) => l.Unit));
  if (units.size === 1) {
    // Added up in thousandths: exact, as the quantities are.
    const sum = (pick: (l: Order['Lines'][number]) => number) =>
      formatQuantity(order.Lines.reduce((total, l) => total + Math.round(pick(l) * 1000), 0));
    return `${sum((l) => l.Dispatched)} of ${sum((l) => l.Quantity)} ${[...units][0]} dispatched`;
  }
  const full = order.Lines.filter((l) => l.ShortClosed === 0).length;
  return `${full} of ${order.Lines.length} lines dispatched in full`;
}
