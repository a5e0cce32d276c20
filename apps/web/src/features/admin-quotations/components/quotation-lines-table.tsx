import { formatQuantity, quantityToThousandths, type Quotation } from '@rp/contract';
import { rupeesText } from '../utils/money-text';

/** 1250.5 -> "1,250.5" (Indian grouping, by hand like the PDF). */
function quantityText(quantity: number): string {
  const thousandths = quantityToThousandths(quantity);
  return thousandths === undefined ? String(quantity) : formatQuantity(thousandths);
}

function Details({ line }: { line: Quotation['Lines'][number] }) {
  const parts = [line.DrawingNo && `Drg. ${line.DrawingNo}`, line.Material, line.Finish, line.LeadTime && `Lead time ${line.LeadTime}`].filter(
    Boolean,
  );
  return (
    <>
      <span className="block font-medium whitespace-pre-line text-slate-900 dark:text-white">{line.Description}</span>
      {parts.length ? <span className="block text-xs text-slate-500 dark:text-slate-400">{parts.join(' · ')}</span> : null}
      {line.QuantityBreaks.length ? (
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
          Breaks: {line.QuantityBreaks.map((b) => `${quantityText(b.Quantity)} @ ${rupeesText(b.UnitPrice)}`).join(', ')}
        </span>
      ) : null}
    </>
  );
}

/** A sent quotation's lines: a table on wide screens, one card per line on a phone. */
export function QuotationLinesTable({ quotation }: { quotation: Quotation }) {
  const cell = 'px-3 py-2 align-top';
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
            <tr>
              <th scope="col" className={cell}>
                #
              </th>
              <th scope="col" className={cell}>
                Description
              </th>
              <th scope="col" className={cell}>
                HSN
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Rate
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Disc.
              </th>
              <th scope="col" className={`${cell} text-right`}>
                GST
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Taxable
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
            {quotation.Lines.map((line, i) => (
              <tr key={i}>
                <td className={`${cell} tabular-nums`}>{i + 1}</td>
                <td className={`${cell} min-w-[14rem]`}>
                  <Details line={line} />
                </td>
                <td className={`${cell} font-mono text-xs`}>{line.HSN}</td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {quantityText(line.Quantity)} {line.Unit}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{rupeesText(line.UnitPrice)}</td>
                <td className={`${cell} text-right tabular-nums`}>{line.DiscountPercent ? `${line.DiscountPercent}%` : '—'}</td>
                <td className={`${cell} text-right tabular-nums`}>{line.GstRate}%</td>
                <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums text-slate-900 dark:text-white`}>
                  {rupeesText(line.Taxable)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="space-y-3 md:hidden">
        {quotation.Lines.map((line, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700/70">
            <p className="mb-1 text-xs font-semibold text-slate-500 dark:text-slate-400">Line {i + 1}</p>
            <Details line={line} />
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
              <dt>Quantity</dt>
              <dd className="text-right tabular-nums">
                {quantityText(line.Quantity)} {line.Unit}
              </dd>
              <dt>Rate</dt>
              <dd className="text-right tabular-nums">{rupeesText(line.UnitPrice)}</dd>
              <dt>Discount · GST</dt>
              <dd className="text-right tabular-nums">
                {line.DiscountPercent ? `${line.DiscountPercent}%` : '—'} · {line.GstRate}%
              </dd>
              <dt>HSN</dt>
              <dd className="text-right font-mono">{line.HSN}</dd>
              <dt className="font-semibold text-slate-900 dark:text-white">Taxable</dt>
              <dd className="text-right font-semibold tabular-nums text-slate-900 dark:text-white">{rupeesText(line.Taxable)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      {quotation.Charges.length ? (
        <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-700/70">
          {quotation.Charges.map((c) => (
            <div key={c.Kind} className="flex justify-between gap-3">
              <dt className="text-slate-600 dark:text-slate-300">
                {c.Kind} (GST {c.GstRate}%)
              </dt>
              <dd className="tabular-nums">{rupeesText(c.Amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
