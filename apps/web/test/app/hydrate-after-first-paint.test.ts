import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPT_TYPE, deferHydrationScripts, hydrationLoaderScript } from '../../src/app/hydrate-after-first-paint';

// The shape React Router 7's <Scripts /> renders, after React hoisted the preloads into the head.
const moduleBody = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");';
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-0.css"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"${nonce}/><link rel="modulepreload" href="/assets/entry.client-3.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/chunk-4.js"${nonce}/></head><body><main>Hi</main>` +
  `<script${nonce}>window.__reactRouterContext = {};</script><script${nonce} type="module" async="">${moduleBody}</script></body></html>`;

describe('deferHydrationScripts', () => {
  it('moves the module preloads into an inert block that keeps the module script word for word', () => {
    for (const nonce of ['', ' nonce="abc"']) {
      const html = deferHydrationScripts(page(nonce));
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('type="module"');
      expect(html).toContain('<link rel="stylesheet" href="/assets/app-0.css"/>');
      expect(html).toContain(`<script${nonce}>window.__reactRouterContext = {};</script>`);
      expect(html).toContain(
        `<script${nonce} type="${DEFERRED_SCRIPT_TYPE}" data-preloads="/assets/manifest-1.js /assets/entry.client-3.js /assets/chunk-4.js">${moduleBody}</script>`,
      );
    }
  });

  it('leaves a page without a module script as it is', () => {
    const html = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(deferHydrationScripts(html)).toBe(html);
  });

  it('the loader looks for the same block type', () => {
    expect(hydrationLoaderScript).toContain(`script[type="${DEFERRED_SCRIPT_TYPE}"]`);
    expect(() => new Function(hydrationLoaderScript)).not.toThrow();
  });
});
