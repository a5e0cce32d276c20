import { ArrowRight, Eye, Target } from 'lucide-react';
import { Link } from 'react-router';
import { FOUNDER_DEFAULT_PHOTO, PLANT_DEFAULT_PHOTO } from '@rp/contract/plain';
import type { AboutContent } from '@rp/contract';
import { buttonClass } from '~/components/ui/button';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { Container, Eyebrow, HALF_CONTAINER_SIZES, SectionHeading } from '~/components/ui/section';

/**
 * The About page's sections, drawn from the `about` document: the public page and the back office's preview
 * both render these, so the preview is the page (issue 37).
 */

type AboutLabels = AboutContent['Labels'];

export function AboutStory({
  eyebrow,
  story,
  plantImage,
}: {
  eyebrow: string;
  story: AboutContent['Story'];
  plantImage: AboutContent['PlantImage'];
}) {
  return (
    <section aria-labelledby="story-title" className="py-20 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="story-title" eyebrow={eyebrow} title={story.Title} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
            {story.Paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </div>
        <ResponsiveImage
          src={plantImage?.Url ?? PLANT_DEFAULT_PHOTO}
          variants={plantImage?.Url ? plantImage.Variants : undefined}
          alt="Machining bays at our plant in Rajkot"
          width={1280}
          height={853}
          sizes={HALF_CONTAINER_SIZES}
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow-xl"
        />
      </Container>
    </section>
  );
}

export function MissionAndVision({ labels, mission, vision }: { labels: AboutLabels; mission: string; vision: string }) {
  return (
    <section aria-label="Mission and vision" className="bg-slate-50 py-20 dark:bg-steel-900/40">
      <Container className="grid gap-6 md:grid-cols-2">
        {[
          { title: labels.MissionTitle, text: mission, icon: Target },
          { title: labels.VisionTitle, text: vision, icon: Eye },
        ].map(({ title, text, icon: IconC }, i) => (
          <article key={i} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-steel-800 dark:bg-steel-900">
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-steel-900 text-amber-brand-400">
              <IconC aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-5 text-2xl font-extrabold text-steel-950 dark:text-white">{title}</h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{text}</p>
          </article>
        ))}
      </Container>
    </section>
  );
}

export function AboutTimeline({ labels, timeline }: { labels: AboutLabels; timeline: AboutContent['Timeline'] }) {
  return (
    <section aria-labelledby="timeline-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading id="timeline-title" eyebrow={labels.TimelineEyebrow} title={labels.TimelineTitle} align="center" />
        <ol className="relative mx-auto mt-14 max-w-3xl border-l-2 border-steel-200 pl-8 dark:border-steel-700" data-testid="timeline">
          {timeline.map((item, i) => (
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
  );
}

export function FounderSection({ eyebrow, founder }: { eyebrow: string; founder: AboutContent['Founder'] }) {
  return (
    <section aria-labelledby="founder-title" className="blueprint-grid bg-steel-950 py-20 text-white sm:py-24">
      <Container className="grid items-center gap-10 md:grid-cols-[320px_1fr] lg:gap-16">
        <ResponsiveImage
          src={founder.Photo?.Url ?? FOUNDER_DEFAULT_PHOTO}
          variants={founder.Photo?.Url ? founder.Photo.Variants : undefined}
          alt={`${founder.Name}, ${founder.Role}`}
          width={640}
          height={800}
          sizes="(min-width: 352px) 320px, calc(100vw - 32px)"
          className="aspect-[4/5] w-full max-w-xs rounded-2xl object-cover shadow-2xl"
        />
        <div>
          <Eyebrow className="text-amber-brand-400!">{eyebrow}</Eyebrow>
          <h2 id="founder-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {founder.Name}
          </h2>
          <p className="mt-1 text-steel-200">{founder.Role}</p>
          {founder.Quote ? (
            <blockquote className="mt-6 border-l-4 border-amber-brand-500 pl-5 text-xl leading-relaxed">“{founder.Quote}”</blockquote>
          ) : null}
          <p className="mt-6 text-steel-100">{founder.Text}</p>
        </div>
      </Container>
    </section>
  );
}

/** The page's closing call to get in touch; its button stays interface. */
export function AboutClosing({ closing }: { closing: AboutContent['Closing'] }) {
  return (
    <section aria-labelledby="about-cta" className="py-16">
      <Container className="flex flex-col items-center text-center">
        <h2 id="about-cta" className="text-3xl font-extrabold tracking-tight text-steel-950 dark:text-white">
          {closing.Title}
        </h2>
        <p className="mt-3 max-w-xl text-lg text-slate-700 dark:text-slate-300">{closing.Text}</p>
        <Link to="/contact" className={buttonClass('primary', 'lg', 'mt-8')}>
          Contact Us <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </Container>
    </section>
  );
}
