#!/usr/bin/env node
/**
 * JavaScript each public route loads up front, before any interaction or idle time (how it is
 * counted: lib/up-front-js.mjs). The e2e suite holds `/` to the budget (routes.spec.ts).
 *
 *   node scripts/js-budget.mjs [--url http://localhost:3000] [--budget 120] [--assert]
 *
 * With --assert it exits 1 when / is over the budget (KB gzip; issue 10).
 */
import { upFrontJs } from './lib/up-front-js.mjs';
import { flag, option, siteUrl } from './lib/cli.mjs';

const baseUrl = siteUrl();
const budgetKb = Number(option('budget', '120'));
const routes = ['/', '/about', '/industries', '/products', '/quality', '/contact', '/privacy-policy', '/terms-of-service'];
const cache = new Map();

let over = false;
for (const route of routes) {
  const { bytes, files } = await upFrontJs(baseUrl + route, cache);
  const kb = bytes / 1024;
  if (route === '/' && kb > budgetKb) over = true;
  console.log(`${route.padEnd(18)} ${kb.toFixed(1).padStart(6)} KB gzip up front in ${files} files`);
}
if (flag('assert') && over) {
  console.error(`/ loads more than ${budgetKb} KB gzip of JavaScript up front.`);
  process.exit(1);
}
