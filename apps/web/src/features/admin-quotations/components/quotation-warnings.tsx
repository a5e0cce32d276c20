import { TriangleAlert } from 'lucide-react';
import type { QuotationWarning } from '@rp/contract';

/** What the server asks staff to look at before sending (never a refusal), e.g. a GSTIN of another state. */
export function QuotationWarnings({ warnings, saved = false }: { warnings: readonly QuotationWarning[]; saved?: boolean }) {
  if (warnings.length === 0) return null;
  return (
    <div
      role="note"
      data-testid="quotation-warnings"
      className="mb-4 flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
      <div className="min-w-0">
        {saved ? <p className="font-semibold">As last saved, please check:</p> : null}
        <ul className={saved ? 'mt-0.5 space-y-0.5' : 'space-y-0.5'}>
          {warnings.map((warning) => (
            <li key={warning.Code} data-code={warning.Code}>
              {warning.Message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
