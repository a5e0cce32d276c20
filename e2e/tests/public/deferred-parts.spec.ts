import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures';
import { openPage, waitForDeferredParts } from './helpers';

// The parts below the first screen (home sections, footer, chat button) load their code when the
// browser is first idle (ADR 041): hydration keeps the server's HTML as it is, and the parts then
// render the same markup over it, with their links and buttons live.

/** Records, from before any page script, every element removed from a part and every layout shift. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { removedEarly: string[]; layoutShift: number };
    seen.removedEarly = [];
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const part = (mutation.target as Element).closest?.('[data-deferred]');
        // A part's server HTML may only go when the part itself renders over it (it is "live" by then).
        if (part && part.getAttribute('data-deferred') !== 'live' && mutation.removedNodes.length) {
          seen.removedEarly.push(`${part.firstElementChild?.tagName ?? '?'} lost ${mutation.removedNodes.length} nodes`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const partsText = (page: Page) => page.locator('[data-deferred]').evaluateAll((parts) => parts.map((part) => (part as HTMLElement).innerText));

test.describe('Parts below the first screen', () => {
  test('hydration keeps their server HTML; they go live with the same text and no layout shift', async ({ page }) => {
    await watchPage(page);
    // Hold the home sections' code: the page is hydrated while they are still the server's HTML.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/home-sections-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('[data-deferred]')).toHaveCount(3);
    const serverText = await partsText(page);
    expect(serverText[0]).toContain('Four pillars behind every part we ship');
    expect(serverText[1]).toContain('All rights reserved.');
    const sections = page.locator('[data-deferred]').first();
    await expect(sections).toHaveAttribute('data-deferred', 'static');
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeAttached();

    // Only the parts' own rendering is measured here, from a page whose fonts have settled.
    await page.evaluate(async () => {
      await document.fonts.ready;
      (window as unknown as { layoutShift: number }).layoutShift = 0;
    });
    release();
    await waitForDeferredParts(page);
    expect(await partsText(page)).toEqual(serverText);
    expect(await page.evaluate(() => (window as unknown as { removedEarly: string[] }).removedEarly)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  });

  test('a quote button still in the server HTML opens the quote modal', async ({ page }) => {
    await page.route('**/assets/home-sections-*.js', () => {
      // Never answered: the closing call's button stays the server's HTML for the whole test.
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('[data-deferred]').first()).toHaveAttribute('data-deferred', 'static');
    await page.getByRole('button', { name: 'Get a Custom Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Precision Quote' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page reached by a client-side navigation renders them at once', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Four pillars behind every part we ship' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await waitForDeferredParts(page);
  });
});
