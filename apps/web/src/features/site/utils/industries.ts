import { industryDefaultImage } from '@rp/contract/plain';
import type { ImageVariant, IndustryContent } from '@rp/contract';
import { industries, type IndustryLabel } from '~/content/pages/industries';
import { useSiteContent } from '~/lib/site-content';

/** One industry as the Industries page and the home tiles show it: its name and icon with what staff wrote. */
export interface Industry extends IndustryLabel, Pick<IndustryContent, 'Headline' | 'Description' | 'Parts'> {
  image: { src: string; variants?: ImageVariant[] };
}

/** The six industries in the site content's order (INDUSTRY_ORDER), each with its picture or the shipped one. */
export function useIndustries(): Industry[] {
  const labels = new Map(industries.map((label) => [label.slug, label]));
  return useSiteContent('industries').Items.flatMap((item) => {
    const label = labels.get(item.Slug);
    if (!label) return [];
    const image = item.Image?.Url ? { src: item.Image.Url, variants: item.Image.Variants } : { src: industryDefaultImage(item.Slug) };
    return [{ ...label, Headline: item.Headline, Description: item.Description, Parts: item.Parts, image }];
  });
}
