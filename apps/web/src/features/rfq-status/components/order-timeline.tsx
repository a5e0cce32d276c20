import { Check, Clock, PauseCircle } from 'lucide-react';
import type { OrderProgressStep } from '../utils/order-progress';
import { instantLabel } from '../utils/quotation-format';

const DOT: Record<OrderProgressStep['state'], string> = {
  done: 'bg-emerald-600 text-white',
  current: 'bg-amber-brand-500 text-steel-950',
  halted: 'bg-slate-500 text-white dark:bg-slate-400 dark:text-steel-950',
  upcoming: 'border-2 border-slate-300 bg-white text-slate-500 dark:border-steel-600 dark:bg-steel-900 dark:text-slate-400',
};

const LABEL: Record<OrderProgressStep['state'], string> = {
  done: 'text-steel-950 dark:text-white',
  current: 'text-steel-950 dark:text-white',
  halted: 'text-steel-950 dark:text-white',
  upcoming: 'text-slate-600 dark:text-slate-400',
};

function StepIcon({ state, index }: { state: OrderProgressStep['state']; index: number }) {
  if (state === 'done') return <Check className="size-4" />;
  if (state === 'current') return <Clock className="size-4" />;
  if (state === 'halted') return <PauseCircle className="size-4" />;
  return <span className="text-xs font-semibold">{index + 1}</span>;
}

/** What a step says beside its name: the date it was reached; a skipped stage is simply done. */
function stepDate(step: OrderProgressStep): string {
  if (step.reachedAt) return instantLabel(step.reachedAt);
  return step.state === 'upcoming' ? '' : 'Done';
}

/**
 * The stages from confirmation to delivery, top to bottom, joined by a line: done ones with the date they
 * were reached, the current one marked, and under a stage what we told the buyer when it got there.
 */
export function OrderTimeline({ steps }: { steps: OrderProgressStep[] }) {
  return (
    <ol aria-label="Order progress" className="grid">
      {steps.map((step, i) => (
        <li
          key={step.stage}
          data-testid="order-step"
          data-state={step.state}
          aria-current={step.state === 'current' || step.state === 'halted' ? 'step' : undefined}
          className="relative flex gap-4 pb-5 last:pb-0"
        >
          {i < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-8 bottom-0 left-[0.9375rem] w-0.5 ${step.state === 'done' ? 'bg-emerald-600/60' : 'bg-slate-200 dark:bg-steel-700'}`}
            />
          ) : null}
          <span aria-hidden="true" className={`relative flex size-8 shrink-0 items-center justify-center rounded-full ${DOT[step.state]}`}>
            <StepIcon state={step.state} index={i} />
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <p className="flex flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-x-3">
              <span className={`font-semibold ${LABEL[step.state]}`}>
                {step.label}
                {step.state === 'current' ? <span className="sr-only"> (current stage)</span> : null}
              </span>
              <span className="text-sm tabular-nums text-slate-600 dark:text-slate-400">{stepDate(step)}</span>
            </p>
            {step.state !== 'upcoming'
              ? step.notes.map((note, n) => (
                  <p
                    key={n}
                    data-testid="order-note"
                    className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line break-words text-slate-800 dark:bg-steel-950/60 dark:text-slate-200"
                  >
                    {note.text}
                  </p>
                ))
              : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
