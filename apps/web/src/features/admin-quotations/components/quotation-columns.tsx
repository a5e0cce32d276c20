import { Link } from 'react-router';
import type { QuotationListItem } from '@rp/contract';
import type { DataTableColumn } from '~/components/ui/data-table';
import { companyColumn, FoldedCompany, grandTotalColumn, NumberLink, numberColumn } from '~/components/ui/data-table-parts';
import { orderHref, quotationHref } from '~/lib/admin-links';
import { dayText, formatDateTime } from '~/lib/format';
import { moneyText } from '../utils/money-text';
import { QuotationStateBadge } from './state-badge';

/** Columns of the quotations table; small screens fold the hidden columns into the first. */
export function quotationColumns(): DataTableColumn<QuotationListItem>[] {
  return [
    numberColumn('Number', (q) => (
      <>
        <NumberLink to={quotationHref(q._id)} testId="quotation-number">
          {q.Number}
        </NumberLink>
        {q.LeadReference ? <span className="block font-mono text-[11px] text-slate-500 dark:text-slate-400">{q.LeadReference}</span> : null}
        {q.Order ? (
          <Link
            to={orderHref(q.Order._id)}
            className="block w-fit rounded font-mono text-[11px] font-semibold text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 dark:text-emerald-300"
            data-testid="quotation-order"
            aria-label={`Order ${q.Order.Number}`}
          >
            {q.Order.Number}
          </Link>
        ) : null}
        <FoldedCompany company={q.Company} />
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 sm:hidden dark:text-slate-400">
          <QuotationStateBadge state={q.State} />
          <span className="font-semibold text-slate-800 tabular-nums dark:text-slate-100">{moneyText(q.GrandTotal, q.Currency)}</span>
        </span>
      </>
    )),
    companyColumn(),
    {
      key: 'source',
      header: 'Source',
      headerClassName: 'hidden px-4 py-3 lg:table-cell',
      cellClassName: 'hidden px-4 py-3 whitespace-nowrap lg:table-cell',
      cell: (q) => q.Source,
    },
    {
      key: 'state',
      header: 'State',
      headerClassName: 'hidden px-4 py-3 sm:table-cell',
      cellClassName: 'hidden px-4 py-3 sm:table-cell',
      cell: (q) => <QuotationStateBadge state={q.State} />,
    },
    grandTotalColumn((q) => <span data-testid="quotation-total">{moneyText(q.GrandTotal, q.Currency)}</span>),
    {
      key: 'valid',
      header: 'Valid until',
      headerClassName: 'hidden px-4 py-3 lg:table-cell',
      cellClassName: 'hidden px-4 py-3 whitespace-nowrap tabular-nums lg:table-cell',
      cell: (q) => dayText(q.ValidUntil),
    },
    {
      key: 'updated',
      header: 'Updated',
      headerClassName: 'hidden px-4 py-3 xl:table-cell',
      cellClassName: 'hidden px-4 py-3 whitespace-nowrap tabular-nums text-slate-500 xl:table-cell dark:text-slate-400',
      cell: (q) => formatDateTime(q.UpdatedAt),
    },
  ];
}
