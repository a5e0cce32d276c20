import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressOnce, sendCachedBody, type CachedBody } from '../modules/public-cache/cached-body.js';
import { VersionedCache } from '../modules/public-cache/versioned-cache.js';

/**
 * Public pages whose HTML is the same for every visitor. The buyer's status page (/rfq/...) is
 * private and never cached; admin pages, unknown paths and URLs with a query are rendered each time.
 */
export const CACHED_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/about',
  '/industries',
  '/products',
  '/quality',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
]);

/**
 * Stands in for the CSP nonce while a page is rendered for the cache; each response swaps in its own
 * nonce. Random per process, so page content can never spell it.
 */
export const NONCE_PLACEHOLDER = `rp-nonce-${randomBytes(12).toString('hex')}`;

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Compressed once when the page carries no nonce; otherwise the HTML with the placeholder. */
  body: CachedBody | string;
}

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

/** Renders a page for the cache: the path, with the placeholder as its nonce. */
export type RenderForCache = (path: string, nonce: string) => Promise<Response>;

export function createPageCache(stamp: () => Promise<string>, render: RenderForCache) {
  const pages = new VersionedCache<CachedPage | null>();

  const build = (path: string) => async (): Promise<CachedPage | null> => {
    const response = await render(path, NONCE_PLACEHOLDER);
    const html = await response.text();
    // Only a plain 200 page is the same for everyone; anything else is rendered per request.
    if (response.status !== 200 || response.headers.has('set-cookie')) return null;
    const headers = [...response.headers].filter(([key]) => !SKIPPED_HEADERS.has(key));
    return { status: 200, headers, body: html.includes(NONCE_PLACEHOLDER) ? html : await compressOnce(html) };
  };

  /** Sends the cached page and returns true, or returns false when this request is not served from cache. */
  return async function serveCached(request: FastifyRequest, reply: FastifyReply, nonce: string | undefined): Promise<boolean> {
    const path = request.url;
    if (!CACHED_PAGES.has(path)) return false;
    const page = await pages.get(path, await stamp(), build(path));
    if (!page) return false;
    void reply.status(page.status);
    for (const [key, value] of page.headers) void reply.header(key, value);
    if (typeof page.body === 'string') await reply.send(page.body.replaceAll(NONCE_PLACEHOLDER, nonce ?? ''));
    else await sendCachedBody(request, reply, page.body);
    return true;
  };
}
