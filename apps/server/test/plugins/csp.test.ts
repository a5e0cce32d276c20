// @database-agnostic: response headers and page scripts, not the database (the PGlite pass only)
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../helpers.js';

// The production web build (npm run build) rendered through the app, as server.ts serves it.
const ctx = await setupApp({}, { web: { mode: 'production', siteUrl: 'http://localhost' } });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

function scriptSource(csp: string): string[] {
  const directive = csp.split(';').find((d) => d.trim().startsWith('script-src '));
  return directive ? directive.trim().split(/\s+/).slice(1) : [];
}

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp)?.[1];

/** Every <script> the browser would run (no type, or a JavaScript or module type): attributes and text. */
function executableScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attrs: m[1] ?? '', text: m[2] ?? '' }))
    .filter(({ attrs }) => {
      const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
      return type === undefined || type === 'module' || type === 'text/javascript';
    });
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('Content-Security-Policy', () => {
  it('allows scripts from this site and from the response nonce only (and WebAssembly), never unsafe-inline', async () => {
    const res = await get('/api/v1/health');
    const sources = scriptSource(String(res.headers['content-security-policy']));
    expect(sources).toHaveLength(3);
    expect(sources[0]).toBe("'self'");
    expect(sources[1]).toBe("'wasm-unsafe-eval'");
    expect(sources[2]).toMatch(/^'nonce-[A-Za-z0-9+/=]{24}'$/);
  });

  it('uses a new nonce for every response', async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) nonces.add(nonceOf(String((await get('/admin/login')).headers['content-security-policy'])));
    expect(nonces.size).toBe(5);
  });

  it.each(['/admin/login', '/admin/dashboard', '/no-such-page', '/products?category=shafts'])(
    'gives every inline script of %s (rendered per request) the nonce of its header',
    async (url) => {
      const res = await get(url);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const nonce = nonceOf(String(res.headers['content-security-policy']));
      expect(nonce).toBeDefined();
      const scripts = executableScripts(res.body);
      const inline = scripts.filter(({ attrs }) => !/\bsrc=/.test(attrs));
      // The theme script and React Router's hydration scripts at least.
      expect(inline.length).toBeGreaterThanOrEqual(3);
      for (const { attrs } of scripts) expect(attrs, `<script${attrs}> on ${url}`).toContain(`nonce="${nonce}"`);
    },
  );

  it.each(['/', '/products', '/contact', '/about', '/privacy-policy'])(
    'allows every inline script of the cached page %s by its hash, and nothing by nonce',
    async (url) => {
      const res = await get(url);
      const sources = scriptSource(String(res.headers['content-security-policy']));
      expect(sources.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(sources.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
      const inline = executableScripts(res.body).filter(({ attrs }) => !/\bsrc=/.test(attrs));
      expect(inline.length).toBeGreaterThanOrEqual(3);
      for (const { attrs, text } of inline) {
        expect(attrs, url).not.toContain('nonce=');
        expect(sources, `script "${text.slice(0, 40)}" on ${url}`).toContain(sha256Source(text));
      }
      // The next response of the same page carries the same hashes (the page is cached).
      expect(scriptSource(String((await get(url)).headers['content-security-policy']))).toEqual(sources);
    },
  );
});
