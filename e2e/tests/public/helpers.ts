import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { waitForHydration } from '../../fixtures';

export const PUBLIC_PAGES = [
  { path: '/', h1: /Precision parts/ },
  { path: '/about', h1: /25\+ years/ },
  { path: '/industries', h1: 'Industries We Empower' },
  { path: '/products', h1: /machined to your drawing/ },
  { path: '/quality', h1: /Quality/ },
  { path: '/contact', h1: /talk about your parts/ },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
] as const;

/** Waits until the preloader (load + 1.4 s, then a 0.5 s fade) has been removed. */
export async function waitForPreloader(page: Page) {
  await expect(page.getByTestId('preloader')).toHaveCount(0, { timeout: 15_000 });
}

/** The preloader's whole stay after load: 1.4 s, then the 0.5 s fade (layout.spec.ts checks both on a moved clock). */
const PRELOADER_STAY_MS = 1900;
const clockInstalled = new WeakSet<BrowserContext>();

/** Waits until every part below the first screen runs its own code (ADR 041: they load when idle). */
export async function waitForDeferredParts(page: Page) {
  await expect(page.locator('[data-deferred]:not([data-deferred="live"])')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens a public page and waits until it is hydrated, its deferred parts are live and it is uncovered.
 * The page's clock (which otherwise runs in real time) is run past the preloader's stay rather than
 * waiting 1.9 s for it on every page.
 */
export async function openPage(page: Page, path: string) {
  if (!clockInstalled.has(page.context())) {
    await page.clock.install();
    clockInstalled.add(page.context());
  }
  const response = await page.goto(path);
  await waitForHydration(page);
  await page.clock.runFor(PRELOADER_STAY_MS);
  await waitForPreloader(page);
  await waitForDeferredParts(page);
  return response;
}

/** A unique marker for records created by a test. */
export function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export const TOAST = (page: Page, text: string | RegExp) => page.locator('[role="status"]').filter({ hasText: text });

/**
 * Holds every request matching `url` (after `onRequest` has seen it) until `release()`, so a test can
 * look at the busy state for as long as it needs; `release()` waits until a request was held.
 */
export async function holdRequests(page: Page, url: string, onRequest?: (request: Request) => void) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let arrived!: () => void;
  const seen = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(url, async (route) => {
    onRequest?.(route.request());
    arrived();
    await gate;
    await route.continue();
  });
  return {
    async release() {
      await seen;
      open();
    },
  };
}
