import { CheckCircle2 } from 'lucide-react';
import type { IndustriesIntro } from '@rp/contract';
import { Container } from '~/components/ui/section';

/** The reasons above the Industries page's sectors, from its intro: the public page and the preview draw this. */
export function IndustriesBenefits({ benefits }: { benefits: IndustriesIntro['Benefits'] }) {
  return (
    <section aria-label="Why industries choose us" className="border-b border-slate-200 py-14 dark:border-steel-800">
      <Container>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b, i) => (
            <li key={i} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-brand-700 dark:text-amber-brand-400" />
              <span>
                <span className="block font-bold text-steel-950 dark:text-white">{b.Title}</span>
                <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{b.Text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
