import { useState, type ReactNode } from 'react';
import { Paperclip } from 'lucide-react';
import type { FileInfo, Order } from '@rp/contract';
import { formatBytes } from '~/lib/format';
import { downloadPoFile } from '../api/download-po-file';
import { showActionError } from '../utils/action-error';
import { dayText } from '../utils/order-text';

/** The buyer's PO file: fetched with the bearer token, then saved. */
function PoFileLink({ file }: { file: FileInfo }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadPoFile(file);
    } catch (error) {
      showActionError(error, 'The PO file could not be downloaded.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className="inline-flex max-w-full items-center gap-1 rounded text-left font-medium break-all text-steel-700 underline underline-offset-2 hover:text-steel-900 disabled:opacity-60 dark:text-steel-200"
    >
      <Paperclip className="h-4 w-4 shrink-0" aria-hidden="true" /> {file.name} ({formatBytes(file.size)})
    </button>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{children || '—'}</dd>
    </div>
  );
}

/** The purchase order and the buyer as accepted (frozen with the order). */
export function OrderPurchase({ order }: { order: Order }) {
  const { Buyer } = order;
  return (
    <dl className="grid grid-cols-1 gap-3" data-testid="order-purchase">
      <Item label="PO number">{order.PONumber}</Item>
      <Item label="PO date">{order.PODate ? dayText(order.PODate) : ''}</Item>
      <Item label="PO file">{order.POFile ? <PoFileLink file={order.POFile} /> : 'No file'}</Item>
      <Item label="Buyer">{[Buyer.Company, Buyer.Contact].filter(Boolean).join('\n')}</Item>
      <Item label="Contact">{[Buyer.Email, Buyer.Phone].filter(Boolean).join('\n')}</Item>
      <Item label="Ship to">{Buyer.ShippingAddress || Buyer.BillingAddress}</Item>
      <Item label="Terms">
        {[order.PaymentTerms && `Payment: ${order.PaymentTerms}`, order.DeliveryTerms && `Delivery: ${order.DeliveryTerms}`]
          .filter(Boolean)
          .join('\n')}
      </Item>
    </dl>
  );
}
