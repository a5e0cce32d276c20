import { useState, type ReactNode } from 'react';
import { ArrowRightLeft, Scissors, Truck } from 'lucide-react';
import { isProductionStage, orderStageMoves, orderStageStateOf, type Order } from '@rp/contract';
import { AdminProblem, AdminSpinner } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { useOrder } from '../api/get-order';
import { canCloseShort } from '../utils/close-short';
import { nextStage } from '../utils/next-stage';
import { CloseShortDialog } from './close-short-dialog';
import { DispatchDialog } from './dispatch-dialog';
import { MoveStageDialog } from './move-stage-dialog';
import { NextStageButton } from './next-stage-button';
import { OrderDispatches } from './order-dispatches';
import { OrderHeader } from './order-header';
import { OrderInvoices } from './order-invoices';
import { OrderLinesTable } from './order-lines-table';
import { fetchAcknowledgementPdf } from '../api/fetch-order-pdfs';
import { PdfDownloadButton } from './money-bits';
import { OrderNoteForm } from './order-note-form';
import { OrderPayments } from './order-payments';
import { OrderProformas } from './order-proformas';
import { OrderPlanning } from './order-planning';
import { OrderProgress } from './order-progress';
import { OrderPurchase } from './order-purchase';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700/70 dark:bg-slate-900"
      data-testid={testId}
    >
      <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

const BACK = { to: '/admin/orders', label: 'Back to orders' };

/** Something is left to send and the stage allows a dispatch. */
const canDispatch = (order: Order) => isProductionStage(order.Stage) && order.Lines.some((l) => l.Remaining > 0);

/**
 * /admin/orders/:id: the stage flow with the promise and who has it, lines, dispatches, timeline, totals, the
 * money (payments and proformas) and the PO. `isOwner` may dispatch before the advance is in; `advancePercent`
 * is the profile's default for a new proforma.
 */
export function OrderScreen({ id, isOwner, advancePercent }: { id: string; isOwner: boolean; advancePercent: number }) {
  const query = useOrder(id);
  const [open, setOpen] = useState<'move' | 'dispatch' | 'close-short' | null>(null);
  if (query.isError)
    return (
      <AdminProblem back={BACK} retry={() => void query.refetch()}>
        {query.error.message}
      </AdminProblem>
    );
  if (query.data === null) return <AdminProblem back={BACK}>There is no such order.</AdminProblem>;
  if (!query.data) return <AdminSpinner />;

  const order = query.data;
  const movable = orderStageMoves(orderStageStateOf(order)).length > 0;
  // One primary action: the next stage when there is one, else Record dispatch (Ready for dispatch goes on through it).
  const next = nextStage(order);
  return (
    <>
      <OrderHeader
        order={order}
        actions={
          <>
            {movable ? (
              <Button variant={canDispatch(order) || next ? 'secondary' : 'steel'} size="sm" onClick={() => setOpen('move')}>
                <ArrowRightLeft className="h-4 w-4" aria-hidden="true" /> Move to…
              </Button>
            ) : null}
            {canCloseShort(order) ? (
              <Button variant="secondary" size="sm" onClick={() => setOpen('close-short')}>
                <Scissors className="h-4 w-4" aria-hidden="true" /> Close short
              </Button>
            ) : null}
            {canDispatch(order) ? (
              <Button variant={next ? 'secondary' : 'steel'} size="sm" onClick={() => setOpen('dispatch')}>
                <Truck className="h-4 w-4" aria-hidden="true" /> Record dispatch
              </Button>
            ) : null}
            {next ? <NextStageButton order={order} stage={next} /> : null}
          </>
        }
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem] 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <Card title="Stage and plan" testId="order-stage-card">
            <div className="space-y-5">
              <OrderProgress order={order} />
              <div className="border-t border-slate-200 pt-4 dark:border-slate-700/70">
                <OrderPlanning order={order} />
              </div>
            </div>
          </Card>
          <Card title={`Lines (${order.Lines.length})`}>
            <OrderLinesTable order={order} />
          </Card>
          <Card title={`Dispatches (${order.Dispatches.length})`}>
            <OrderDispatches order={order} />
          </Card>
          <Card title="Timeline">
            <div className="space-y-4">
              <OrderTimeline events={order.Timeline} />
              <OrderNoteForm order={order} />
            </div>
          </Card>
        </div>
        <aside className="min-w-0 space-y-5 xl:self-start" aria-label="Totals, money and purchase order">
          <Card title="Totals">
            <OrderTotals order={order} />
          </Card>
          <Card title={`Invoices (${order.Invoices.length})`} testId="order-invoices-card">
            <OrderInvoices order={order} />
          </Card>
          <Card title="Payments" testId="order-payments">
            <OrderPayments order={order} />
          </Card>
          <Card title="Proformas (advance)" testId="order-proformas">
            <OrderProformas order={order} defaultPercent={advancePercent} />
          </Card>
          <Card title="Purchase order">
            <div className="space-y-4">
              <PdfDownloadButton
                fetchPdf={() => fetchAcknowledgementPdf(order._id)}
                fileName={`${order.Number}-acknowledgement.pdf`}
                label="Order acknowledgement (PDF)"
                testId="order-acknowledgement"
              />
              <OrderPurchase order={order} />
            </div>
          </Card>
        </aside>
      </div>
      {open === 'move' ? <MoveStageDialog order={order} onClose={() => setOpen(null)} /> : null}
      {open === 'dispatch' ? <DispatchDialog order={order} isOwner={isOwner} onClose={() => setOpen(null)} /> : null}
      {open === 'close-short' ? <CloseShortDialog order={order} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
