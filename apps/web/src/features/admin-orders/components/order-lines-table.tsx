import type { Order } from '@rp/contract';
import { LinesTable, type LineCardRow, type LineColumn } from '~/components/ui/lines-table';
import { quantityText, rupeesText } from '../utils/order-text';

type Line = Order['Lines'][number];

function Details({ line }: { line: Line }) {
  const parts = [line.DrawingNo && `Drg. ${line.DrawingNo}`, line.Material, line.Finish, line.HSN && `HSN ${line.HSN}`].filter(Boolean);
  return (
    <>
      <span className="block font-medium whitespace-pre-line text-slate-900 dark:text-white">{line.Description}</span>
      {parts.length ? <span className="block text-xs text-slate-500 dark:text-slate-400">{parts.join(' · ')}</span> : null}
    </>
  );
}

/** Dispatched of ordered, with what remains or was closed short: green once the line has gone in full. */
function DispatchedText({ line }: { line: Line }) {
  const done = line.Remaining <= 0 && line.ShortClosed <= 0;
  return (
    <span className={done ? 'font-semibold text-green-700 dark:text-green-300' : undefined}>
      {quantityText(line.Dispatched)} {line.Unit}
      {line.ShortClosed > 0 ? (
        <span className="block text-xs font-medium text-amber-800 dark:text-amber-200">{quantityText(line.ShortClosed)} closed short</span>
      ) : line.Remaining > 0 ? (
        <span className="block text-xs text-slate-500 dark:text-slate-400">{quantityText(line.Remaining)} to go</span>
      ) : null}
    </span>
  );
}

const FIGURE = 'text-right whitespace-nowrap tabular-nums';

const COLUMNS: LineColumn<Line>[] = [
  { header: 'Ordered', right: true, className: FIGURE, cell: (line) => `${quantityText(line.Quantity)} ${line.Unit}` },
  { header: 'Dispatched', right: true, className: FIGURE, cell: (line) => <DispatchedText line={line} />, testId: (i) => `line-${i + 1}-dispatched` },
  {
    header: 'Rate',
    right: true,
    className: FIGURE,
    cell: (line) => (
      <>
        {rupeesText(line.UnitPrice)}
        {line.DiscountPercent ? <span className="block text-xs text-slate-500 dark:text-slate-400">less {line.DiscountPercent}%</span> : null}
      </>
    ),
  },
  {
    header: 'Taxable',
    right: true,
    className: `${FIGURE} font-semibold text-slate-900 dark:text-white`,
    cell: (line) => (
      <>
        {rupeesText(line.Taxable)}
        <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">GST {line.GstRate}%</span>
      </>
    ),
  },
];

const CARD_ROWS: LineCardRow<Line>[] = [
  { term: 'Ordered', value: (line) => `${quantityText(line.Quantity)} ${line.Unit}` },
  { term: 'Dispatched', value: (line) => <DispatchedText line={line} />, testId: (i) => `line-${i + 1}-dispatched` },
  {
    term: 'Rate · GST',
    value: (line) => `${rupeesText(line.UnitPrice)}${line.DiscountPercent ? ` less ${line.DiscountPercent}%` : ''} · ${line.GstRate}%`,
  },
  { term: 'Taxable', value: (line) => rupeesText(line.Taxable), total: true },
];

/** The order's lines: ordered and dispatched quantities, rate and taxable value; a card per line on a phone. */
export function OrderLinesTable({ order }: { order: Order }) {
  // By the card's own width (a container query): beside the side column on a laptop it is a phone's width.
  return (
    <LinesTable
      lines={order.Lines}
      lineKey={(line) => line._id}
      details={(line) => <Details line={line} />}
      descriptionClassName="min-w-[12rem]"
      columns={COLUMNS}
      cardRows={CARD_ROWS}
      charges={order.Charges}
      amountText={rupeesText}
      breakpoint="container"
      testId="order-lines"
      rowTestId={(i) => `order-line-${i + 1}`}
    />
  );
}
