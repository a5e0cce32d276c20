import { Link } from 'react-router';
import type { InvoiceListItem } from '@rp/contract';
import type { DataTableColumn } from '~/components/ui/data-table';
import { grandTotalColumn, NumberLink, numberColumn } from '~/components/ui/data-table-parts';
import { invoiceHref, orderHref } from '~/lib/admin-links';
import { dayText } from '~/lib/format';
import { rupeesText } from '../utils/invoice-text';
import { EwayRequiredBadge, InvoiceStateBadge } from './invoice-badges';

const orderLinkClass =
  'rounded font-mono text-xs font-semibold whitespace-nowrap text-steel-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 dark:text-steel-200';

function Badges({ invoice }: { invoice: InvoiceListItem }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <InvoiceStateBadge state={invoice.State} />
      {invoice.EwayBillRequired ? <EwayRequiredBadge /> : null}
    </span>
  );
}

/** Columns of the invoices table; small screens fold the hidden columns into the first. */
export function invoiceColumns(): DataTableColumn<InvoiceListItem>[] {
  return [
    numberColumn('Invoice', (i) => (
      <>
        <NumberLink to={invoiceHref(i._id)} testId="invoice-number">
          {i.Number}
        </NumberLink>
        <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">{dayText(i.Date)}</span>
        {/* Below md the buyer and the order show here, below sm the state and the total too. */}
        <span className="mt-0.5 block truncate text-sm text-slate-800 md:hidden dark:text-slate-200">{i.Company}</span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 md:hidden dark:text-slate-400">
          <span>
            Order{' '}
            <Link to={orderHref(i.OrderId)} className={orderLinkClass}>
              {i.OrderNumber}
            </Link>
          </span>
          <span className="sm:hidden">
            <Badges invoice={i} />
          </span>
          <span className="font-semibold text-slate-800 tabular-nums sm:hidden dark:text-slate-100">{rupeesText(i.GrandTotal)}</span>
        </span>
      </>
    )),
    {
      key: 'buyer',
      header: 'Buyer',
      headerClassName: 'hidden px-4 py-3 md:table-cell',
      cellClassName: 'hidden max-w-[16rem] px-4 py-3 md:table-cell',
      cell: (i) => (
        <>
          <span className="block truncate font-medium text-slate-900 dark:text-white">{i.Company}</span>
          <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
            {i.GSTIN ? <span className="font-mono">{i.GSTIN}</span> : 'Unregistered'}
          </span>
        </>
      ),
    },
    {
      key: 'order',
      header: 'Order',
      headerClassName: 'hidden px-4 py-3 md:table-cell',
      cellClassName: 'hidden px-4 py-3 md:table-cell',
      cell: (i) => (
        <Link to={orderHref(i.OrderId)} className={orderLinkClass} data-testid="invoice-order">
          {i.OrderNumber}
        </Link>
      ),
    },
    {
      key: 'state',
      header: 'State',
      headerClassName: 'hidden px-4 py-3 sm:table-cell',
      cellClassName: 'hidden px-4 py-3 sm:table-cell',
      cell: (i) => <Badges invoice={i} />,
    },
    {
      key: 'taxable',
      header: <span className="block text-right">Taxable</span>,
      headerClassName: 'hidden px-4 py-3 xl:table-cell',
      cellClassName: 'hidden px-4 py-3 text-right whitespace-nowrap tabular-nums xl:table-cell',
      cell: (i) => rupeesText(i.Taxable),
    },
    grandTotalColumn((i) => <span data-testid="invoice-total">{rupeesText(i.GrandTotal)}</span>),
  ];
}
