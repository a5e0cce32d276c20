import { Check, CheckCircle2, CircleX, Clock, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RequestStory, StoryStep } from '../utils/request-story';

const STEP_TONES: Record<StoryStep['state'], { item: string; dot: string }> = {
  current: {
    item: 'border-amber-brand-500 bg-amber-50 text-steel-950 dark:bg-amber-brand-500/15 dark:text-white',
    dot: 'bg-amber-brand-500 text-steel-950',
  },
  done: {
    item: 'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200',
    dot: 'bg-emerald-600 text-white',
  },
  upcoming: {
    item: 'border-slate-200 text-slate-600 dark:border-steel-700 dark:text-slate-400',
    dot: 'bg-slate-200 text-slate-600 dark:bg-steel-800 dark:text-slate-300',
  },
};

function Steps({ steps }: { steps: StoryStep[] }) {
  // Two by two on a phone (four steps) rather than a tall column; three stay one per row there.
  const columns = steps.length === 4 ? 'grid-cols-2 lg:grid-cols-4' : steps.length === 2 ? 'grid-cols-2' : 'sm:grid-cols-3';
  return (
    <ol className={`grid gap-3 ${columns}`} aria-label="Progress">
      {steps.map((step, i) => (
        <li
          key={step.label}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className={`flex min-w-0 items-center gap-3 rounded-lg border px-3 py-3 text-sm font-semibold sm:px-4 ${STEP_TONES[step.state].item}`}
        >
          <span aria-hidden="true" className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs ${STEP_TONES[step.state].dot}`}>
            {step.state === 'done' ? <Check className="size-4" /> : step.state === 'current' ? <Clock className="size-4" /> : i + 1}
          </span>
          {step.label}
        </li>
      ))}
    </ol>
  );
}

function NextStep({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-amber-brand-700 dark:text-amber-brand-400">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

const LINK = 'font-semibold text-steel-800 underline underline-offset-4 dark:text-steel-100';

/**
 * "Status: ..." with its steps, and while the quotation waits for an answer, what the buyer can do: read and
 * download it, accept it, or decline it (links to the PDF and to the answer forms below).
 */
export function RequestStatus({ story, pdfPath }: { story: RequestStory; pdfPath?: string }) {
  return (
    <section
      aria-labelledby="status-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-steel-800 dark:bg-steel-900"
    >
      <h2 id="status-heading" className="text-lg font-bold text-steel-950 dark:text-white">
        Status: <span data-testid="rfq-status">{story.status}</span>
      </h2>
      {story.steps.length ? (
        <div className="mt-4">
          <Steps steps={story.steps} />
        </div>
      ) : null}
      {story.note ? (
        <p className="mt-4 rounded-lg border border-slate-300 bg-slate-100 px-4 py-3 font-semibold text-slate-800 dark:border-steel-700 dark:bg-steel-800 dark:text-slate-100">
          {story.note}
        </p>
      ) : null}
      {story.canAnswer ? (
        <div className="mt-6" data-testid="rfq-next-steps">
          <h3 className="text-base font-bold text-steel-950 dark:text-white">What you can do now</h3>
          <ul className="mt-3 grid gap-3 text-slate-800 dark:text-slate-200">
            <NextStep icon={<Download className="size-5" />}>
              Read the quotation below
              {pdfPath ? (
                <>
                  {' '}
                  or{' '}
                  <a href={pdfPath} download className={LINK}>
                    download its PDF
                  </a>
                </>
              ) : null}
              .
            </NextStep>
            <NextStep icon={<CheckCircle2 className="size-5" />}>
              <a href="#answer" className={LINK}>
                Accept it
              </a>{' '}
              with your name, and your PO number or PO file if you have them.
            </NextStep>
            <NextStep icon={<CircleX className="size-5" />}>
              Or{' '}
              <a href="#decline-heading" className={LINK}>
                decline it
              </a>{' '}
              and tell us why, so we can revise it.
            </NextStep>
          </ul>
        </div>
      ) : null}
    </section>
  );
}
