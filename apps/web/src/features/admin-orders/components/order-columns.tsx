import { UserRound } from 'lucide-react';
import type { OrderListItem } from '@rp/contract';
import type { DataTableColumn } from '~/components/ui/data-table';
import { companyColumn, FoldedCompany, grandTotalColumn, NumberLink, numberColumn } from '~/components/ui/data-table-parts';
import { orderHref } from '~/lib/admin-links';
import { dayText } from '~/lib/format';
import { rupeesText } from '../utils/order-text';
import { LateBadge, OrderStageBadge } from './stage-badge';

const percent = (share: number) => `${Math.floor(Math.min(1, Math.max(0, share)) * 100)}%`;

/** Columns of the orders table; small screens fold the hidden columns into the first. */
export function orderColumns(): DataTableColumn<OrderListItem>[] {
  return [
    numberColumn('Order', (o) => (
      <>
        <NumberLink to={orderHref(o._id)} testId="order-number">
          {o.Number}
        </NumberLink>
        <span className="block truncate font-mono text-[11px] text-slate-500 dark:text-slate-400">
          {o.PONumber ? `PO ${o.PONumber}` : 'No PO number'}
        </span>
        <FoldedCompany company={o.Company} />
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 sm:hidden dark:text-slate-400">
          <OrderStageBadge stage={o.Stage} progress={o.Progress} />
          {o.Late ? <LateBadge /> : null}
          <span className="tabular-nums">Promised {dayText(o.PromisedDate)}</span>
          {o.AssignedToName ? (
            <span className="inline-flex items-center gap-1">
              <UserRound className="h-3 w-3" aria-hidden="true" />
              <span className="sr-only">Assigned to</span> {o.AssignedToName}
            </span>
          ) : null}
          <span className="font-semibold text-slate-800 tabular-nums dark:text-slate-100">{rupeesText(o.GrandTotal)}</span>
        </span>
      </>
    )),
    companyColumn(),
    {
      key: 'stage',
      header: 'Stage',
      headerClassName: 'hidden px-4 py-3 sm:table-cell',
      cellClassName: 'hidden px-4 py-3 sm:table-cell',
      cell: (o) => (
        <>
          <span className="flex flex-wrap items-center gap-1.5">
            <OrderStageBadge stage={o.Stage} progress={o.Progress} />
            {o.Late ? <LateBadge /> : null}
          </span>
          {/* Where the Assigned column is hidden, who has the order shows here. */}
          <span className="mt-1 block truncate text-xs text-slate-500 xl:hidden dark:text-slate-400">{o.AssignedToName || 'Nobody assigned'}</span>
        </>
      ),
    },
    {
      key: 'promised',
      header: 'Promised',
      headerClassName: 'hidden px-4 py-3 lg:table-cell',
      cellClassName: 'hidden px-4 py-3 whitespace-nowrap tabular-nums lg:table-cell',
      cell: (o) => <span className={o.Late ? 'font-semibold text-red-700 dark:text-red-300' : undefined}>{dayText(o.PromisedDate)}</span>,
    },
    {
      key: 'assigned',
      header: 'Assigned',
      headerClassName: 'hidden px-4 py-3 xl:table-cell',
      cellClassName: 'hidden max-w-[10rem] truncate px-4 py-3 xl:table-cell',
      cell: (o) => o.AssignedToName || <span className="text-slate-500 dark:text-slate-400">Nobody</span>,
    },
    {
      key: 'dispatched',
      header: 'Dispatched',
      headerClassName: 'hidden px-4 py-3 2xl:table-cell',
      cellClassName: 'hidden px-4 py-3 2xl:table-cell',
      cell: (o) => (
        <span className="flex items-center gap-2 text-xs tabular-nums" title={`${percent(o.DispatchedShare)} of the ordered units dispatched`}>
          <span className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
            <span className="block h-full rounded-full bg-green-600 dark:bg-green-400" style={{ width: percent(o.DispatchedShare) }} />
          </span>
          {percent(o.DispatchedShare)}
        </span>
      ),
    },
    grandTotalColumn((o) => <span data-testid="order-total">{rupeesText(o.GrandTotal)}</span>),
  ];
}
