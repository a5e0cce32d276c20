#!/usr/bin/env node
/**
 * JavaScript each public route loads up front, before any interaction or idle time: the scripts its
 * HTML names (module preloads and the entry import) and everything they import statically, each
 * gzipped at level 9. Dynamic imports (code loaded on interaction or when idle) are not counted.
 *
 *   node scripts/js-budget.mjs [--url http://localhost:3000] [--budget 120] [--assert]
 *
 * With --assert it exits 1 when / is over the budget (KB gzip; issue 10).
 */
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const baseUrl = option('url', process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const budgetKb = Number(option('budget', '120'));
const routes = ['/', '/about', '/industries', '/products', '/quality', '/contact', '/privacy-policy', '/terms-of-service'];

const sizes = new Map();
async function gzipSize(url) {
  if (!sizes.has(url)) {
    const body = await (await fetch(url)).text();
    const imports = [...body.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => new URL(m[1], url).href);
    sizes.set(url, { bytes: zlib.gzipSync(body, { level: 9 }).length, imports });
  }
  return sizes.get(url);
}

async function upFront(route) {
  const html = await (await fetch(baseUrl + route)).text();
  const named = [
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
  ];
  const seen = new Set();
  const queue = named.map((href) => new URL(href, baseUrl + route).href);
  let total = 0;
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const { bytes, imports } = await gzipSize(url);
    total += bytes;
    queue.push(...imports);
  }
  return { total, files: seen.size };
}

let over = false;
for (const route of routes) {
  const { total, files } = await upFront(route);
  const kb = total / 1024;
  if (route === '/' && kb > budgetKb) over = true;
  console.log(`${route.padEnd(18)} ${kb.toFixed(1).padStart(6)} KB gzip up front in ${files} files`);
}
if (args.includes('--assert') && over) {
  console.error(`/ loads more than ${budgetKb} KB gzip of JavaScript up front.`);
  process.exit(1);
}
