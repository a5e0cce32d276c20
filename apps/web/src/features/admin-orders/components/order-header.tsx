import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@rp/contract';
import { adminRecordLinkClass, AdminDetailHeader, BuyerRecordLink, LeadReferenceLink } from '~/components/ui/admin-page';
import { quotationHref } from '~/lib/admin-links';
import { ClosedShortBadge, LateBadge, OrderStageBadge } from './stage-badge';

/** Title row of the order screen: back link, number, stage and Late, the quotation and lead it came from, and the actions. */
export function OrderHeader({ order, actions }: { order: Order; actions: ReactNode }) {
  return (
    <AdminDetailHeader
      back={{ to: '/admin/orders', label: 'Orders' }}
      title={order.Number}
      badges={
        <>
          <OrderStageBadge stage={order.Stage} progress={order.Progress} />
          {order.ClosedShort ? <ClosedShortBadge /> : null}
          {order.Late ? <LateBadge /> : null}
        </>
      }
      actions={actions}
    >
      <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">{order.Company}</p>
      <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-500 dark:text-slate-400" data-testid="order-links">
        <span>
          Quotation{' '}
          <Link to={quotationHref(order.QuotationId)} className={adminRecordLinkClass}>
            {order.QuotationNumber}
          </Link>
        </span>
        {order.LeadReference ? (
          <span>
            Request <LeadReferenceLink lead={order} />
          </span>
        ) : null}
        <BuyerRecordLink buyerId={order.BuyerId} company={order.Company} />
      </p>
    </AdminDetailHeader>
  );
}
