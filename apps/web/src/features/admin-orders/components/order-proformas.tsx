import { useState } from 'react';
import { Plus, Send } from 'lucide-react';
import type { Order, Proforma, ProformaState } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Pill } from '~/components/ui/pill';
import { dayText, formatDateTime } from '~/lib/format';
import { useCancelProforma } from '../api/cancel-proforma';
import { fetchProformaPdf } from '../api/fetch-order-pdfs';
import { useOrderProformas } from '../api/order-money';
import { useSendProforma } from '../api/send-proforma';
import { notifySuccess, showActionError } from '../utils/action-error';
import { rupeesText } from '../utils/order-text';
import { PdfDownloadButton, ReasonDialog } from './money-bits';
import { RequestAdvanceDialog } from './request-advance-dialog';

const STATE_TONE: Record<ProformaState, string> = {
  Issued: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  Paid: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-500/10 dark:text-green-200 dark:ring-green-400/30',
  Cancelled: 'bg-slate-100 text-slate-700 ring-slate-400/40 dark:bg-slate-700/40 dark:text-slate-200 dark:ring-slate-500/40',
};

const fileName = (p: Proforma) => `${p.Number.replace(/\//g, '-')}.pdf`;

function ProformaRow({ proforma, onSend, onCancel }: { proforma: Proforma; onSend: () => void; onCancel: () => void }) {
  const p = proforma;
  return (
    <li className="space-y-1.5 py-3" data-testid="proforma-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold break-all text-slate-900 dark:text-white">{p.Number}</span>
        <Pill tone={STATE_TONE[p.State]} data-testid="proforma-state">
          {p.State}
        </Pill>
      </div>
      <p className="text-sm tabular-nums text-slate-800 dark:text-slate-100">
        <span className="font-semibold">{rupeesText(p.Amount)}</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">
          ({p.Percent.toLocaleString('en-GB')} % of {rupeesText(p.OrderTotal)})
        </span>
      </p>
      <p className="text-xs break-words text-slate-600 dark:text-slate-300">
        Issued {dayText(p.IssueDate)}
        {p.DueDate ? ` · due ${dayText(p.DueDate)}` : ''}
        {p.SentAt ? ` · sent ${formatDateTime(p.SentAt)}` : ' · not sent yet'}
        {p.State === 'Cancelled' && p.CancelReason ? ` · ${p.CancelReason}` : ''}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <PdfDownloadButton fetchPdf={() => fetchProformaPdf(p._id)} fileName={fileName(p)} label="PDF" testId="proforma-pdf" />
        {p.State === 'Issued' ? (
          <>
            <Button variant={p.SentAt ? 'ghost' : 'steel'} size="sm" onClick={onSend}>
              <Send className="h-4 w-4" aria-hidden="true" /> {p.SentAt ? 'Send again' : 'Send to buyer'}
            </Button>
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel proforma
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** The Proformas panel: each advance asked (PDF, send, cancel) and Request advance. */
export function OrderProformas({ order, defaultPercent }: { order: Order; defaultPercent: number }) {
  const proformas = useOrderProformas(order._id);
  const send = useSendProforma(order._id);
  const cancel = useCancelProforma(order._id);
  const [requesting, setRequesting] = useState(false);
  const [sending, setSending] = useState<Proforma | null>(null);
  const [cancelling, setCancelling] = useState<Proforma | null>(null);
  const list = proformas.data ?? [];

  async function sendNow(p: Proforma) {
    try {
      await send.mutateAsync(p._id);
      notifySuccess(`${p.Number} is on its way to ${order.Email || 'the buyer'}.`);
    } catch (error) {
      showActionError(error, 'The proforma could not be sent.');
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="space-y-3">
      {proformas.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {proformas.error.message}
        </p>
      ) : proformas.isPending ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Loading proformas…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No advance asked for yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700/70 dark:border-slate-700/70">
          {list.map((p) => (
            <ProformaRow key={p._id} proforma={p} onSend={() => setSending(p)} onCancel={() => setCancelling(p)} />
          ))}
        </ul>
      )}
      {order.Stage !== 'Cancelled' && order.Balance > 0 ? (
        <Button variant="secondary" size="sm" onClick={() => setRequesting(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Request advance
        </Button>
      ) : null}
      {requesting ? <RequestAdvanceDialog order={order} defaultPercent={defaultPercent} onClose={() => setRequesting(false)} /> : null}
      {sending ? (
        <ConfirmDialog
          title={`Send ${sending.Number} to the buyer?`}
          confirmLabel="Send"
          busy={send.isPending}
          onConfirm={() => void sendNow(sending)}
          onClose={() => setSending(null)}
        >
          <p>
            {order.Contact || 'The buyer'} ({order.Email || 'no e-mail on the order'}) gets it with the PDF and their status link, where it stays
            listed.
          </p>
        </ConfirmDialog>
      ) : null}
      {cancelling ? (
        <ReasonDialog
          title={`Cancel ${cancelling.Number}?`}
          description="The buyer is no longer asked for this amount; the reason is kept in the order’s timeline."
          confirmLabel="Cancel proforma"
          onConfirm={async (Reason) => {
            await cancel.mutateAsync({ _id: cancelling._id, Reason });
            notifySuccess(`${cancelling.Number} cancelled.`);
          }}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </div>
  );
}
