import { useRouteLoaderData } from 'react-router';
import type { PageMeta, PublicPageKey, SiteContent } from '@rp/contract';

/** The public layout's route id: its loader answers the site content with every public page. */
export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

/** What the public layout's loader answers (issue 37): the site content staff edit, hidden testimonials left out. */
export interface PublicLayoutData {
  site: SiteContent;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The site content from a meta function's matches; undefined when the layout's loader failed. */
export function siteContentFrom(matches: ReadonlyArray<MatchLike | undefined>): SiteContent | undefined {
  return (matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.loaderData as PublicLayoutData | undefined)?.site;
}

/** A public page's title and description as staff set them; undefined without the layout's data. */
export function pageMetaFrom(matches: ReadonlyArray<MatchLike | undefined>, key: PublicPageKey): PageMeta | undefined {
  return siteContentFrom(matches)?.['page-meta'].Pages[key];
}

/**
 * The certifications, testimonials, About page and industries as stored on /admin/site-content: the server
 * reads them with the page (cached per content version), so a save shows on the next load.
 */
export function useSiteContent(): SiteContent {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ID) as PublicLayoutData | undefined;
  if (!data?.site) throw new Error('The public layout loader provides the site content; render this inside a public page.');
  return data.site;
}
