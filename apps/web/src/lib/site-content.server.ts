import { publicSiteContent, SITE_CONTENT_SEED, type ServerLoadContext } from '@rp/contract/plain';
import { siteContentFor, type PublicLayoutData } from './site-content';

/**
 * The site content a public page shows, from the server's load context (cached per content version there);
 * the seed without one (tests, tooling). Only the page's kinds travel with it (ADR 086).
 */
export async function loadSiteContent(context: Partial<ServerLoadContext> | undefined, request: Request): Promise<PublicLayoutData> {
  const content = context?.siteContent ? await context.siteContent.current() : SITE_CONTENT_SEED;
  return { site: siteContentFor(publicSiteContent(content), new URL(request.url).pathname) };
}
