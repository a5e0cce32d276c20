import { ArrowRight, MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container, SectionHeading } from '~/components/ui/section';
import { chatLink, company } from '~/content/company';
import { ctaBand } from '~/content/pages/home';
import { seo } from '~/content/seo';
import { Hero } from '~/features/home/hero';
import { Testimonials } from '~/features/home/testimonials';
import { useQuoteModal } from '~/features/quote-request/quote-modal-context';
import { QuoteTrigger } from '~/features/quote-request/quote-trigger';
import { pageMeta, siteUrlFrom } from '~/features/site/seo';
import type { Route } from './+types/home';
import { HomeSections } from './home-sections';

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    foundingDate: String(company.foundedYear),
    description: company.shortDescription,
    email: company.email,
    telephone: company.phones.map((p) => p.href.replace('tel:', '')),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${company.address.street}, ${company.address.locality}`,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
  };
  return [...pageMeta({ matches, path: '/', ...seo.home }), { 'script:ld+json': organization }];
};

interface HomeState {
  openQuoteModal?: boolean;
  productName?: string;
  category?: string;
}

export default function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { openQuote } = useQuoteModal();

  // Arriving with state.openQuoteModal (e.g. from the catalogue) opens the modal, then clears the state.
  useEffect(() => {
    const state = location.state as HomeState | null;
    if (!state?.openQuoteModal) return;
    openQuote({ productName: state.productName, category: state.category });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null, preventScrollReset: true });
  }, [location, navigate, openQuote]);

  return (
    <>
      <Hero />

      <HomeSections />

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
            <a
              href={chatLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline', 'lg', 'border-steel-950! text-steel-950! hover:bg-amber-brand-400!')}
            >
              <MessageCircle aria-hidden="true" className="size-5" /> Chat on WhatsApp
            </a>
            <Link to="/products" className="inline-flex items-center justify-center gap-2 px-2 py-3 font-semibold underline-offset-4 hover:underline">
              View our product range <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
