import { Truck } from 'lucide-react';
import type { InvoiceState } from '@rp/contract';
import { Pill } from '~/components/ui/pill';

const STATE_TONE: Record<InvoiceState, string> = {
  Issued: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-200 dark:ring-green-400/30',
  Cancelled:
    'bg-slate-100 text-slate-600 ring-slate-400/25 line-through decoration-slate-400/60 dark:bg-slate-700/40 dark:text-slate-300 dark:ring-slate-500/30',
};

/** Issued or Cancelled (a cancelled invoice keeps its number). */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  return (
    <Pill tone={STATE_TONE[state]} data-testid="invoice-state" data-state={state}>
      {state}
    </Pill>
  );
}

/** Worth more than the profile's threshold and no e-way bill number recorded yet. */
export function EwayRequiredBadge() {
  return (
    <Pill
      tone="bg-amber-100 text-amber-900 ring-amber-600/25 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/30"
      data-testid="eway-required-badge"
    >
      <Truck className="h-3.5 w-3.5" aria-hidden="true" /> E-way bill required
    </Pill>
  );
}
