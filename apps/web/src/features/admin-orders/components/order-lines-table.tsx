import type { Order } from '@rp/contract';
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

/** Dispatched of ordered, with what remains: green once the line has gone in full. */
function DispatchedText({ line }: { line: Line }) {
  const done = line.Remaining <= 0;
  return (
    <span className={done ? 'font-semibold text-green-700 dark:text-green-300' : undefined}>
      {quantityText(line.Dispatched)} {line.Unit}
      {done ? null : <span className="block text-xs text-slate-500 dark:text-slate-400">{quantityText(line.Remaining)} to go</span>}
    </span>
  );
}

/** The order's lines: ordered and dispatched quantities, rate and taxable value; a card per line on a phone. */
export function OrderLinesTable({ order }: { order: Order }) {
  const cell = 'px-3 py-2 align-top';
  const head = 'bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400';
  // By the card's own width (a container query): beside the side column on a laptop it is a phone's width.
  return (
    <div className="@container">
      <div className="hidden overflow-x-auto @2xl:block">
        <table className="w-full text-left text-sm" data-testid="order-lines">
          <thead className={head}>
            <tr>
              <th scope="col" className={cell}>
                #
              </th>
              <th scope="col" className={cell}>
                Description
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Ordered
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Dispatched
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Rate
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Taxable
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
            {order.Lines.map((line, i) => (
              <tr key={line._id} data-testid={`order-line-${i + 1}`}>
                <td className={`${cell} tabular-nums`}>{i + 1}</td>
                <td className={`${cell} min-w-[12rem]`}>
                  <Details line={line} />
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {quantityText(line.Quantity)} {line.Unit}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`} data-testid={`line-${i + 1}-dispatched`}>
                  <DispatchedText line={line} />
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {rupeesText(line.UnitPrice)}
                  {line.DiscountPercent ? (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">less {line.DiscountPercent}%</span>
                  ) : null}
                </td>
                <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums text-slate-900 dark:text-white`}>
                  {rupeesText(line.Taxable)}
                  <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">GST {line.GstRate}%</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="space-y-3 @2xl:hidden" data-testid="order-lines">
        {order.Lines.map((line, i) => (
          <li key={line._id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700/70">
            <p className="mb-1 text-xs font-semibold text-slate-500 dark:text-slate-400">Line {i + 1}</p>
            <Details line={line} />
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
              <dt>Ordered</dt>
              <dd className="text-right tabular-nums">
                {quantityText(line.Quantity)} {line.Unit}
              </dd>
              <dt>Dispatched</dt>
              <dd className="text-right tabular-nums" data-testid={`line-${i + 1}-dispatched`}>
                <DispatchedText line={line} />
              </dd>
              <dt>Rate · GST</dt>
              <dd className="text-right tabular-nums">
                {rupeesText(line.UnitPrice)}
                {line.DiscountPercent ? ` less ${line.DiscountPercent}%` : ''} · {line.GstRate}%
              </dd>
              <dt className="font-semibold text-slate-900 dark:text-white">Taxable</dt>
              <dd className="text-right font-semibold tabular-nums text-slate-900 dark:text-white">{rupeesText(line.Taxable)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      {order.Charges.length ? (
        <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-700/70">
          {order.Charges.map((c) => (
            <div key={c.Kind} className="flex justify-between gap-3">
              <dt className="text-slate-600 dark:text-slate-300">
                {c.Kind} (GST {c.GstRate}%)
              </dt>
              <dd className="tabular-nums">{rupeesText(c.Amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
