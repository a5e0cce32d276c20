import type { ReactNode } from 'react';
import type { Invoice } from '@rp/contract';
import { dayText } from '~/lib/format';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="text-sm break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-500 dark:text-slate-400">Not given</span>;

/** How the goods went: transporter and its id, LR/docket, vehicle, distance, mode, packages and the dispatch day. */
export function InvoiceTransport({ transport }: { transport: Invoice['Transport'] }) {
  const t = transport;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3" data-testid="invoice-transport">
      <Item term="Transporter">
        {t.Transporter || none}
        {t.TransporterId ? <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">{t.TransporterId}</span> : null}
      </Item>
      <Item term="LR / docket">{t.DocketNo ? <span className="font-mono">{t.DocketNo}</span> : none}</Item>
      <Item term="Dispatched">{dayText(t.DispatchDate)}</Item>
      <Item term="Vehicle">{t.VehicleNo ? <span className="font-mono">{t.VehicleNo}</span> : none}</Item>
      <Item term="Distance">{t.DistanceKm === null ? none : `${t.DistanceKm.toLocaleString('en-IN')} km`}</Item>
      <Item term="Mode">{t.TransportMode}</Item>
      <Item term="Packages">{t.Packages.toLocaleString('en-IN')}</Item>
    </dl>
  );
}
