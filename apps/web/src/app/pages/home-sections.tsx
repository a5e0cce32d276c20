import { ArrowRight, CheckCircle2, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { categoryName } from '@rp/contract/plain';
import { buttonClass } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { Container, Eyebrow, HALF_CONTAINER_SIZES, SectionHeading } from '~/components/ui/section';
import { company } from '~/content/company';
import { chatLinkOf, useCompany } from '~/lib/company-profile';
import { advantage, categoryTiles, ctaBand, pillars } from '~/content/pages/home-sections';
import { Testimonials } from '~/features/home/components/testimonials';
import { QuoteTrigger } from '~/features/quote-request/components/quote-trigger';
import { Icon } from '~/features/site/components/icons';
import { useIndustries } from '~/features/site/utils/industries';

/** Category tiles: one column, two from sm, three from lg; the container stops at 1280 px. */
const CATEGORY_TILE_SIZES =
  '(min-width: 1280px) 392px, (min-width: 1024px) calc((100vw - 104px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

/** The home page below the hero: pillars, categories, industries, the Rajkot advantage, testimonials and the closing call. */
export function HomeSections() {
  const profile = useCompany();
  const industries = useIndustries();
  const chatLink = chatLinkOf(profile, company.chatMessage);
  return (
    <>
      <section aria-labelledby="pillars-title" className="py-20 sm:py-24">
        <Container>
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <SectionHeading
              id="pillars-title"
              eyebrow="Why manufacturers choose us"
              title="Four pillars behind every part we ship"
              text={`For over 25 years, buyers across India have relied on us for components that fit first time. Here is how we make that happen.`}
            />
            <Link to="/quality" className={buttonClass('outline', 'md', 'self-start lg:self-auto')}>
              Our quality process <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {pillars.map((pillar) => (
              <li
                key={pillar.title}
                className="group rounded-xl border border-slate-200 bg-white p-6 transition-shadow hover:shadow-lg dark:border-steel-800 dark:bg-steel-900"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-steel-900 text-amber-brand-400 dark:bg-steel-800">
                  <Icon name={pillar.icon} />
                </span>
                <h3 className="mt-5 text-lg font-bold text-steel-950 dark:text-white">{pillar.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{pillar.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="categories-title" className="bg-slate-50 py-20 sm:py-24 dark:bg-steel-900/40">
        <Container>
          <SectionHeading
            id="categories-title"
            eyebrow="What we make"
            title="Product categories"
            text="Six families of precision parts, each machined to your drawing from certified material."
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {categoryTiles.map((tile) => (
              <li key={tile.slug}>
                <Link
                  to={`/products?category=${tile.slug}`}
                  state={{ selectedCategory: tile.slug }}
                  data-testid={`category-tile-${tile.slug}`}
                  className="group relative block overflow-hidden rounded-xl bg-steel-950 text-white shadow-sm"
                >
                  <ResponsiveImage
                    src={tile.image}
                    alt=""
                    width={640}
                    height={480}
                    sizes={CATEGORY_TILE_SIZES}
                    className="aspect-[4/3] w-full object-cover opacity-80 transition duration-500 group-hover:scale-105 group-hover:opacity-60"
                  />
                  <span className="absolute inset-0 bg-gradient-to-t from-steel-950 via-steel-950/40 to-transparent" />
                  <span className="absolute inset-x-0 bottom-0 p-5">
                    <span className="flex items-center justify-between gap-3">
                      <span className="text-xl font-bold">{categoryName(tile.slug)}</span>
                      <ArrowRight aria-hidden="true" className="size-5 text-amber-brand-400 transition-transform group-hover:translate-x-1" />
                    </span>
                    <span className="mt-1 block text-sm text-steel-100">{tile.blurb}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="industries-title" className="py-20 sm:py-24">
        <Container>
          <SectionHeading
            id="industries-title"
            eyebrow="Who we serve"
            title="Trusted across six demanding industries"
            text="From turbine shafts to tractor pins, our parts run in equipment built across India."
          />
          <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-3">
            {industries.map((industry) => (
              <li key={industry.slug}>
                <Link
                  to={`/industries?industry=${industry.slug}`}
                  state={{ selectedIndustry: industry.slug }}
                  data-testid={`industry-tile-${industry.slug}`}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:-translate-y-0.5 hover:border-amber-brand-500 hover:shadow-lg dark:border-steel-800 dark:bg-steel-900"
                >
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-amber-brand-500/15 text-amber-brand-700 dark:text-amber-brand-400">
                    <Icon name={industry.icon} />
                  </span>
                  <span className="mt-4 font-bold text-steel-950 dark:text-white">{industry.name}</span>
                  <span className="mt-1 hidden text-sm text-slate-700 sm:block dark:text-slate-300">{industry.Headline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="advantage-title" className="blueprint-grid bg-steel-950 py-20 text-white sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <Eyebrow className="text-amber-brand-400!">Made in Rajkot, Gujarat</Eyebrow>
            <h2 id="advantage-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {advantage.title}
            </h2>
            <p className="mt-4 text-lg text-steel-100">{advantage.intro}</p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {advantage.points.map((point) => (
                <li key={point.title} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-brand-400" />
                  <span>
                    <span className="block font-semibold">{point.title}</span>
                    <span className="mt-1 block text-sm text-steel-200">{point.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <figure className="overflow-hidden rounded-2xl border border-steel-700">
            <ResponsiveImage
              src="/images/about/plant.webp"
              alt="CNC turning and VMC machining bays at our Rajkot plant"
              width={1280}
              height={853}
              sizes={HALF_CONTAINER_SIZES}
              className="aspect-[3/2] w-full object-cover"
            />
            <figcaption className="bg-steel-900 px-4 py-3 font-mono text-xs text-steel-200">{profile.Address.slice(-2).join(' · ')}</figcaption>
          </figure>
        </Container>
      </section>

      <section aria-labelledby="testimonials-title" className="bg-slate-50 py-20 sm:py-24 dark:bg-steel-900/40">
        <Container>
          <SectionHeading id="testimonials-title" eyebrow="In their words" title="What our customers say" align="center" />
          <div className="mt-12">
            <Testimonials />
          </div>
        </Container>
      </section>

      <section aria-labelledby="cta-title" className="bg-amber-brand-500 py-16 text-steel-950">
        <Container className="flex flex-col gap-8 xl:flex-row xl:items-center xl:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {ctaBand.title}
            </h2>
            <p className="mt-3 text-lg text-steel-900">{ctaBand.text}</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 whitespace-nowrap sm:flex-row sm:flex-wrap sm:items-center">
            <QuoteTrigger className={buttonClass('dark', 'lg')}>Get a Custom Quote</QuoteTrigger>
            {chatLink ? (
              <a
                href={chatLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'lg', 'border-steel-950! text-steel-950! hover:bg-amber-brand-400!')}
              >
                <MessageCircle aria-hidden="true" className="size-5" /> Chat on WhatsApp
              </a>
            ) : null}
            <Link to="/products" className="inline-flex items-center justify-center gap-2 px-2 py-3 font-semibold underline-offset-4 hover:underline">
              View our product range <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
