import type { QuotationBuyerView } from '@rp/contract';
import type { Currency } from '@rp/contract/plain';
import { money, percent, perText, quantity } from '../utils/quotation-format';

type Line = QuotationBuyerView['Lines'][number];

/**
 * Below md each row stacks into a card whose cells carry their column name (data-label); from md up it is
 * a plain table. One markup for both, so nothing is rendered twice.
 */
const HEAD = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const CELL =
  'max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-3 max-md:py-0.5 max-md:before:content-[attr(data-label)] max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-slate-600 dark:max-md:before:text-slate-400 md:px-3 md:py-3 md:align-top';
const NUMBER = `${CELL} tabular-nums md:text-right md:whitespace-nowrap`;

function LineDetails({ line, currency }: { line: Line; currency: Currency }) {
  const drawing = line.DrawingNo ? `Drawing ${line.DrawingNo}${line.DrawingRev ? ` Rev ${line.DrawingRev}` : ''}` : '';
  const facts = [drawing, line.Material, line.Finish, `HSN ${line.HSN}`].filter(Boolean).join(' · ');
  return (
    <>
      <p className="font-semibold break-words text-steel-950 dark:text-white">{line.Description}</p>
      <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">{facts}</p>
      {line.LeadTime ? <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">Lead time: {line.LeadTime}</p> : null}
      {line.QuantityBreaks.length ? (
        <div className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-steel-950/60">
          <p className="font-semibold text-slate-800 dark:text-slate-200">Also quoted for other quantities:</p>
          <ul className="mt-1 space-y-0.5 text-slate-700 dark:text-slate-300">
            {line.QuantityBreaks.map((b) => (
              <li key={b.Quantity} className="tabular-nums">
                {quantity(b.Quantity)} {line.Unit} at {money(b.UnitPrice, currency)}
                {line.Per === 1 ? ' each' : perText(line.Per)}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            The total below is for {quantity(line.Quantity)} {line.Unit}.
          </p>
        </div>
      ) : null}
    </>
  );
}

/** The quotation's lines: description, drawing, quantity, unit, rate, discount, taxable value and GST rate (none when no GST is charged). */
export function QuotationLines({ lines, noGst, currency }: { lines: Line[]; noGst: boolean; currency: Currency }) {
  return (
    <table className="w-full text-sm max-md:block">
      <thead className="border-b border-slate-200 max-md:sr-only dark:border-steel-700">
        <tr>
          <th scope="col" className={`${HEAD} w-8`}>
            #
          </th>
          <th scope="col" className={HEAD}>
            Description
          </th>
          {['Qty', 'Unit', 'Rate', 'Discount', 'Taxable value', 'GST'].map((label) => (
            <th key={label} scope="col" className={`${HEAD} ${label === 'Unit' ? '' : 'text-right'}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {lines.map((line, i) => (
          <tr
            key={i}

            data-testid="quotation-line"
            className="border-b border-slate-200 last:border-b-0 max-md:block max-md:py-4 dark:border-steel-800"
          >
            <td className="text-slate-600 max-md:hidden md:px-3 md:py-3 md:align-top dark:text-slate-400">{i + 1}</td>
            <td className="max-md:mb-2 max-md:block md:px-3 md:py-3 md:align-top">
              <span className="sr-only md:hidden">Line {i + 1}: </span>
              <LineDetails line={line} currency={currency} />
            </td>
            <td data-label="Qty" className={NUMBER}>
              {quantity(line.Quantity)}
            </td>
            <td data-label="Unit" className={CELL}>
              {line.Unit}
            </td>
            <td data-label="Rate" className={NUMBER}>
              {money(line.UnitPrice, currency)}
              {perText(line.Per)}
            </td>
            <td data-label="Discount" className={NUMBER}>
              {line.DiscountPercent ? percent(line.DiscountPercent) : '—'}
            </td>
            <td data-label="Taxable value" className={`${NUMBER} font-semibold text-steel-950 dark:text-white`}>
              {money(line.Taxable, currency)}
            </td>
            <td data-label="GST" className={NUMBER}>
              {noGst ? '—' : percent(line.GstRate)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
