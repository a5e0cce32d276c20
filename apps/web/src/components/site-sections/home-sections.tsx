import type { ReactNode } from 'react';
import { ArrowRight, Award, CheckCircle2, Clock, Cog, Factory, Gauge, MessageCircle, Ruler, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { categoryDefaultImage, categoryName, HOME_ADVANTAGE_DEFAULT_IMAGE, type HomePillarIcon } from '@rp/contract/plain';
import type { HomeContent, SiteImage } from '@rp/contract';
import { buttonClass } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { Container, Eyebrow, HALF_CONTAINER_SIZES, SectionHeading } from '~/components/ui/section';

/**
 * The home page below the hero, drawn from the home kind's site content (issue 37). The public page and the
 * back office's preview both draw these; what belongs to another feature (the quote button) comes in as a slot.
 */

type Home = HomeContent;

const PILLAR_ICONS: Record<HomePillarIcon, LucideIcon> = {
  ruler: Ruler,
  cog: Cog,
  shield: ShieldCheck,
  truck: Truck,
  gauge: Gauge,
  factory: Factory,
  award: Award,
  clock: Clock,
};

/** An uploaded picture with its copies, or the one shipped with the site. */
const pictureOf = (image: SiteImage | null | undefined, shipped: string) =>
  image?.Url ? { src: image.Url, variants: image.Variants } : { src: shipped, variants: undefined };

export function PillarsSection({ pillars }: { pillars: Home['Pillars'] }) {
  return (
    <section aria-labelledby="pillars-title" className="py-20 sm:py-24">
      <Container>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="pillars-title" eyebrow={pillars.Eyebrow} title={pillars.Title} text={pillars.Text} />
          <Link to="/quality" className={buttonClass('outline', 'md', 'self-start lg:self-auto')}>
            Our quality process <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {pillars.Items.map((pillar, i) => {
            const PillarIcon = PILLAR_ICONS[pillar.Icon] ?? Cog;
            return (
              <li
                key={i}
                data-testid="pillar"
                className="group rounded-xl border border-slate-200 bg-white p-6 transition-shadow hover:shadow-lg dark:border-steel-800 dark:bg-steel-900"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-steel-900 text-amber-brand-400 dark:bg-steel-800">
                  <PillarIcon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-steel-950 dark:text-white">{pillar.Title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{pillar.Text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

/** Category tiles: one column, two from sm, three from lg; the container stops at 1280 px. */
const CATEGORY_TILE_SIZES =
  '(min-width: 1280px) 392px, (min-width: 1024px) calc((100vw - 104px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

export function CategoriesSection({ categories }: { categories: Home['Categories'] }) {
  return (
    <section aria-labelledby="categories-title" className="bg-slate-50 py-20 sm:py-24 dark:bg-steel-900/40">
      <Container>
        <SectionHeading id="categories-title" eyebrow={categories.Eyebrow} title={categories.Title} text={categories.Text} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {categories.Tiles.map((tile) => {
            const picture = pictureOf(tile.Image, categoryDefaultImage(tile.Slug));
            return (
              <li key={tile.Slug}>
                <Link
                  to={`/products?category=${tile.Slug}`}
                  state={{ selectedCategory: tile.Slug }}
                  data-testid={`category-tile-${tile.Slug}`}
                  className="group relative block overflow-hidden rounded-xl bg-steel-950 text-white shadow-sm"
                >
                  <ResponsiveImage
                    src={picture.src}
                    variants={picture.variants}
                    alt=""
                    width={640}
                    height={480}
                    sizes={CATEGORY_TILE_SIZES}
                    className="aspect-[4/3] w-full object-cover opacity-80 transition duration-500 group-hover:scale-105 group-hover:opacity-60"
                  />
                  <span className="absolute inset-0 bg-gradient-to-t from-steel-950 via-steel-950/40 to-transparent" />
                  <span className="absolute inset-x-0 bottom-0 p-5">
                    <span className="flex items-center justify-between gap-3">
                      <span className="text-xl font-bold">{categoryName(tile.Slug)}</span>
                      <ArrowRight aria-hidden="true" className="size-5 text-amber-brand-400 transition-transform group-hover:translate-x-1" />
                    </span>
                    <span className="mt-1 block text-sm text-steel-100">{tile.Blurb}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

/** An industry's tile: its name and icon (code) with its headline (the industries kind). */
export interface IndustryTile {
  slug: string;
  name: string;
  Headline: string;
  icon: ReactNode;
}

export function IndustriesSection({ heading, industries }: { heading: Home['Industries']; industries: readonly IndustryTile[] }) {
  return (
    <section aria-labelledby="industries-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading id="industries-title" eyebrow={heading.Eyebrow} title={heading.Title} text={heading.Text} />
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
                  {industry.icon}
                </span>
                <span className="mt-4 font-bold text-steel-950 dark:text-white">{industry.name}</span>
                <span className="mt-1 hidden text-sm text-slate-700 sm:block dark:text-slate-300">{industry.Headline}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** "The Rajkot advantage"; `caption` is the company's town and state (the company profile). */
export function AdvantageSection({ advantage, caption }: { advantage: Home['Advantage']; caption: string }) {
  const picture = pictureOf(advantage.Image, HOME_ADVANTAGE_DEFAULT_IMAGE);
  return (
    <section aria-labelledby="advantage-title" className="blueprint-grid bg-steel-950 py-20 text-white sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <Eyebrow className="text-amber-brand-400!">{advantage.Eyebrow}</Eyebrow>
          <h2 id="advantage-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {advantage.Title}
          </h2>
          <p className="mt-4 text-lg text-steel-100">{advantage.Intro}</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {advantage.Points.map((point, i) => (
              <li key={i} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-brand-400" />
                <span>
                  <span className="block font-semibold">{point.Title}</span>
                  <span className="mt-1 block text-sm text-steel-200">{point.Text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="overflow-hidden rounded-2xl border border-steel-700">
          <ResponsiveImage
            src={picture.src}
            variants={picture.variants}
            alt={advantage.ImageAlt}
            width={1280}
            height={853}
            sizes={HALF_CONTAINER_SIZES}
            className="aspect-[3/2] w-full object-cover"
          />
          <figcaption className="bg-steel-900 px-4 py-3 font-mono text-xs text-steel-200">{caption}</figcaption>
        </figure>
      </Container>
    </section>
  );
}

/** The testimonials' heading around their carousel (the testimonials kind). */
export function TestimonialsSection({ heading, children }: { heading: Home['Testimonials']; children: ReactNode }) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-20 sm:py-24 dark:bg-steel-900/40">
      <Container>
        <SectionHeading id="testimonials-title" eyebrow={heading.Eyebrow} title={heading.Title} text={heading.Text} align="center" />
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}

/** The closing call; `quoteButton` opens the quote form on the site (a feature of its own). */
export function CtaBand({ cta, quoteButton, chatLink }: { cta: Home['Cta']; quoteButton: ReactNode; chatLink: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-amber-brand-500 py-16 text-steel-950">
      <Container className="flex flex-col gap-8 xl:flex-row xl:items-center xl:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {cta.Title}
          </h2>
          <p className="mt-3 text-lg text-steel-900">{cta.Text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 whitespace-nowrap sm:flex-row sm:flex-wrap sm:items-center">
          {quoteButton}
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
  );
}
