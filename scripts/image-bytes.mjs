#!/usr/bin/env node
/**
 * Image bytes a phone downloads on each page of a running site (ADR 038):
 *
 *   node scripts/image-bytes.mjs [--url http://localhost:3000] [--pages /,/products] [--width 390] [--dpr 2]
 *
 * For each page, in a fresh Chromium context at the given width: the images fetched by the load itself
 * (until the network is idle, no scrolling: what lazy loading leaves out stays out) and after scrolling
 * to the bottom (every image the page shows). Counts body bytes as received, per format.
 */
import { launchChromium, option, siteUrl } from './lib/cli.mjs';

const baseUrl = siteUrl();
const pages = option('pages', '/,/products').split(',');
const width = Number(option('width', '390'));
const dpr = Number(option('dpr', '2'));

const browser = await launchChromium();

async function measure(path) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const images = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image' || request.url().startsWith('data:')) return;
    const sizes = await request.sizes().catch(() => null);
    const type = (await request.response())?.headers()['content-type'] ?? '?';
    if (sizes) images.push({ url: request.url(), type, bytes: sizes.responseBodySize });
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const atLoad = [...images];
  // Scroll in screen steps so every lazy image comes near the viewport, then let the network settle.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return { atLoad, scrolled: images };
}

const sum = (list) => list.reduce((n, i) => n + i.bytes, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const byType = (list) =>
  Object.entries(list.reduce((m, i) => ({ ...m, [i.type]: (m[i.type] ?? 0) + i.bytes }), {}))
    .map(([t, n]) => `${t} ${kb(n)}`)
    .join(', ');

try {
  console.log(`Images at ${width} px wide, device pixel ratio ${dpr}, ${baseUrl}`);
  for (const path of pages) {
    const { atLoad, scrolled } = await measure(path);
    console.log(`${path.padEnd(10)} load: ${String(atLoad.length).padStart(2)} images ${kb(sum(atLoad)).padStart(9)} (${byType(atLoad)})`);
    console.log(
      `${''.padEnd(10)} scrolled to the end: ${String(scrolled.length).padStart(2)} images ${kb(sum(scrolled)).padStart(9)} (${byType(scrolled)})`,
    );
  }
} finally {
  await browser.close();
}
