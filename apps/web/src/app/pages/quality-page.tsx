import { ArrowRight, CheckCircle2, ClipboardCheck, Gauge, Ruler, ScanSearch, Microscope, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container, PageHero, SectionHeading } from '~/components/ui/section';
import { quality } from '~/content/pages/quality';
import { CertificationBadges } from '~/components/ui/certification-badges';
import { useSiteContent } from '~/lib/site-content';

const TOOL_ICONS = [Ruler, Gauge, ScanSearch, Microscope, Eye];

export function QualityPage() {
  const certifications = useSiteContent().certifications.Items;
  return (
    <>
      <PageHero eyebrow="Quality assurance" title={quality.heroTitle} text={quality.heroText} />

      <section aria-labelledby="promise-title" className="py-20 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-2">
          <SectionHeading id="promise-title" eyebrow="Our promise" title={quality.promiseTitle} text={quality.promise} />
          <ul className="space-y-4 self-center">
            {quality.promiseChecks.map((check) => (
              <li key={check} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-steel-800 dark:bg-steel-900">
                <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
                <span className="font-medium text-steel-950 dark:text-slate-100">{check}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="process-title" className="bg-slate-50 py-20 sm:py-24 dark:bg-steel-900/40">
        <Container>
          <SectionHeading id="process-title" eyebrow="How we check" title="A three-step inspection process" align="center" />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {quality.steps.map((step, i) => (
              <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-7 dark:border-steel-800 dark:bg-steel-900">
                <span className="font-mono text-5xl font-extrabold text-amber-brand-700 dark:text-amber-brand-400" aria-hidden="true">
                  0{i + 1}
                </span>
                <h3 className="mt-3 text-xl font-bold text-steel-950 dark:text-white">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="tools-title" className="py-20 sm:py-24">
        <Container>
          <SectionHeading
            id="tools-title"
            eyebrow="Measurement"
            title="Tools of the trade"
            text="Calibrated instruments and disciplined methods behind every inspection report."
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {quality.tools.map((tool, i) => {
              const IconC = TOOL_ICONS[i] ?? ClipboardCheck;
              return (
                <li key={tool.title} className="rounded-xl border border-slate-200 bg-white p-6 dark:border-steel-800 dark:bg-steel-900">
                  <IconC aria-hidden="true" className="size-7 text-amber-brand-700 dark:text-amber-brand-400" />
                  <h3 className="mt-4 font-bold text-steel-950 dark:text-white">{tool.title}</h3>
                  <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{tool.text}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="badges-title" className="blueprint-grid bg-steel-950 py-20 text-white">
        <Container>
          <h2 id="badges-title" className="text-center text-3xl font-extrabold tracking-tight">
            Registrations and certification
          </h2>
          <CertificationBadges items={certifications} />
          <div className="mt-12 text-center">
            <Link to="/contact" className={buttonClass('primary', 'lg')}>
              Discuss your quality requirements <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
