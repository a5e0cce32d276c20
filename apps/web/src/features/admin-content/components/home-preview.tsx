import { SITE_CONTENT_SEED, type HomeContent, type SiteContentDocumentInput } from '@rp/contract';
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
import { company } from '~/content/company';
import { industries as industryLabels } from '~/content/pages/industries';
import { chatLinkOf, useCompany } from '~/lib/company-profile';
import { useContentDetail } from '../api/content-api';

/** The industries' tiles and the testimonials as stored under their own kinds (the seed until they load). */
function useOtherKinds() {
  const industries = useContentDetail('industries').data;
  const testimonials = useContentDetail('testimonials').data;
  return {
    industries: industries?.Kind === 'industries' ? industries.Document : SITE_CONTENT_SEED.industries,
    testimonials: testimonials?.Kind === 'testimonials' ? testimonials.Document : SITE_CONTENT_SEED.testimonials,
  };
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
  const tiles = other.industries.Items.flatMap((item) => {
    const label = labels.get(item.Slug);
    return label ? [{ slug: item.Slug, name: label.name, Headline: item.Headline, icon: <Icon name={label.icon} /> }] : [];
  });
  return (
    // The preview's links would leave the editor and its unsaved draft.
    <div
      className="-mx-4 -mb-4 overflow-hidden sm:-mx-6 sm:-mb-6 bg-white dark:bg-steel-950"
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }}
    >
      <HomeHero hero={home.Hero} videos={false} titleAs="h2" />
      <PillarsSection pillars={home.Pillars} />
      <CategoriesSection categories={home.Categories} />
      <IndustriesSection heading={home.Industries} industries={tiles} />
      <AdvantageSection advantage={home.Advantage} caption={profile.Address.slice(-2).join(' · ')} />
      <TestimonialsSection heading={home.Testimonials}>
        <TestimonialCarousel testimonials={other.testimonials.Items.filter((t) => t.Visible)} />
      </TestimonialsSection>
      <CtaBand
        cta={home.Cta}
        chatLink={chatLinkOf(profile, company.chatMessage)}
        quoteButton={<span className={buttonClass('dark', 'lg')}>Get a Custom Quote</span>}
      />
    </div>
  );
}
