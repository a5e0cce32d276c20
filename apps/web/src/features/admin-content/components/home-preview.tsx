import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HomeContent, SiteContentDocumentInput } from '@rp/contract';
import { HomeHero } from '~/components/site-sections/home-hero';
import {
  AdvantageSection,
  CategoriesSection,
  CtaBand,
  IndustriesSection,
  PillarsSection,
  TestimonialsSection,
} from '~/components/site-sections/home-sections';
import { TestimonialCarousel } from '~/components/site-sections/testimonial-carousel';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { industries as industryLabels } from '~/content/pages/industries';
import { chatLinkOf, useCompany } from '~/lib/company-profile';
import { useContentDetail } from '../api/content-api';

/**
 * The industries' tiles, the testimonials and the chat message as stored under their own kinds (none until they load: the seed
 * stays out of the browser's code, where it would join the public pages' shared chunk).
 */
function useOtherKinds() {
  const industries = useContentDetail('industries').data;
  const testimonials = useContentDetail('testimonials').data;
  const contact = useContentDetail('contact').data;
  return {
    industries: industries?.Kind === 'industries' ? industries.Document.Items : [],
    testimonials: testimonials?.Kind === 'testimonials' ? testimonials.Document.Items.filter((t) => t.Visible) : [],
    chatMessage: contact?.Kind === 'contact' ? contact.Document.ChatMessage : '',
  };
}

/**
 * Draws the page at the window's width and scales it down to the card: the public sections' breakpoints follow
 * the window, so drawn in the narrower card they would squeeze the wide layout.
 */
function WindowWideFrame({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<{ width: number; zoom: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const width = document.documentElement.clientWidth;
      setFrame({ width, zoom: element.clientWidth / width });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="overflow-hidden">
      <div style={frame ? { width: frame.width, zoom: frame.zoom } : undefined}>{children}</div>
    </div>
  );
}

/**
 * The whole home page drawn from the draft with the public page's own section components (components/
 * site-sections): the hero without its videos, links kept from leaving the editor.
 */
export function HomePreview({ draft }: { draft: SiteContentDocumentInput<'home'> }) {
  // The form holds every field of the document (its default values are the stored one).
  const home = draft as HomeContent;
  const profile = useCompany();
  const other = useOtherKinds();
  const labels = new Map(industryLabels.map((label) => [label.slug, label]));
  const tiles = other.industries.flatMap((item) => {
    const label = labels.get(item.Slug);
    return label ? [{ slug: item.Slug, name: label.name, Headline: item.Headline, icon: <Icon name={label.icon} /> }] : [];
  });
  return (
    // The preview's links would leave the editor and its unsaved draft.
    <div
      className="-mx-4 -mb-4 bg-white sm:-mx-6 sm:-mb-6 dark:bg-steel-950"
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }}
    >
      <WindowWideFrame>
        <HomeHero hero={home.Hero} videos={false} titleAs="h2" />
        <PillarsSection pillars={home.Pillars} />
        <CategoriesSection categories={home.Categories} />
        <IndustriesSection heading={home.Industries} industries={tiles} />
        <AdvantageSection advantage={home.Advantage} caption={profile.Address.slice(-2).join(' · ')} />
        <TestimonialsSection heading={home.Testimonials}>
          <TestimonialCarousel testimonials={other.testimonials} />
        </TestimonialsSection>
        <CtaBand
          cta={home.Cta}
          chatLink={chatLinkOf(profile, other.chatMessage)}
          quoteButton={<span className={buttonClass('dark', 'lg')}>Get a Custom Quote</span>}
        />
      </WindowWideFrame>
    </div>
  );
}
