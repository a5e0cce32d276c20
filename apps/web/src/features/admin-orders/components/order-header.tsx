import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Order } from '@rp/contract';
import { leadHref, quotationHref } from '../utils/order-text';
import { LateBadge, OrderStageBadge } from './stage-badge';

const linkClass = 'font-mono font-semibold text-steel-700 underline-offset-2 hover:underline dark:text-steel-200';

/** Title row of the order screen: back link, number, stage and Late, the quotation and lead it came from, and the actions. */
export function OrderHeader({ order, actions }: { order: Order; actions: ReactNode }) {
  const lead = leadHref(order);
  return (
    <div className="mb-5">
      <Link
        to="/admin/orders"
        className="mb-2 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-steel-500 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Orders
      </Link>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            <span className="break-all">{order.Number}</span>
            <OrderStageBadge stage={order.Stage} />
            {order.Late ? <LateBadge /> : null}
          </h1>
          <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">{order.Company}</p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-500 dark:text-slate-400" data-testid="order-links">
            <span>
              Quotation{' '}
              <Link to={quotationHref(order.QuotationId)} className={linkClass}>
                {order.QuotationNumber}
              </Link>
            </span>
            {order.LeadReference ? (
              <span>
                Request{' '}
                {lead ? (
                  <Link to={lead} className={linkClass}>
                    {order.LeadReference}
                  </Link>
                ) : (
                  <span className="font-mono">{order.LeadReference}</span>
                )}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:justify-end">{actions}</div>
      </div>
    </div>
  );
}
