import type { BuyerDetail } from '@rp/contract';
import { leadHref, orderHref, quotationHref } from '~/lib/admin-links';
import { rupeesText } from './buyer-text';

export type TimelineKind = 'request' | 'quotation' | 'order' | 'proforma' | 'payment';

/** One line of the buyer's timeline: what it is, its number, its state and value, and where it opens. */
export interface TimelineEntry {
  key: string;
  kind: TimelineKind;
  at: string;
  label: string;
  number: string;
  state: string;
  amount: string;
  href: string | null;
}

/** Every document of the buyer on one list, newest first (requests, quotations, orders, proformas, payments). */
export function buyerTimeline(buyer: Pick<BuyerDetail, 'Leads' | 'Quotations' | 'Orders' | 'Proformas' | 'Payments'>): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...buyer.Leads.map((l) => ({
      key: `lead-${l._id}`,
      kind: 'request' as const,
      at: l.At,
      label: l.Reference.startsWith('I-') ? 'Inquiry' : 'Quote request',
      number: l.Reference,
      state: l.Status,
      amount: '',
      href: leadHref({ LeadId: l._id, LeadReference: l.Reference }),
    })),
    ...buyer.Quotations.map((q) => ({
      key: `quotation-${q._id}`,
      kind: 'quotation' as const,
      at: q.At,
      label: 'Quotation',
      number: q.Number,
      state: q.State,
      amount: q.Currency === 'INR' ? rupeesText(q.GrandTotal) : `${q.Currency} ${q.GrandTotal.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
      href: quotationHref(q._id),
    })),
    ...buyer.Orders.map((o) => ({
      key: `order-${o._id}`,
      kind: 'order' as const,
      at: o.At,
      label: 'Order',
      number: o.Number,
      state: o.Balance > 0 && o.Stage !== 'Cancelled' ? `${o.Stage} · owes ${rupeesText(o.Balance)}` : o.Stage,
      amount: rupeesText(o.GrandTotal),
      href: orderHref(o._id),
    })),
    ...buyer.Proformas.map((p) => ({
      key: `proforma-${p._id}`,
      kind: 'proforma' as const,
      at: p.At,
      label: 'Proforma',
      number: p.Number,
      state: p.State,
      amount: rupeesText(p.Amount),
      href: orderHref(p.OrderId),
    })),
    ...buyer.Payments.map((p) => ({
      key: `payment-${p._id}`,
      kind: 'payment' as const,
      at: p.At,
      label: `Payment by ${p.Mode}`,
      number: p.Reference || p.OrderNumber,
      state: `Against ${p.OrderNumber}`,
      amount: rupeesText(p.Amount),
      href: orderHref(p.OrderId),
    })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
