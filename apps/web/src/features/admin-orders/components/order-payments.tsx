import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Order, Payment } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { dayText } from '~/lib/format';
import { useOrderPayments } from '../api/order-money';
import { useRemovePayment } from '../api/remove-payment';
import { notifySuccess } from '../utils/action-error';
import { rupeesText } from '../utils/order-text';
import { ReasonDialog } from './money-bits';
import { RecordPaymentDialog } from './record-payment-dialog';

/** Received and balance: what came in against the order and what it still owes. */
export function OrderBalance({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="order-balance">
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Received</dt>
        <dd className="mt-0.5 font-semibold tabular-nums text-slate-900 dark:text-white" data-testid="order-received">
          {rupeesText(order.Received)}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Balance</dt>
        <dd className="mt-0.5 font-semibold tabular-nums text-slate-900 dark:text-white" data-testid="order-balance-due">
          {rupeesText(order.Balance)}
        </dd>
      </div>
    </dl>
  );
}

function PaymentRow({ payment, onRemove }: { payment: Payment; onRemove: () => void }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2.5" data-testid="payment-row">
      <div className="min-w-0">
        <p className="text-sm font-semibold tabular-nums text-slate-900 dark:text-white">
          {rupeesText(payment.Amount)} <span className="font-normal text-slate-600 dark:text-slate-300">by {payment.Mode}</span>
        </p>
        <p className="text-xs break-words text-slate-600 dark:text-slate-300">
          {dayText(payment.Date)}
          {payment.Reference ? ` · ${payment.Reference}` : ''} · {payment.By}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={`Remove the payment of ${rupeesText(payment.Amount)} on ${dayText(payment.Date)}`}
      >
        Remove
      </Button>
    </li>
  );
}

/** The Payments panel: received and balance, each payment (Remove with a reason) and Record payment. */
export function OrderPayments({ order }: { order: Order }) {
  const payments = useOrderPayments(order._id);
  const remove = useRemovePayment(order._id);
  const [recording, setRecording] = useState(false);
  const [removing, setRemoving] = useState<Payment | null>(null);
  const list = payments.data ?? [];
  return (
    <div className="space-y-3">
      <OrderBalance order={order} />
      {payments.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {payments.error.message}
        </p>
      ) : payments.isPending ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Loading payments…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No payment recorded yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-700/70 dark:border-slate-700/70">
          {list.map((p) => (
            <PaymentRow key={p._id} payment={p} onRemove={() => setRemoving(p)} />
          ))}
        </ul>
      )}
      {order.Stage !== 'Cancelled' && order.Balance > 0 ? (
        <Button variant="secondary" size="sm" onClick={() => setRecording(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Record payment
        </Button>
      ) : null}
      {recording ? <RecordPaymentDialog order={order} onClose={() => setRecording(false)} /> : null}
      {removing ? (
        <ReasonDialog
          title={`Remove the payment of ${rupeesText(removing.Amount)}?`}
          description="The balance goes up again; the order’s timeline and the activity log keep the reason."
          confirmLabel="Remove payment"
          onConfirm={async (Reason) => {
            await remove.mutateAsync({ _id: removing._id, Reason });
            notifySuccess('Payment removed.');
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
