import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { OrderListItem } from '@rp/contract';
import type { DataTableColumn } from '~/components/ui/data-table';
import { companyColumn, grandTotalColumn, numberLinkClass } from '~/components/ui/data-table-parts';
import { orderHref } from '~/lib/admin-links';
import { dayText, rupeesText } from '../utils/order-text';
import { LateBadge, OrderStageBadge } from './stage-badge';

const percent = (share: number) => `${Math.floor(Math.min(1, Math.max(0, share)) * 100)}%`;

/** Columns of the orders table; small screens fold the hidden columns into the first. */
export function orderColumns(): DataTableColumn<OrderListItem>[] {
  return [
    {
      key: 'number',
      header: 'Order',
      cellClassName: 'w-full max-w-0 px-4 py-3 sm:w-auto sm:max-w-none',
      cell: (o) => (
        <>
          <Link to={orderHref(o._id)} className={numberLinkClass} data-testid="order-number">
            {o.Number}
          </Link>
          <span className="block truncate font-mono text-[11px] text-slate-500 dark:text-slate-400">
            {o.PONumber ? `PO ${o.PONumber}` : 'No PO number'}
          </span>
          <span className="mt-0.5 block truncate text-sm text-slate-800 md:hidden dark:text-slate-200">{o.Company}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500 sm:hidden dark:text-slate-400">
            <OrderStageBadge stage={o.Stage} />
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
      ),
    },
    companyColumn(),
    {
      key: 'stage',
      header: 'Stage',
      headerClassName: 'hidden px-4 py-3 sm:table-cell',
      cellClassName: 'hidden px-4 py-3 sm:table-cell',
      cell: (o) => (
        <>
          <span className="flex flex-wrap items-center gap-1.5">
            <OrderStageBadge stage={o.Stage} />
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
