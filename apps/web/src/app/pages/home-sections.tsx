import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import {
  AdvantageSection,
  CategoriesSection,
  CtaBand,
  IndustriesSection,
  PillarsSection,
  TestimonialsSection,
} from '~/components/site-sections/home-sections';
import { TestimonialCarousel } from '~/components/site-sections/testimonial-carousel';
import { chatLinkOf, useCompany } from '~/lib/company-profile';
import { useSiteContent } from '~/lib/site-content';
import { QuoteTrigger } from '~/features/quote-request/components/quote-trigger';
import { useIndustries } from '~/features/site/utils/industries';

/** The home page below the hero: pillars, categories, industries, the Rajkot advantage, testimonials and the closing call. */
export function HomeSections() {
  const profile = useCompany();
  const home = useSiteContent('home');
  const testimonials = useSiteContent('testimonials');
  const chatMessage = useSiteContent('contact').ChatMessage;
  const industries = useIndustries().map((industry) => ({ ...industry, icon: <Icon name={industry.icon} /> }));
  return (
    <>
      <PillarsSection pillars={home.Pillars} />
      <CategoriesSection categories={home.Categories} />
      <IndustriesSection heading={home.Industries} industries={industries} />
      <AdvantageSection advantage={home.Advantage} caption={profile.Address.slice(-2).join(' · ')} />
      {/* Hidden testimonials are left out by the server (publicSiteContent). */}
      <TestimonialsSection heading={home.Testimonials}>
        <TestimonialCarousel testimonials={testimonials.Items} />
      </TestimonialsSection>
      <CtaBand
        cta={home.Cta}
        chatLink={chatLinkOf(profile, chatMessage)}
        quoteButton={<QuoteTrigger className={buttonClass('dark', 'lg')}>Get a Custom Quote</QuoteTrigger>}
      />
    </>
  );
}
