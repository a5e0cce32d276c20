import { CheckCircle2, ClipboardCheck, Eye, Gauge, Microscope, Ruler, ScanSearch } from 'lucide-react';
import type { QualityContent } from '@rp/contract';
import { Container, SectionHeading } from '~/components/ui/section';

/** The Quality page's sections from the `quality` document: the public page and the back office's preview draw these. */

/** A tool's icon by its place in the list; tools past the fifth get the clipboard. */
const TOOL_ICONS = [Ruler, Gauge, ScanSearch, Microscope, Eye];

export function QualityPromise({ eyebrow, promise }: { eyebrow: string; promise: QualityContent['Promise'] }) {
  return (
    <section aria-labelledby="promise-title" className="py-20 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-2">
        <SectionHeading id="promise-title" eyebrow={eyebrow} title={promise.Title} text={promise.Text} />
        <ul className="space-y-4 self-center">
          {promise.Checks.map((check, i) => (
            <li key={i} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-steel-800 dark:bg-steel-900">
              <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
              <span className="font-medium text-steel-950 dark:text-slate-100">{check}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function QualitySteps({ eyebrow, title, steps }: { eyebrow: string; title: string; steps: QualityContent['Steps'] }) {
  return (
    <section aria-labelledby="process-title" className="bg-slate-50 py-20 sm:py-24 dark:bg-steel-900/40">
      <Container>
        <SectionHeading id="process-title" eyebrow={eyebrow} title={title} align="center" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3" data-testid="quality-steps">
          {steps.map((step, i) => (
            <li key={i} className="relative rounded-2xl border border-slate-200 bg-white p-7 dark:border-steel-800 dark:bg-steel-900">
              <span className="font-mono text-5xl font-extrabold text-amber-brand-700 dark:text-amber-brand-400" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-xl font-bold text-steel-950 dark:text-white">
                <span className="sr-only">Step {i + 1}: </span>
                {step.Title}
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{step.Text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

export function QualityTools({ eyebrow, title, text, tools }: { eyebrow: string; title: string; text: string; tools: QualityContent['Tools'] }) {
  return (
    <section aria-labelledby="tools-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading id="tools-title" eyebrow={eyebrow} title={title} text={text} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {tools.map((tool, i) => {
            const IconC = TOOL_ICONS[i] ?? ClipboardCheck;
            return (
              <li key={i} className="rounded-xl border border-slate-200 bg-white p-6 dark:border-steel-800 dark:bg-steel-900">
                <IconC aria-hidden="true" className="size-7 text-amber-brand-700 dark:text-amber-brand-400" />
                <h3 className="mt-4 font-bold text-steel-950 dark:text-white">{tool.Title}</h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{tool.Text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
