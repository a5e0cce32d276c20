/**
 * JavaScript a page loads up front, before any interaction or idle time: the scripts its HTML names
 * (module preloads, the entry import, module scripts) and everything they import statically, each
 * gzipped at level 9. Dynamic imports (code loaded on interaction or when idle) are not counted.
 */
import zlib from 'node:zlib';

/** The 120 KB gzip that `/` may load up front (issue 10, ADR 035). */
export const UP_FRONT_BUDGET_BYTES = 120 * 1024;

/** Bytes (gzip) and file count of what `url` loads up front; `cache` shares files between pages. */
export async function upFrontJs(url, cache = new Map()) {
  const html = await (await fetch(url)).text();
  const named = [
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
  ];
  const seen = new Set();
  const queue = named.map((href) => new URL(href, url).href);
  let bytes = 0;
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!cache.has(file)) {
      const body = await (await fetch(file)).text();
      const imports = [...body.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => new URL(m[1], file).href);
      cache.set(file, { bytes: zlib.gzipSync(body, { level: 9 }).length, imports });
    }
    const { bytes: fileBytes, imports } = cache.get(file);
    bytes += fileBytes;
    queue.push(...imports);
  }
  return { bytes, files: seen.size };
}
