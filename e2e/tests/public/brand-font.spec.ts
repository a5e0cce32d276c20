import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures';
import { holdRequests, openPage } from './helpers';

// Inter is preloaded with `font-display: optional`: a page draws with it when it is there by the first
// paint, and otherwise keeps its stand-in for the page's whole life, so text never moves when the font
// comes (ADR 052). The stand-in, 'Inter fallback', is a system font resized to Inter's metrics. CI
// installs Roboto, the font Android phones fall back to (Debian's fonts-roboto-unhinted).

test.use({ viewport: { width: 412, height: 823 } });

/** The font the browser drew the first match's text with (its family, as the platform names it). */
async function drawnFont(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts[0]?.familyName;
}

const layoutOf = (page: Page) =>
  page.evaluate(() => ({
    mainHeight: document.querySelector('main')!.scrollHeight,
    headingHeight: document.querySelector('h1')!.getBoundingClientRect().height,
  }));

test('text keeps its place when the brand font is late, and the next page shows the font', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const font = await holdRequests(page, '**/*.woff2');
  // The page's load event waits for the preloaded font: wait for hydration instead.
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  expect(await drawnFont(page, 'h1'), 'the stand-in needs Roboto installed (fonts-roboto-unhinted)').toBe('Roboto');

  await font.release();
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'))).toBe(true);
  // The font arrived after the first paint: this page keeps the stand-in and nothing moved.
  expect(await drawnFont(page, 'h1')).toBe('Roboto');
  const withStandIn = await layoutOf(page);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);

  // The next page comes with the font from the cache, and it takes the same room as the stand-in did.
  await page.unrouteAll();
  await openPage(page, '/about');
  expect(await drawnFont(page, 'h1')).toBe('Inter');
  expect(await layoutOf(page)).toEqual(withStandIn);
});
