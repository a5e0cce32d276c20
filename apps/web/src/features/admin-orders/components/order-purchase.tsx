import type { ReactNode } from 'react';
import type { FileInfo, Order } from '@rp/contract';
import { FileDownloadButton } from '~/components/ui/file-download-button';
import { fetchPoFile } from '../api/download-po-file';
import { showActionError } from '../utils/action-error';
import { dayText } from '~/lib/format';

/** The buyer's PO file: fetched with the bearer token, then saved. */
function PoFileLink({ file }: { file: FileInfo }) {
  return (
    <FileDownloadButton file={file} fetchFile={fetchPoFile} onError={(error) => showActionError(error, 'The PO file could not be downloaded.')} />
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
