import { expect, type Page } from '@playwright/test';

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

/** Opens a public page and waits until it is hydrated and uncovered. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForPreloader(page);
  return response;
}

/** A unique marker for records created by a test. */
export function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export const TOAST = (page: Page, text: string | RegExp) => page.locator('[role="status"]').filter({ hasText: text });
