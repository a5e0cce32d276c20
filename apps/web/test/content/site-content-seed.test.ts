import { certificationsComingSoonLine, certificationTitle, SITE_CONTENT_SEED } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { company, people } from '~/content/company';
import { about, seo as aboutSeo } from '~/content/pages/about';
import { seo as contactSeo } from '~/content/pages/contact';
import { seo as homeSeo } from '~/content/pages/home';
import { testimonials } from '~/content/pages/home-sections';
import { industries, seo as industriesSeo } from '~/content/pages/industries';
import { seo as notFoundSeo } from '~/content/pages/not-found';
import { seo as privacySeo } from '~/content/pages/privacy-policy';
import { seo as productsSeo } from '~/content/pages/products';
import { quality, seo as qualitySeo } from '~/content/pages/quality';
import { seo as termsSeo } from '~/content/pages/terms-of-service';

// A new database is seeded with SITE_CONTENT_SEED (ADR 080): until the public pages read it, it must say
// exactly what the code's copy says, so the site looks the same before and after they do.
describe('the site content seed is today’s copy', () => {
  const seed = SITE_CONTENT_SEED;

  it('certifications: the footer’s badges and coming-soon line, and the quality page’s badges', () => {
    expect(seed.certifications.Items.filter((c) => c.State === 'Registered').map(certificationTitle)).toEqual(company.certifications);
    expect(certificationsComingSoonLine(seed.certifications.Items)).toBe(company.comingSoon);
    const badges = seed.certifications.Items.filter((c) => c.State !== 'Coming soon').map((c) => ({
      title: certificationTitle(c),
      text: c.Description,
    }));
    expect(badges).toEqual(quality.badges);
  });

  it('testimonials, in the carousel’s order', () => {
    expect(seed.testimonials.Items.map((t) => ({ quote: t.Quote, name: t.Person, company: t.Company }))).toEqual(testimonials);
    expect(seed.testimonials.Items.every((t) => t.Visible && t.Designation === '')).toBe(true);
  });

  it('the About page: mission, vision, timeline and founder', () => {
    expect(seed.about.Mission).toBe(about.mission);
    expect(seed.about.Vision).toBe(about.vision);
    expect(seed.about.Timeline.map((t) => ({ year: t.Year, title: t.Title, text: t.Text }))).toEqual(about.timeline);
    expect(seed.about.Founder).toMatchObject({
      Name: people[0].name,
      Role: people[0].role,
      Text: about.founder.bio,
      Quote: about.founder.quote,
      Photo: null,
    });
  });

  it('the six industries, in order', () => {
    expect(seed.industries.Items.map((i) => ({ slug: i.Slug, headline: i.Headline, description: i.Description, parts: i.Parts }))).toEqual(
      industries.map((i) => ({ slug: i.slug, headline: i.headline, description: i.description, parts: i.parts })),
    );
  });

  it('every page’s title and description', () => {
    const pages = {
      home: homeSeo,
      about: aboutSeo,
      industries: industriesSeo,
      products: productsSeo,
      quality: qualitySeo,
      contact: contactSeo,
      'privacy-policy': privacySeo,
      'terms-of-service': termsSeo,
      'not-found': notFoundSeo,
    };
    expect(seed['page-meta'].Pages).toEqual(
      Object.fromEntries(Object.entries(pages).map(([key, s]) => [key, { Title: s.title, Description: s.description }])),
    );
  });
});
