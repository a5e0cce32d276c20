import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useState } from 'react';
import type { Testimonial } from '@rp/contract';
import { TESTIMONIAL_ROTATE_MS } from '~/lib/home-timings';
import { useRotatingIndex } from '~/lib/use-interval';

/** Testimonial carousel: advances every 7 s; pauses on hover, focus or the pause button. Only visible ones are given. */
export function TestimonialCarousel({
  testimonials,
}: {
  testimonials: readonly Pick<Testimonial, 'Quote' | 'Person' | 'Designation' | 'Company'>[];
}) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [index, setIndex] = useRotatingIndex(testimonials.length, TESTIMONIAL_ROTATE_MS, !paused && !hovered);
  const item = testimonials[index % Math.max(testimonials.length, 1)];
  const go = (delta: number) => setIndex((i) => (i + delta + testimonials.length) % testimonials.length);

  if (!item) return null;
  return (
    <div
      className="relative mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      role="group"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
    >
      <figure
        key={index}
        data-testid="testimonial"
        data-index={index}
        className="animate-fade-in rounded-2xl border border-slate-200 bg-white p-7 shadow-sm sm:p-10 dark:border-steel-800 dark:bg-steel-900"
      >
        <Quote aria-hidden="true" className="size-9 text-amber-brand-500" />
        <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl dark:text-slate-100">“{item.Quote}”</blockquote>
        <figcaption className="mt-6 text-sm">
          <span className="font-bold text-steel-950 dark:text-white">{item.Person}</span>
          <span className="text-slate-600 dark:text-slate-300">
            {item.Designation ? `, ${item.Designation}` : ''} · {item.Company}
          </span>
        </figcaption>
      </figure>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label="Previous testimonial"
          className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 hover:bg-steel-50 dark:border-steel-700 dark:hover:bg-steel-800"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex gap-1">
          {testimonials.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show testimonial ${i + 1} of ${testimonials.length}`}
              aria-current={i === index ? 'true' : undefined}
              className="inline-flex size-6 items-center justify-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-amber-brand-500' : 'w-2 bg-slate-400 dark:bg-steel-500'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label="Next testimonial"
          className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 hover:bg-steel-50 dark:border-steel-700 dark:hover:bg-steel-800"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label={paused ? 'Resume testimonials' : 'Pause testimonials'}
          className="ml-2 inline-flex size-10 items-center justify-center rounded-full border border-slate-300 hover:bg-steel-50 dark:border-steel-700 dark:hover:bg-steel-800"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </div>
  );
}
