import type { IndustrySlug } from './constants.js';
import type { SiteContent } from './site-content.js';

/**
 * What the public pages need of the site content (issue 37, ADR 080, 081) without zod: the industries' order,
 * the pictures shipped with the site, and how a certification is named.
 */

/** The order the Industries page and the home tiles show the six in (the spec's list; INDUSTRY_SLUGS is the slugs' own order). */
export const INDUSTRY_ORDER: readonly IndustrySlug[] = [
  'energy-power',
  'textile-machinery',
  'automotive',
  'electric-vehicles',
  'aerospace-defense',
  'agriculture-equipment',
];

/** Pictures shipped with the site, shown while no upload replaces them. */
export const FOUNDER_DEFAULT_PHOTO = '/images/about/founder.webp';
export const PLANT_DEFAULT_PHOTO = '/images/about/plant.webp';
export const industryDefaultImage = (slug: IndustrySlug) => `/images/industries/${slug}.webp`;

/** Standards one is certified to (ISO 9001, IATF 16949, AS9100...), not registered with. */
const CERTIFIED_STANDARD = /^(iso|iatf|as\s?9100|nabl|ce\b|bis\b)/i;

/** How the public pages name a certification: "MSME registered", "ISO certified", "ISO certification in process". */
export function certificationTitle(item: { Name: string; State: string }): string {
  if (item.State === 'Registered') return CERTIFIED_STANDARD.test(item.Name.trim()) ? `${item.Name} certified` : `${item.Name} registered`;
  if (item.State === 'In process') return `${item.Name} certification in process`;
  return `${item.Name} coming soon`;
}

/** The footer's line for what is not registered yet, e.g. "Coming soon: Export License | ISO" ('' when none). */
export function certificationsComingSoonLine(items: readonly { Name: string; State: string }[]): string {
  const names = items.filter((c) => c.State !== 'Registered').map((c) => c.Name);
  return names.length ? `Coming soon: ${names.join(' | ')}` : '';
}

/** The site content as the public pages receive it with the page: hidden testimonials left out. */
export function publicSiteContent(content: SiteContent): SiteContent {
  return { ...content, testimonials: { Items: content.testimonials.Items.filter((t) => t.Visible) } };
}
