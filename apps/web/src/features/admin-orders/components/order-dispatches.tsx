import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Package, Truck } from 'lucide-react';
import type { Order } from '@rp/contract';
import { invoiceHref } from '~/lib/admin-links';
import { dayText, formatDateTime } from '~/lib/format';
import { quantityText } from '../utils/order-text';

type Dispatch = Order['Dispatches'][number];

/** The invoice: made here, its number opens it (the number as the invoice has it); made elsewhere, as typed. */
function invoiceOf(order: Order, d: Dispatch): ReactNode {
  const made = d.InvoiceId ? order.Invoices.find((i) => i._id === d.InvoiceId) : undefined;
  if (!d.InvoiceId) return `${d.InvoiceNo} of ${dayText(d.InvoiceDate)}`;
  return (
    <>
      <Link
        to={invoiceHref(d.InvoiceId)}
        className="text-steel-700 underline underline-offset-2 hover:text-steel-900 dark:text-steel-200 dark:hover:text-white"
        data-testid="dispatch-invoice"
      >
        {made?.Number ?? d.InvoiceNo}
      </Link>{' '}
      of {dayText(made?.Date ?? d.InvoiceDate)}
      {made?.State === 'Cancelled' ? ' (cancelled)' : ''}
    </>
  );
}

/** The vehicle, mode and distance the e-way bill file takes; a dash while they are not known. */
function vehicleOf(d: Dispatch): string {
  const parts = [d.VehicleNo, d.DistanceKm ? `${d.DistanceKm.toLocaleString('en-IN')} km` : ''].filter(Boolean);
  return parts.length ? `${parts.join(' · ')} by ${d.TransportMode.toLowerCase()}` : '—';
}

/** Each dispatch: invoice, transporter, LR/docket, e-way bill, vehicle, packages and the quantity of each line it carried. */
export function OrderDispatches({ order }: { order: Order }) {
  if (order.Dispatches.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">Nothing dispatched yet.</p>;
  }
  const lineOf = (id: string) => {
    const index = order.Lines.findIndex((l) => l._id === id);
    return index < 0 ? null : { index, line: order.Lines[index]! };
  };
  return (
    <ol className="space-y-3" data-testid="order-dispatches">
      {order.Dispatches.map((d, i) => (
        <li key={d._id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700/70">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900 dark:text-white">
            <Truck className="h-4 w-4 text-steel-600 dark:text-steel-300" aria-hidden="true" />
            Dispatch {i + 1} · {dayText(d.DispatchDate)}
            <span className="inline-flex items-center gap-1 text-xs font-normal text-slate-500 dark:text-slate-400">
              <Package className="h-3.5 w-3.5" aria-hidden="true" /> {d.Packages} {d.Packages === 1 ? 'package' : 'packages'}
            </span>
          </p>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
            {(
              [
                ['Transporter', d.TransporterId ? `${d.Transporter} (${d.TransporterId})` : d.Transporter],
                ['LR / docket', d.DocketNo],
                ['Invoice', invoiceOf(order, d)],
                ['E-way bill', d.EwayBillNo || '—'],
                ['Vehicle', vehicleOf(d)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex min-w-0 gap-2">
                <dt className="shrink-0 text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="min-w-0 font-medium break-words text-slate-800 dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-2 space-y-0.5 border-t border-slate-100 pt-2 text-xs text-slate-700 dark:border-slate-800 dark:text-slate-300">
            {d.Lines.map((l) => {
              const found = lineOf(l.LineId);
              return (
                <li key={l.LineId} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate">{found ? `${found.index + 1}. ${found.line.Description.split('\n')[0]}` : 'A line'}</span>
                  <span className="shrink-0 tabular-nums">
                    {quantityText(l.Quantity)} {found?.line.Unit ?? ''}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-[11px] text-slate-500 dark:text-slate-400">
            Recorded by {d.CreatedBy || 'someone'} · {formatDateTime(d.CreatedAt)}
          </p>
        </li>
      ))}
    </ol>
  );
}
