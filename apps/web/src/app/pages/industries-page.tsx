import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { Container, PageHero } from '~/components/ui/section';
import { IndustriesBenefits } from '~/components/site-sections/industries-sections';
import { useSiteContent } from '~/lib/site-content';
import { Icon } from '~/components/ui/icons';
import { useIndustries } from '~/features/site/utils/industries';

/** The sector picture: beside the 300 px tab column from lg (the container stops at 1280 px), full width below. */
const INDUSTRY_IMAGE_SIZES =
  '(min-width: 1280px) 884px, (min-width: 1024px) calc(100vw - 396px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

export function IndustriesPage() {
  const industries = useIndustries();
  const { Intro: intro, Labels: labels } = useSiteContent('industries');
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const id = useId();
  const fromState = (location.state as { selectedIndustry?: string } | null)?.selectedIndustry;
  const slug = searchParams.get('industry') ?? fromState;
  const selected = industries.find((i) => i.slug === slug) ?? industries[0]!;

  // A tile's state.selectedIndustry is copied into the URL so the view can be shared and reloaded.
  useEffect(() => {
    if (fromState && !searchParams.get('industry') && industries.some((i) => i.slug === fromState)) {
      setSearchParams({ industry: fromState }, { replace: true, preventScrollReset: true, state: null });
    }
  }, [fromState]); // eslint-disable-line react-hooks/exhaustive-deps -- only new navigation state triggers it; the URL it then writes must not

  const select = (next: string) => setSearchParams({ industry: next }, { replace: true, preventScrollReset: true });

  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : e.key === 'ArrowUp' || e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = industries[(index + delta + industries.length) % industries.length]!;
    select(next.slug);
    document.getElementById(`${id}-tab-${next.slug}`)?.focus();
  };

  return (
    <>
      <PageHero eyebrow={labels.HeroEyebrow} title={intro.Title} text={intro.Text} />

      <IndustriesBenefits benefits={intro.Benefits} />

      <section aria-labelledby={`${id}-sectors`} className="py-16 sm:py-20">
        {/* minmax(0, …) and min-w-0 let the sector strip scroll inside its cell instead of widening the page. */}
        <Container className="grid grid-cols-1 gap-8 lg:grid-cols-[300px_minmax(0,1fr)]">
          <div className="min-w-0">
            <h2 id={`${id}-sectors`} className="mb-4 font-mono text-xs font-semibold uppercase tracking-[0.2em] text-slate-700 dark:text-slate-300">
              {labels.SectorsLabel}
            </h2>
            <div
              role="tablist"
              aria-orientation="vertical"
              aria-labelledby={`${id}-sectors`}
              className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0"
            >
              {industries.map((industry, index) => {
                const active = industry.slug === selected.slug;
                return (
                  <button
                    key={industry.slug}
                    id={`${id}-tab-${industry.slug}`}
                    type="button"
                    role="tab"
                    aria-selected={active}
                    aria-controls={`${id}-panel`}
                    tabIndex={active ? 0 : -1}
                    onClick={() => select(industry.slug)}
                    onKeyDown={(e) => onKeyDown(e, index)}
                    data-testid={`industry-tab-${industry.slug}`}
                    className={`flex shrink-0 items-center gap-3 rounded-lg border px-4 py-3 text-left font-semibold transition-colors ${
                      active
                        ? 'border-steel-900 bg-steel-900 text-white dark:border-amber-brand-500 dark:bg-amber-brand-500 dark:text-steel-950'
                        : 'border-slate-200 bg-white text-steel-950 hover:border-steel-400 dark:border-steel-800 dark:bg-steel-900 dark:text-slate-100'
                    }`}
                  >
                    <Icon name={industry.icon} className="size-5 shrink-0" />
                    <span className="whitespace-nowrap lg:whitespace-normal">{industry.name}</span>
                  </button>
                );
              })}
            </div>
          </div>

          <div id={`${id}-panel`} role="tabpanel" className="min-w-0" aria-labelledby={`${id}-tab-${selected.slug}`} tabIndex={0}>
            <article
              key={selected.slug}
              data-testid="industry-detail"
              className="animate-fade-in overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-steel-800 dark:bg-steel-900"
            >
              <ResponsiveImage
                src={selected.image.src}
                variants={selected.image.variants}
                alt={`${selected.name}: machined components in use`}
                width={1280}
                height={720}
                sizes={INDUSTRY_IMAGE_SIZES}
                className="aspect-[16/8] w-full object-cover"
              />
              <div className="p-6 sm:p-8">
                <p className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-amber-brand-700 dark:text-amber-brand-400">
                  {selected.name}
                </p>
                <h3 className="mt-2 text-2xl font-extrabold tracking-tight text-steel-950 sm:text-3xl dark:text-white">{selected.Headline}</h3>
                <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{selected.Description}</p>
                <h4 className="mt-8 font-bold text-steel-950 dark:text-white">{labels.PartsTitle}</h4>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {selected.Parts.map((part) => (
                    <li key={part} className="flex items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm font-medium dark:bg-steel-800">
                      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
                      {part}
                    </li>
                  ))}
                </ul>
                <Link to="/products" className={buttonClass('primary', 'md', 'mt-8')}>
                  Browse related products <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </article>
          </div>
        </Container>
      </section>
    </>
  );
}
