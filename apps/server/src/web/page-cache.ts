import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressOnce, sendCachedBody, type CachedBody } from '../modules/public-cache/index.js';
import { VersionedCache } from '../modules/public-cache/index.js';

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

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: CachedBody;
  /** The CSP sources that allow exactly this page's inline scripts: their hashes. */
  scriptHashes: string;
}

/**
 * The sha256 sources of every inline script in the page. A cached page is the same bytes for every
 * visitor, so its scripts are allowed by hash instead of a per-response nonce, and it is compressed
 * once (ADR 034). Data blocks (JSON-LD) are hashed too: harmless, and no need to tell types apart.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(content ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

/** Renders a page for the cache: the path, without a nonce. */
export type RenderForCache = (path: string) => Promise<Response>;

export function createPageCache(stamp: () => Promise<string>, render: RenderForCache) {
  const pages = new VersionedCache<CachedPage | null>();

  const build = (path: string) => async (): Promise<CachedPage | null> => {
    const response = await render(path);
    const html = await response.text();
    // Only a plain 200 page is the same for everyone; anything else is rendered per request.
    if (response.status !== 200 || response.headers.has('set-cookie')) return null;
    const headers = [...response.headers].filter(([key]) => !SKIPPED_HEADERS.has(key));
    return { status: 200, headers, body: await compressOnce(html), scriptHashes: inlineScriptHashes(html).join(' ') };
  };

  /** Sends the cached page and returns true, or returns false when this request is not served from cache. */
  return async function serveCached(request: FastifyRequest, reply: FastifyReply, nonce: string | undefined): Promise<boolean> {
    const path = request.url;
    if (!CACHED_PAGES.has(path)) return false;
    const page = await pages.get(path, await stamp(), build(path));
    if (!page) return false;
    void reply.status(page.status);
    for (const [key, value] of page.headers) void reply.header(key, value);
    // The response's nonce source gives way to the page's script hashes.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && nonce) void reply.header('content-security-policy', csp.replace(`'nonce-${nonce}'`, page.scriptHashes));
    await sendCachedBody(request, reply, page.body);
    return true;
  };
}
