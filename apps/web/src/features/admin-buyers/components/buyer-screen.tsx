import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FilePlus2, Merge } from 'lucide-react';
import type { BuyerDetail } from '@rp/contract';
import { AdminCard, AdminDetailHeader, AdminProblem, AdminSpinner } from '~/components/ui/admin-page';
import { Button, buttonClass } from '~/components/ui/button';
import { buyerHref } from '~/lib/admin-links';
import { plural } from '~/lib/format';
import { useBuyer } from '../api/get-buyer';
import { rupeesText, stateText } from '../utils/buyer-text';
import { BuyerForm } from './buyer-form';
import { BuyerInvoices } from './buyer-invoices';
import { BuyerTimeline } from './buyer-timeline';
import { MergeBuyerDialog } from './merge-buyer-dialog';

const BACK = { to: '/admin/buyers', label: 'Back to buyers' };
const OPEN_QUOTATION_STATES = new Set(['Draft', 'Sent', 'Viewed']);
const CLOSED_ORDER_STAGES = new Set(['Dispatched', 'Delivered', 'Cancelled']);

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <AdminCard className="p-4 sm:p-5">
      <section data-testid={testId}>
        <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
        {children}
      </section>
    </AdminCard>
  );
}

/** What the buyer owes and how much is open, in three figures. */
function Balance({ buyer }: { buyer: BuyerDetail }) {
  const openQuotations = buyer.Quotations.filter((q) => OPEN_QUOTATION_STATES.has(q.State)).length;
  const openOrders = buyer.Orders.filter((o) => !CLOSED_ORDER_STAGES.has(o.Stage)).length;
  const received = buyer.Payments.reduce((sum, p) => sum + p.Amount, 0);
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 xl:grid-cols-1">
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Outstanding</dt>
        <dd className="mt-0.5 text-2xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid="buyer-outstanding-total">
          {rupeesText(buyer.Outstanding)}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Open</dt>
        <dd className="mt-0.5 text-sm text-slate-800 dark:text-slate-100">
          {plural(openQuotations, 'quotation')}, {plural(openOrders, 'order')}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Received</dt>
        <dd className="mt-0.5 text-sm tabular-nums text-slate-800 dark:text-slate-100">
          {rupeesText(Math.round(received * 100) / 100)} in {plural(buyer.Payments.length, 'payment')}
        </dd>
      </div>
    </dl>
  );
}

/** /admin/buyers/:id: the buyer's record (editable), its balance and everything it has with us on one timeline. */
export function BuyerScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useBuyer(id);
  const [merging, setMerging] = useState(false);
  if (query.isError)
    return (
      <AdminProblem back={BACK} retry={() => void query.refetch()}>
        {query.error.message}
      </AdminProblem>
    );
  if (query.data === null) return <AdminProblem back={BACK}>There is no such buyer. It may have been merged into another.</AdminProblem>;
  if (!query.data) return <AdminSpinner />;

  const buyer = query.data;
  const place = [buyer.City, stateText(buyer.StateCode)].filter(Boolean).join(', ');
  return (
    <>
      <AdminDetailHeader
        back={BACK}
        title={<span className="break-words [word-break:normal]">{buyer.Company}</span>}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setMerging(true)}>
              <Merge className="h-4 w-4" aria-hidden="true" /> Merge into…
            </Button>
            <Link to={`/admin/quotations/new?buyer=${encodeURIComponent(buyer._id)}`} className={buttonClass('steel', 'sm')}>
              <FilePlus2 className="h-4 w-4" aria-hidden="true" /> New quotation
            </Link>
          </>
        }
      >
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
          <span className="font-mono">{buyer.GSTIN || 'No GSTIN'}</span>
          <span>{buyer.GstTreatment}</span>
          {place ? <span>{place}</span> : null}
        </p>
      </AdminDetailHeader>
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <aside className="min-w-0 space-y-5 xl:order-last xl:self-start" aria-label="Balance and documents">
          <Card title="Balance" testId="buyer-balance">
            <Balance buyer={buyer} />
          </Card>
          <Card title={`Tax invoices (${buyer.Invoices.length})`} testId="buyer-invoices-card">
            <BuyerInvoices buyer={buyer} />
          </Card>
          <Card title="Documents" testId="buyer-documents">
            <BuyerTimeline buyer={buyer} />
          </Card>
        </aside>
        {/* The save bar sits inside this column, not across the page. */}
        <div className="min-w-0 [&_[data-save-bar]]:mx-0 [&_[data-save-bar]]:rounded-xl [&_[data-save-bar]]:border [&_[data-save-bar]]:px-4">
          <BuyerForm buyer={buyer} onSaved={() => void query.refetch()} />
        </div>
      </div>
      {merging ? <MergeBuyerDialog buyer={buyer} onClose={() => setMerging(false)} onMerged={(keptId) => void navigate(buyerHref(keptId))} /> : null}
    </>
  );
}

/** /admin/buyers/new: an empty record; once added, its own screen. */
export function NewBuyerScreen() {
  const navigate = useNavigate();
  return (
    <>
      <AdminDetailHeader back={BACK} title="New buyer" actions={null}>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">A company we quote and sell to, with at least one contact.</p>
      </AdminDetailHeader>
      <BuyerForm buyer={null} onSaved={(saved) => void navigate(buyerHref(saved._id), { replace: true })} />
    </>
  );
}
