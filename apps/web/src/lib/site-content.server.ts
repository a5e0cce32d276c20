import { publicSiteContent, SITE_CONTENT_SEED, type ServerLoadContext } from '@rp/contract/plain';
import type { PublicLayoutData } from './site-content';

/** The site content from the server's load context (cached per content version there); the seed without one (tests, tooling). */
export async function loadSiteContent(context: Partial<ServerLoadContext> | undefined): Promise<PublicLayoutData> {
  const content = context?.siteContent ? await context.siteContent.current() : SITE_CONTENT_SEED;
  return { site: publicSiteContent(content) };
}
