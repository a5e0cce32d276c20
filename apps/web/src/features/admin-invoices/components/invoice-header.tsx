import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Invoice } from '@rp/contract';
import { adminRecordLinkClass, AdminDetailHeader, BuyerRecordLink } from '~/components/ui/admin-page';
import { orderHref } from '~/lib/admin-links';
import { dayText } from '~/lib/format';
import { EwayRequiredBadge, InvoiceStateBadge } from './invoice-badges';

/** Title row of the invoice screen: number, state and e-way bill badge, date, buyer, order and PO, and the actions. */
export function InvoiceHeader({ invoice, actions }: { invoice: Invoice; actions: ReactNode }) {
  const { Buyer } = invoice;
  return (
    <AdminDetailHeader
      back={{ to: '/admin/invoices', label: 'Invoices' }}
      title={invoice.Number}
      badges={
        <>
          <InvoiceStateBadge state={invoice.State} />
          {invoice.EwayBillRequired ? <EwayRequiredBadge /> : null}
        </>
      }
      actions={actions}
    >
      <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">
        Tax invoice of {dayText(invoice.Date)} · {Buyer.Company}
        <span className={`ml-2 text-xs text-slate-500 dark:text-slate-400 ${Buyer.GSTIN ? 'font-mono' : ''}`}>{Buyer.GSTIN || 'Unregistered'}</span>
      </p>
      <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-500 dark:text-slate-400" data-testid="invoice-links">
        <span>
          Order{' '}
          <Link to={orderHref(invoice.OrderId)} className={adminRecordLinkClass} data-testid="invoice-order-link">
            {invoice.OrderNumber}
          </Link>
        </span>
        <span>
          {invoice.PONumber ? (
            <>
              PO <span className="font-mono">{invoice.PONumber}</span>
              {invoice.PODate ? ` of ${dayText(invoice.PODate)}` : ''}
            </>
          ) : (
            'No PO number'
          )}
        </span>
        <BuyerRecordLink buyerId={invoice.BuyerId} company={Buyer.Company} />
      </p>
    </AdminDetailHeader>
  );
}
