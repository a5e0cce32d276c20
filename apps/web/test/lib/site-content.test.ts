import { describe, expect, it } from 'vitest';
import { SITE_CONTENT_SEED } from '@rp/contract/plain';
import { needsSiteContentFor, siteContentFor, siteContentKindsFor } from '../../src/lib/site-content';
import { loadSiteContent } from '../../src/lib/site-content.server';

const shared = ['certifications', 'contact', 'page-meta'];

describe('the site content a public page carries (ADR 086)', () => {
  it('sends the footer and titles everywhere, and each page only its own kinds', () => {
    expect(siteContentKindsFor('/')).toEqual([...shared, 'home', 'testimonials', 'industries']);
    expect(siteContentKindsFor('/quality')).toEqual([...shared, 'quality']);
    expect(siteContentKindsFor('/about')).toEqual([...shared, 'about']);
    expect(siteContentKindsFor('/industries')).toEqual([...shared, 'industries']);
    expect(siteContentKindsFor('/products')).toEqual([...shared, 'products']);
    for (const path of ['/contact', '/privacy-policy', '/terms-of-service', '/rfq/RP-2026-0001', '/no-such-page']) {
      expect(siteContentKindsFor(path), path).toEqual(shared);
    }
  });

  it('matches a path as the router does: any case, a trailing slash, escaped letters', () => {
    for (const path of ['/Quality', '/quality/', '/QUALITY//', '/%71uality']) expect(siteContentKindsFor(path), path).toContain('quality');
    expect(siteContentKindsFor('/%E0%A4%A')).toEqual(shared);
  });

  it('reads again on a client-side navigation only when the next page shows a kind not loaded', () => {
    expect(needsSiteContentFor('/privacy-policy', '/quality')).toBe(true);
    expect(needsSiteContentFor('/quality', '/about')).toBe(true);
    expect(needsSiteContentFor('/industries', '/')).toBe(true);
    expect(needsSiteContentFor('/', '/industries')).toBe(false);
    expect(needsSiteContentFor('/about', '/contact')).toBe(false);
    expect(needsSiteContentFor('/quality', '/quality')).toBe(false);
    expect(needsSiteContentFor('/quality', '/terms-of-service')).toBe(false);
  });

  it('loads exactly those kinds from the stored content, with hidden testimonials left out', async () => {
    const hidden = structuredClone(SITE_CONTENT_SEED);
    hidden.testimonials.Items[0]!.Visible = false;
    const context = { siteContent: { current: async () => hidden } };
    const home = await loadSiteContent(context, new Request('http://site.test/'));
    expect(Object.keys(home.site).sort()).toEqual([...shared, 'home', 'testimonials', 'industries'].sort());
    expect(home.site.testimonials?.Items).toHaveLength(SITE_CONTENT_SEED.testimonials.Items.length - 1);
    const quality = await loadSiteContent(context, new Request('http://site.test/quality'));
    expect(Object.keys(quality.site).sort()).toEqual([...shared, 'quality'].sort());
    expect(quality.site.quality).toEqual(hidden.quality);
    expect(siteContentFor(SITE_CONTENT_SEED, '/')).not.toHaveProperty('about');
  });

  it('lists only kinds that exist', () => {
    for (const path of ['/', '/about', '/industries', '/products', '/quality', '/contact']) {
      for (const kind of siteContentKindsFor(path)) expect(Object.keys(SITE_CONTENT_SEED)).toContain(kind);
    }
  });
});
