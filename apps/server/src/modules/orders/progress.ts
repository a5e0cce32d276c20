import { formatQuantity, isProductionStage, thousandthsToQuantity, type OrderDispatchProgress, type OrderStage } from '@rp/contract';

/** What the progress needs of each line: its unit and quantities in thousandths. */
export interface ProgressLine {
  unit: string;
  quantityThousandths: number;
  dispatchedThousandths: number;
  shortClosedThousandths: number;
}

/** An order's lines as the progress reads them. */
export const progressLines = (
  lines: { line: { Unit: string }; quantityThousandths: number; dispatchedThousandths: number; shortClosedThousandths: number }[],
) =>
  lines.map<ProgressLine>((l) => ({
    unit: l.line.Unit,
    quantityThousandths: l.quantityThousandths,
    dispatchedThousandths: l.dispatchedThousandths,
    shortClosedThousandths: l.shortClosedThousandths,
  }));

/**
 * How much of an order has gone (issue 44): summed in units when its lines share one, else counted in lines
 * dispatched in full. Partly dispatched while something went and something is still to go from a production
 * stage: the order then reads "Partly dispatched" instead of its stage (On hold, Cancelled, Dispatched and
 * Delivered keep theirs; a closed-short order is Dispatched).
 */
export function dispatchProgress(order: { stage: OrderStage; closedShort: boolean }, lines: ProgressLine[]): OrderDispatchProgress {
  const left = (l: ProgressLine) => l.quantityThousandths - l.dispatchedThousandths - l.shortClosedThousandths;
  const anySent = lines.some((l) => l.dispatchedThousandths > 0);
  const partly = anySent && lines.some((l) => left(l) > 0) && isProductionStage(order.stage) && !order.closedShort;
  const units = new Set(lines.map((l) => l.unit));
  const [unit] = units;
  const sum = (pick: (l: ProgressLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const [dispatched, ordered, unitText] =
    units.size === 1 && unit !== undefined
      ? [sum((l) => l.dispatchedThousandths), sum((l) => l.quantityThousandths), unit]
      : [lines.filter((l) => l.dispatchedThousandths >= l.quantityThousandths).length * 1000, lines.length * 1000, 'lines'];
  return {
    PartlyDispatched: partly,
    Label: partly ? 'Partly dispatched' : order.stage,
    Dispatched: thousandthsToQuantity(dispatched),
    Ordered: thousandthsToQuantity(ordered),
    Unit: unitText,
    Summary: anySent ? `${formatQuantity(dispatched)} of ${formatQuantity(ordered)} ${unitText}` : '',
  };
}
