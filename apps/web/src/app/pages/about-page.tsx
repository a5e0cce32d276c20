import { ArrowRight, Eye, Target } from 'lucide-react';
import { FOUNDER_DEFAULT_PHOTO, REPLY_WITHIN } from '@rp/contract/plain';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { Container, Eyebrow, HALF_CONTAINER_SIZES, PageHero, SectionHeading } from '~/components/ui/section';
import { about } from '~/content/pages/about';
import { useSiteContent } from '~/lib/site-content';

export function AboutPage() {
  const { Mission, Vision, Timeline, Founder } = useSiteContent().about;
  return (
    <>
      <PageHero eyebrow="About us · Since 1997" title={about.heroTitle} text={about.heroText} />

      <section aria-labelledby="story-title" className="py-20 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-title" eyebrow="Our story" title="From one lathe to a precision machining partner" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
              {about.story.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
          </div>
          <ResponsiveImage
            src={about.plantImage}
            alt="Machining bays at our plant in Rajkot"
            width={1280}
            height={853}
            sizes={HALF_CONTAINER_SIZES}
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-xl"
          />
        </Container>
      </section>

      <section aria-label="Mission and vision" className="bg-slate-50 py-20 dark:bg-steel-900/40">
        <Container className="grid gap-6 md:grid-cols-2">
          {[
            { title: 'Our Mission', text: Mission, icon: Target },
            { title: 'Our Vision', text: Vision, icon: Eye },
          ].map(({ title, text, icon: IconC }) => (
            <article key={title} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-steel-800 dark:bg-steel-900">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-steel-900 text-amber-brand-400">
                <IconC aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-5 text-2xl font-extrabold text-steel-950 dark:text-white">{title}</h2>
              <p className="mt-3 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{text}</p>
            </article>
          ))}
        </Container>
      </section>

      <section aria-labelledby="timeline-title" className="py-20 sm:py-24">
        <Container>
          <SectionHeading id="timeline-title" eyebrow="Milestones" title="Our journey" align="center" />
          <ol className="relative mx-auto mt-14 max-w-3xl border-l-2 border-steel-200 pl-8 dark:border-steel-700" data-testid="timeline">
            {Timeline.map((item, i) => (
              <li key={i} className="relative pb-10 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute -left-[2.55rem] top-1 size-4 rounded-full border-4 border-white bg-amber-brand-500 dark:border-steel-950"
                />
                <p className="font-mono text-sm font-bold text-amber-brand-700 dark:text-amber-brand-400">{item.Year}</p>
                {item.Title ? <h3 className="mt-1 text-xl font-bold text-steel-950 dark:text-white">{item.Title}</h3> : null}
                <p className="mt-1 text-slate-700 dark:text-slate-300">{item.Text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="founder-title" className="blueprint-grid bg-steel-950 py-20 text-white sm:py-24">
        <Container className="grid items-center gap-10 md:grid-cols-[320px_1fr] lg:gap-16">
          <ResponsiveImage
            src={Founder.Photo?.Url ?? FOUNDER_DEFAULT_PHOTO}
            variants={Founder.Photo?.Url ? Founder.Photo.Variants : undefined}
            alt={`${Founder.Name}, ${Founder.Role}`}
            width={640}
            height={800}
            sizes="(min-width: 352px) 320px, calc(100vw - 32px)"
            className="aspect-[4/5] w-full max-w-xs rounded-2xl object-cover shadow-2xl"
          />
          <div>
            <Eyebrow className="text-amber-brand-400!">Meet the founder</Eyebrow>
            <h2 id="founder-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {Founder.Name}
            </h2>
            <p className="mt-1 text-steel-200">{Founder.Role}</p>
            {Founder.Quote ? (
              <blockquote className="mt-6 border-l-4 border-amber-brand-500 pl-5 text-xl leading-relaxed">“{Founder.Quote}”</blockquote>
            ) : null}
            <p className="mt-6 text-steel-100">{Founder.Text}</p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-cta" className="py-16">
        <Container className="flex flex-col items-center text-center">
          <h2 id="about-cta" className="text-3xl font-extrabold tracking-tight text-steel-950 dark:text-white">
            Let’s build your next part together
          </h2>
          <p className="mt-3 max-w-xl text-lg text-slate-700 dark:text-slate-300">
            Tell us what you need machined. We will reply within {REPLY_WITHIN}.
          </p>
          <Link to="/contact" className={buttonClass('primary', 'lg', 'mt-8')}>
            Contact Us <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </Container>
      </section>
    </>
  );
}
