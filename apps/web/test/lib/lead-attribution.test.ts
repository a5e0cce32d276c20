import { describe, expect, it } from 'vitest';
import { attributionFrom } from '../../src/lib/lead-attribution';

const here = new URL('https://www.rp.example/products?category=shafts&key=secret');

describe('what a lead form sends about the visit (ADR 082)', () => {
  it('takes the landing page and utm tags from the stored start, the referring host only when it is another site', () => {
    const visit =
      'https://www.rp.example/industries?industry=automotive&utm_source=LinkedIn&utm_medium=social&utm_campaign=%20diwali%20 https://www.google.com/search?q=cnc';
    expect(attributionFrom(visit, here)).toEqual({
      PagePath: '/products?category=shafts',
      LandingPath: '/industries?industry=automotive',
      Referrer: 'www.google.com',
      UtmSource: 'LinkedIn',
      UtmMedium: 'social',
      UtmCampaign: 'diwali',
    });
    expect(attributionFrom('https://www.rp.example/ https://www.rp.example/about', here)).toMatchObject({ LandingPath: '/', Referrer: '' });
  });

  it('uses this page when nothing is stored, and survives a malformed start', () => {
    expect(attributionFrom(null, new URL('https://www.rp.example/contact?utm_source=newsletter'))).toEqual({
      PagePath: '/contact',
      LandingPath: '/contact',
      Referrer: '',
      UtmSource: 'newsletter',
      UtmMedium: '',
      UtmCampaign: '',
    });
    expect(attributionFrom('http://[bad not-a-url', here)).toMatchObject({ LandingPath: '/products?category=shafts', Referrer: '' });
    expect(attributionFrom(`https://www.rp.example/?utm_source=${'x'.repeat(200)}`, here).UtmSource).toHaveLength(100);
  });
});
