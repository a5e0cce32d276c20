import { ArrowRight, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HomeContent } from '@rp/contract';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/section';
import { HEADLINE_WORD_MS, TAGLINE_ROTATE_MS, VIDEO_ROTATE_MS } from '~/lib/home-timings';
import { useIsMobile, useLowMotion, useRotatingIndex, useWindowLoaded } from '~/lib/use-interval';

/** "a", "a and b", "a, b and c": the cycling words as the sentence reads them. */
function wordList(words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The headline as one plain sentence, for screen readers and search engines (the cycling words are decorative):
 * "Precision parts, engineered, machined, inspected and delivered to your drawing." Derived, never stored, so it
 * always names the words the hero cycles through. Here, not in the contract, so it loads with the hero alone.
 */
export function heroHeadlineText(hero: Pick<HomeContent['Hero'], 'HeadlineLead' | 'HeadlineWords' | 'HeadlineTail'>): string {
  return [hero.HeadlineLead, wordList(hero.HeadlineWords), hero.HeadlineTail].filter((part) => part.trim() !== '').join(' ');
}

/** The hero's background videos and their posters: files shipped with the site, not site content. */
const HERO_VIDEOS = [1, 2, 3].map((n) => ({
  desktop: `/media/hero-${n}.mp4`,
  desktopPoster: `/media/hero-${n}.webp`,
  mobile: `/media/hero-${n}-mobile.mp4`,
  mobilePoster: `/media/hero-${n}-mobile.webp`,
}));

/**
 * The home page's first screen, from the home kind's Hero (site content). The back office's preview draws it
 * too, without the videos (`videos={false}`) and with an h2 under its own page title (`titleAs`).
 */
export function HomeHero({ hero, videos = true, titleAs: Title = 'h1' }: { hero: HomeContent['Hero']; videos?: boolean; titleAs?: 'h1' | 'h2' }) {
  const [paused, setPaused] = useState(false);
  const lowMotion = useLowMotion();
  const isMobile = useIsMobile();
  const loaded = useWindowLoaded();
  // Videos start after the load event so they never compete with the page itself; with reduced
  // motion or Save-Data only the poster shows.
  const videosOn = videos && lowMotion === false && isMobile !== null && loaded;

  const [videoIndex] = useRotatingIndex(HERO_VIDEOS.length, VIDEO_ROTATE_MS, videosOn && !paused);
  const [wordIndex] = useRotatingIndex(hero.HeadlineWords.length, HEADLINE_WORD_MS, !paused);
  const [taglineIndex] = useRotatingIndex(hero.Taglines.length, TAGLINE_ROTATE_MS, !paused);
  const video = HERO_VIDEOS[videoIndex]!;

  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate flex min-h-[100svh] items-end overflow-hidden bg-steel-950 text-white sm:items-center"
    >
      <div className="absolute inset-0 -z-10" data-testid="hero-media" data-index={videoIndex}>
        <picture>
          <source media="(max-width: 767px)" srcSet={video.mobilePoster} width={540} height={960} />
          <img
            src={video.desktopPoster}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        </picture>
        {videosOn ? (
          <video
            key={`${videoIndex}-${isMobile ? 'm' : 'd'}`}
            data-testid="hero-video"
            className="absolute inset-0 size-full object-cover animate-fade"
            src={isMobile ? video.mobile : video.desktop}
            poster={isMobile ? video.mobilePoster : video.desktopPoster}
            autoPlay={!paused}
            muted
            loop
            playsInline
            preload="auto"
            aria-hidden="true"
            ref={(el) => {
              if (!el) return;
              if (paused) el.pause();
              else void el.play().catch(() => undefined);
            }}
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-steel-950 via-steel-950/70 to-steel-950/40 sm:bg-gradient-to-r sm:from-steel-950/95 sm:via-steel-950/70 sm:to-steel-950/20" />
        <div className="blueprint-grid absolute inset-0 opacity-60" />
      </div>

      <Container className="pb-14 pt-28 sm:py-32">
        <p className="font-mono text-xs font-semibold uppercase tracking-[0.22em] text-amber-brand-400">{hero.Eyebrow}</p>
        <Title id="home-title" className="mt-4 max-w-3xl text-[2.6rem] font-extrabold leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl">
          <span className="sr-only">{heroHeadlineText(hero)}</span>
          <span aria-hidden="true">
            {hero.HeadlineLead}{' '}
            <span className="relative inline-block text-amber-brand-400">
              <span key={wordIndex} data-testid="headline-word" className="inline-block animate-fade-in">
                {hero.HeadlineWords[wordIndex % hero.HeadlineWords.length]}
              </span>
            </span>
            <br />
            {hero.HeadlineTail}
          </span>
        </Title>
        <p className="mt-6 min-h-[3.5rem] max-w-xl text-lg text-steel-100 sm:text-xl" aria-live="off">
          <span key={taglineIndex} data-testid="hero-tagline" className="inline-block animate-fade-in">
            {hero.Taglines[taglineIndex % hero.Taglines.length]}
          </span>
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/products" className={buttonClass('primary', 'lg')}>
            Explore Products <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/contact" className={buttonClass('ghostLight', 'lg')}>
            Contact Us
          </Link>
        </div>
        <dl className="mt-12 grid max-w-3xl grid-cols-2 gap-x-6 gap-y-5 border-t border-white/15 pt-6 sm:grid-cols-4">
          {hero.Stats.map((stat, i) => (
            <div key={i}>
              <dt className="text-xs font-medium uppercase tracking-wider text-steel-200">{stat.Label}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-white">{stat.Value}</dd>
            </div>
          ))}
        </dl>
      </Container>

      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={paused ? 'Play background animation' : 'Pause background animation'}
        className="absolute bottom-5 right-5 inline-flex size-10 items-center justify-center rounded-full border border-white/40 bg-steel-950/50 text-white backdrop-blur hover:bg-steel-950/80"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
      </button>
    </section>
  );
}
