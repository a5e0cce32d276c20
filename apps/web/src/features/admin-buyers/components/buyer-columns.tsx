import type { BuyerListItem } from '@rp/contract';
import type { DataTableColumn } from '~/components/ui/data-table';
import { buyerHref } from '~/lib/admin-links';
import { formatDateTime } from '~/lib/format';
import { Link } from 'react-router';
import { rupeesText, stateText } from '../utils/buyer-text';

const countCell = (n: number) => (n > 0 ? n.toLocaleString('en-GB') : <span className="text-slate-500 dark:text-slate-400">0</span>);

/** Columns of the buyers table; below sm the company cell folds in what the hidden columns show. */
export function buyerColumns(): DataTableColumn<BuyerListItem>[] {
  return [
    {
      key: 'company',
      header: 'Company',
      cellClassName: 'w-full max-w-0 px-4 py-3 sm:max-w-[16rem]',
      cell: (b) => (
        <>
          <Link
            to={buyerHref(b._id)}
            className="block truncate rounded font-medium text-steel-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 dark:text-steel-200"
            data-testid="buyer-company"
          >
            {b.Company}
          </Link>
          <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{[b.Contact, b.Email].filter(Boolean).join(' · ')}</span>
          <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600 md:hidden dark:text-slate-300">
            {b.GSTIN ? <span className="font-mono">{b.GSTIN}</span> : null}
            <span>
              {b.OpenQuotations} open quotations, {b.OpenOrders} open orders
            </span>
            {b.Outstanding > 0 ? <span className="font-semibold tabular-nums">Owes {rupeesText(b.Outstanding)}</span> : null}
          </span>
        </>
      ),
    },
    {
      key: 'gstin',
      header: 'GSTIN',
      headerClassName: 'hidden px-4 py-3 md:table-cell',
      cellClassName: 'hidden px-4 py-3 font-mono text-xs whitespace-nowrap md:table-cell',
      cell: (b) => (
        <>
          {b.GSTIN || <span className="font-sans text-slate-500 dark:text-slate-400">None</span>}
          {/* Where the State column is hidden, the state shows here. */}
          <span className="block font-sans text-slate-500 2xl:hidden dark:text-slate-400">{stateText(b.StateCode)}</span>
        </>
      ),
    },
    {
      key: 'state',
      header: 'State',
      headerClassName: 'hidden px-4 py-3 2xl:table-cell',
      cellClassName: 'hidden max-w-[10rem] truncate px-4 py-3 2xl:table-cell',
      cell: (b) => stateText(b.StateCode) || '—',
    },
    {
      key: 'quotations',
      header: <span className="block text-right">Open quotations</span>,
      headerClassName: 'hidden px-4 py-3 md:table-cell',
      cellClassName: 'hidden px-4 py-3 text-right tabular-nums md:table-cell',
      cell: (b) => countCell(b.OpenQuotations),
    },
    {
      key: 'orders',
      header: <span className="block text-right">Open orders</span>,
      headerClassName: 'hidden px-4 py-3 md:table-cell',
      cellClassName: 'hidden px-4 py-3 text-right tabular-nums md:table-cell',
      cell: (b) => countCell(b.OpenOrders),
    },
    {
      key: 'outstanding',
      header: <span className="block text-right">Outstanding</span>,
      headerClassName: 'hidden px-4 py-3 sm:table-cell',
      cellClassName: 'hidden px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums text-slate-900 sm:table-cell dark:text-white',
      cell: (b) => <span data-testid="buyer-outstanding">{rupeesText(b.Outstanding)}</span>,
    },
    {
      key: 'activity',
      header: 'Last activity',
      headerClassName: 'hidden px-4 py-3 xl:table-cell',
      cellClassName: 'hidden px-4 py-3 whitespace-nowrap text-xs text-slate-600 xl:table-cell dark:text-slate-300',
      cell: (b) => formatDateTime(b.LastActivityAt),
    },
  ];
}
