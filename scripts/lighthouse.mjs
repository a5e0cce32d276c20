#!/usr/bin/env node
/**
 * Lighthouse (mobile settings) on every public route of a running site.
 *
 *   node scripts/lighthouse.mjs [--url http://localhost:3000] [--runs 3] [--assert] [--json out.json] [--pages /,/products]
 *
 * Prints the four category scores per page, the metrics of the median run, and "JS": the gzip size of
 * every script the page loaded before any interaction (each file fetched again and gzipped at level 9,
 * so the figure does not depend on how the server compresses). With --assert it exits 1 when Performance is below 90 or
 * Accessibility, Best Practices or SEO is below 100. Uses Debian's chromium (CHROMIUM_PATH to override),
 * launched by lighthouse's own chrome-launcher with flags that work as root and on a closed network.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { flag, option, siteUrl } from './lib/cli.mjs';
import { CHROMIUM_ROOT_FLAGS } from './lib/chromium-flags.mjs';

const baseUrl = siteUrl();
const pages = option('pages', '/,/about,/industries,/products,/quality,/contact,/privacy-policy,/terms-of-service').split(',');
const assert = flag('assert');
const jsonOut = option('json', null);
const runs = Number(option('runs', '1'));

const THRESHOLDS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_ROOT_FLAGS],
});

/** gzip bytes of the scripts a run loaded (the page load only: Lighthouse does not interact). */
async function scriptGzipBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const urls = [...new Set(items.filter((r) => r.resourceType === 'Script').map((r) => r.url))];
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { total, files: urls.length };
}

const results = [];
let failed = false;
try {
  for (const path of pages) {
    // With --runs N, keep the median performance run (Lighthouse's recommended practice).
    const attempts = [];
    for (let r = 0; r < runs; r++) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(THRESHOLDS),
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        throttlingMethod: 'simulate',
      });
      attempts.push(result.lhr);
    }
    attempts.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = attempts[Math.floor(attempts.length / 2)];
    const scores = Object.fromEntries(Object.keys(THRESHOLDS).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)]));
    const metrics = {
      FCP: lhr.audits['first-contentful-paint']?.displayValue,
      LCP: lhr.audits['largest-contentful-paint']?.displayValue,
      TBT: lhr.audits['total-blocking-time']?.displayValue,
      CLS: lhr.audits['cumulative-layout-shift']?.displayValue,
      SI: lhr.audits['speed-index']?.displayValue,
    };
    const js = await scriptGzipBytes(lhr);
    metrics.JS = `${(js.total / 1024).toFixed(1)} KB gzip in ${js.files} files`;
    const below = Object.entries(THRESHOLDS).filter(([k, min]) => scores[k] < min);
    if (below.length) failed = true;
    results.push({ path, scores, metrics });
    console.log(
      `${path.padEnd(18)} perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores['best-practices']}  seo ${scores.seo}   ` +
        Object.entries(metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join('  '),
    );
    for (const [k] of below) {
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && lhr.categories[k].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
        .map((a) => `    - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      console.log(`  ${k} below ${THRESHOLDS[k]}:\n${failing.join('\n')}`);
    }
  }
} finally {
  await chrome.kill();
}

if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
if (assert && failed) {
  console.error('Lighthouse thresholds not met (Performance >= 90, Accessibility, Best Practices and SEO = 100).');
  process.exit(1);
}
