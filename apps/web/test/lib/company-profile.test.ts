import { COMPANY_PROFILE_SEED } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { SEEDED_BRAND } from '~/lib/company-profile';
import { SEEDED_COMPANY } from '~/lib/company-profile.server';
import { pageMeta } from '~/features/site/first-screen/seo';

describe('the company profile in page titles', () => {
  it('writes titles with the seeded trade name', () => {
    expect(SEEDED_BRAND).toBe(COMPANY_PROFILE_SEED.TradeName);
  });

  it("puts the profile's trade name in place of the seeded one in title, description and Open Graph tags", () => {
    const company = { ...SEEDED_COMPANY, TradeName: 'Saurashtra Turned Parts' };
    const tags = pageMeta({
      matches: [{ id: 'root', loaderData: { siteUrl: 'https://rpw.example', company } }],
      path: '/about',
      title: `About Us | ${SEEDED_BRAND}`,
      description: `How ${SEEDED_BRAND} works.`,
    });
    const text = JSON.stringify(tags);
    expect(tags).toContainEqual({ title: 'About Us | Saurashtra Turned Parts' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Saurashtra Turned Parts' });
    expect(tags).toContainEqual({ name: 'description', content: 'How Saurashtra Turned Parts works.' });
    expect(text).not.toContain(SEEDED_BRAND);
  });
});
