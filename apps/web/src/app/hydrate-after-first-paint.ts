/**
 * React Router's hydration scripts start after the page's first paint (issue 10, ADR 044).
 *
 * Its `<Scripts />` puts a module preload for every up-front chunk in the head and an inline module
 * script that imports them: the browser fetches about 120 KB of JavaScript beside the stylesheet before
 * anything shows, and Lighthouse's simulated phone counts all of it in First Contentful Paint. The
 * server turns that module script into an inert block that names the chunks; a small script in the
 * head runs the block as a module once the first frame is painted. Same scripts, same order, one frame
 * later. The block's content is unchanged, so a cached page's script hash still allows it.
 */

/** The type that makes React Router's module script inert until the loader below runs it. */
export const DEFERRED_SCRIPT_TYPE = 'text/hydrate-after-first-paint';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const FIRST_MODULE_SCRIPT = /<script\b([^>]*?)\s*\btype="module"([^>]*)>/;

/** The server's half: the preloads move into the block's `data-preloads`, the module script becomes inert. */
export function deferHydrationScripts(html: string): string {
  const moduleScript = FIRST_MODULE_SCRIPT.exec(html);
  if (!moduleScript) return html;
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(MODULE_PRELOAD)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) hrefs.push(href);
  }
  const [, before = '', after = ''] = moduleScript;
  const inert = `<script${before} type="${DEFERRED_SCRIPT_TYPE}" data-preloads="${hrefs.join(' ')}"${after.replace(/\s*\basync(="")?/, '')}>`;
  return html.replace(FIRST_MODULE_SCRIPT, () => inert).replace(MODULE_PRELOAD, '');
}

/**
 * The browser's half, inlined in the head. Once the page is parsed and its first frame painted (a paint
 * timing entry; one frame and a task where the browser has none; at once in a hidden tab, which paints
 * nothing; after 1 s regardless), it adds the preloads and runs the block as a module with this script's
 * nonce (a cached page allows the block's content by its hash instead). Not timers alone: a test's fake
 * clock stops them, not paints.
 */
export const hydrationLoaderScript = `(function(){var c=document.currentScript,n=c&&c.nonce,done=false;function go(){var d=document.querySelector('script[type="${DEFERRED_SCRIPT_TYPE}"]');if(done||!d)return;done=true;(d.getAttribute('data-preloads')||'').split(' ').forEach(function(h){if(!h)return;var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=d.textContent;document.body.appendChild(s)}function afterFirstPaint(){if(document.visibilityState!=='visible')return go();document.addEventListener('visibilitychange',go);setTimeout(go,1000);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(go).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go)})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterFirstPaint);else afterFirstPaint()})();`;
