import type { MetaDescriptor } from 'react-router';
import type { PublicPageKey } from '@rp/contract';
import { companyFrom, SEEDED_BRAND, type RootData } from '~/lib/company-profile';
import { pageMetaFrom } from '~/lib/site-content';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The public origin from the root loader's data (no trailing slash). */
export function siteUrlFrom(matches: ReadonlyArray<MatchLike | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  return (root?.siteUrl ?? '').replace(/\/+$/, '');
}

/**
 * Title, description, canonical URL and Open Graph / Twitter tags for one public page: the title and description
 * staff set for `page` on /admin/site-content (the public layout's data), unless `title` and `description` are given.
 */
export function pageMeta({
  matches,
  path,
  page,
  title: givenTitle,
  description: givenDescription,
  type = 'website',
  image = '/og-image.jpg',
  noindex = false,
}: {
  matches: ReadonlyArray<MatchLike | undefined>;
  path: string;
  page?: PublicPageKey;
  title?: string;
  description?: string;
  type?: string;
  image?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const url = `${siteUrl}${path}`;
  // Titles and descriptions are written with the seeded brand; the profile's trade name takes its place.
  const brand = companyFrom(matches)?.TradeName ?? SEEDED_BRAND;
  const stored = page ? pageMetaFrom(matches, page) : undefined;
  // Without the layout's data (its loader failed) the page still has a title: the brand.
  const title = (givenTitle ?? stored?.Title ?? SEEDED_BRAND).replaceAll(SEEDED_BRAND, brand);
  const description = (givenDescription ?? stored?.Description ?? '').replaceAll(SEEDED_BRAND, brand);
  const imageUrl = `${siteUrl}${image}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: title.split(' | ').pop() ?? title },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ];
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
