import { useRouteLoaderData } from 'react-router';
import type { PageMeta, PublicPageKey, SiteContent, SiteContentKind } from '@rp/contract';

/** The public layout's route id: its loader answers the site content a public page shows, with the page. */
export const PUBLIC_LAYOUT_ID = 'routes/public/layout';

/** What the public layout's loader answers (issue 37, ADR 086): the kinds the page shows, hidden testimonials left out. */
export interface PublicLayoutData {
  site: Partial<SiteContent>;
}

/** Every public page shows the footer (certifications, contact) and has a stored title (page-meta). */
const SHARED_KINDS: readonly SiteContentKind[] = ['certifications', 'contact', 'page-meta'];

/** What a page shows besides those; pages not listed (legal, status, not found) need only the shared kinds. */
const PAGE_KINDS: Readonly<Record<string, readonly SiteContentKind[]>> = {
  '/': ['home', 'testimonials', 'industries'],
  '/about': ['about'],
  '/industries': ['industries'],
  '/products': ['products'],
  '/quality': ['quality'],
};

/** The path as the router matches it: decoded, any case, without a trailing slash. */
function routePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape matches no page of its own: the shared kinds are enough for the not-found page.
  }
  path = path.toLowerCase().replace(/\/+$/, '');
  return path || '/';
}

/** The site content kinds the public page at this path shows (ADR 086). */
export function siteContentKindsFor(pathname: string): SiteContentKind[] {
  return [...SHARED_KINDS, ...(PAGE_KINDS[routePath(pathname)] ?? [])];
}

/**
 * Whether a client-side navigation must read the site content again: only when the next page shows a kind
 * the current one did not. The loaded data holds at least the current page's kinds, so this never misses one.
 */
export function needsSiteContentFor(currentPath: string, nextPath: string): boolean {
  const loaded = new Set(siteContentKindsFor(currentPath));
  return siteContentKindsFor(nextPath).some((kind) => !loaded.has(kind));
}

/** Only the kinds a page shows, from the whole site content. */
export function siteContentFor(content: SiteContent, pathname: string): Partial<SiteContent> {
  return Object.fromEntries(siteContentKindsFor(pathname).map((kind) => [kind, content[kind]])) as Partial<SiteContent>;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The site content from a meta function's matches; undefined when the layout's loader failed. */
export function siteContentFrom(matches: ReadonlyArray<MatchLike | undefined>): Partial<SiteContent> | undefined {
  return (matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.loaderData as PublicLayoutData | undefined)?.site;
}

/** A public page's title and description as staff set them; undefined without the layout's data. */
export function pageMetaFrom(matches: ReadonlyArray<MatchLike | undefined>, key: PublicPageKey): PageMeta | undefined {
  return siteContentFrom(matches)?.['page-meta']?.Pages[key];
}

/**
 * One kind of the site content as stored on /admin/site-content: the server reads it with the page (cached per
 * content version), so a save shows on the next load. The page must be listed for the kind in PAGE_KINDS.
 */
export function useSiteContent<K extends SiteContentKind>(kind: K): SiteContent[K] {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ID) as PublicLayoutData | undefined;
  const document = data?.site[kind];
  if (!document)
    throw new Error(`The public layout's loader sends the site content's "${kind}" only to the pages that show it (siteContentKindsFor).`);
  return document as SiteContent[K];
}
