#!/usr/bin/env node
/**
 * Main-thread blocking after first paint, in a real browser (issue 10's TBT, without Lighthouse's
 * simulation):
 *
 *   node scripts/main-thread-blocking.mjs [--url http://localhost:3000] [--pages /,/products] [--runs 7] [--cpu 4]
 *
 * Each run loads the page in a fresh Chromium context on Lighthouse's phone (412 x 823, DPR 1.75) with
 * the CPU slowed down `--cpu` times, waits until the page is hydrated and every deferred part is live
 * (ADR 041), then a further 1.5 s for what those start, and reads the browser's own long tasks. Prints,
 * per page, the median over the runs of: blocking time after first contentful paint (the part of each
 * long task over 50 ms, as TBT counts it), the longest task, and how many long tasks there were.
 * Steadier than Lighthouse's TBT on a busy machine: it measures instead of simulating from one trace.
 */
import { launchChromium, option, siteUrl } from './lib/cli.mjs';

const baseUrl = siteUrl();
const pages = option('pages', '/,/about,/industries,/products,/quality,/contact,/privacy-policy,/terms-of-service').split(',');
const runs = Number(option('runs', '7'));
const cpuSlowdown = Number(option('cpu', '4'));

const browser = await launchChromium();

async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(() => {
    const seen = (window.__longTasks = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && !document.querySelector('[data-deferred="static"]'),
    null,
    {
      timeout: 60_000,
    },
  );
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const after = window.__longTasks.filter(([start]) => start >= fcp);
    return {
      blocking: after.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...after.map(([, duration]) => duration)),
      count: after.length,
    };
  });
  await context.close();
  return result;
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`CPU ${cpuSlowdown}x slower, median of ${runs} loads per page`);
try {
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(path));
    const [blocking, longest, count] = ['blocking', 'longest', 'count'].map((key) => median(results.map((r) => r[key])));
    console.log(
      `${path.padEnd(18)} blocking after FCP ${blocking.toFixed(0).padStart(4)} ms   longest task ${longest.toFixed(0).padStart(4)} ms   long tasks ${count}`,
    );
  }
} finally {
  await browser.close();
}
