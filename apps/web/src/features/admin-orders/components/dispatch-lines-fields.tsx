import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Order } from '@rp/contract';
import { adminInputClass, FieldError } from '~/components/ui/field';
import { quantityText } from '../utils/order-text';

interface DispatchLinesFieldsProps {
  id: string;
  lines: Order['Lines'];
  /** The form's binding of one line's quantity (by the line's _id). */
  registerLine: (lineId: string) => UseFormRegisterReturn;
  errors: Record<string, string | undefined>;
}

/** One quantity per line that still has something to send (what remains, to start with); lines sent in full say so. */
export function DispatchLinesFields({ id, lines, registerLine, errors }: DispatchLinesFieldsProps) {
  return (
    <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700/70">
      {lines.map((line, i) => {
        const inputId = `${id}-line-${i}`;
        const error = errors[line._id];
        const first = line.Description.split('\n')[0];
        return (
          <li key={line._id} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_9rem] sm:items-center">
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words text-slate-900 dark:text-white">
                {i + 1}. {first}
              </p>
              <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                Ordered {quantityText(line.Quantity)} {line.Unit} · dispatched {quantityText(line.Dispatched)} · remaining{' '}
                {quantityText(line.Remaining)}
              </p>
            </div>
            {line.Remaining > 0 ? (
              <div>
                <label htmlFor={inputId} className="sr-only">
                  Quantity, line {i + 1}
                </label>
                <div className="flex items-center gap-2">
                  <input
                    id={inputId}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={line.Remaining}
                    step="any"
                    className={`${adminInputClass} text-right tabular-nums`}
                    {...registerLine(line._id)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                  />
                  <span className="text-xs text-slate-500 dark:text-slate-400">{line.Unit}</span>
                </div>
                <FieldError id={`${inputId}-error`} message={error} />
              </div>
            ) : (
              <p className="text-sm font-medium text-green-700 sm:text-right dark:text-green-300">Dispatched in full</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
