import { expect, type Page } from '@playwright/test';
import { waitForHydration } from '../../fixtures';

/** What `recordRotations` keeps on the page's window. */
export interface RotationWindow {
  __rotations: { name: string; at: number }[];
  /** Every headline word shown, in order, starting with the first. */
  __words: string[];
}

/**
 * Opens / with the page's clock standing still from its first script on. The home page's rotation
 * timers start in the effects of the first render, so they all start at one known instant: the fake
 * time at hydration (which stays put until the test moves the clock).
 */
export async function openHomeWithClockPaused(page: Page) {
  await page.clock.install({ time: new Date('2026-11-23T09:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-23T09:00:01+05:30'));
  await page.goto('/');
  await page.waitForLoadState('load');
  await waitForHydration(page);
}

/**
 * Watches the four rotating things and notes each change with the fake time since now (the timers'
 * start, as the clock has not moved since hydration).
 */
export async function recordRotations(page: Page) {
  await page.evaluate(() => {
    const testId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    const read = (): Record<string, string | null | undefined> => ({
      word: testId('headline-word')?.textContent,
      tagline: testId('hero-tagline')?.textContent,
      testimonial: testId('testimonial')?.getAttribute('data-index'),
      video: testId('hero-media')?.getAttribute('data-index'),
    });
    const start = Date.now();
    const state = window as unknown as RotationWindow;
    let last = read();
    state.__rotations = [];
    state.__words = [last.word ?? ''];
    new MutationObserver(() => {
      const now = read();
      for (const name of Object.keys(now)) {
        if (now[name] !== last[name]) state.__rotations.push({ name, at: Date.now() - start });
      }
      if (now.word !== last.word) state.__words.push(now.word ?? '');
      last = now;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-index'] });
  });
}

const rotations = (page: Page) => page.evaluate(() => (window as unknown as RotationWindow).__rotations);

/**
 * Moves the paused clock to 1 ms before each of `moments` (ms since `recordRotations`), then onto it,
 * and waits there until something has rotated. A change due at a moment is recorded at that moment;
 * one that came early would be recorded 1 ms before it, one that came late makes the wait time out.
 * Returns every change, ordered by time and name.
 */
export async function runClockThrough(page: Page, moments: number[]) {
  let now = 0;
  for (const moment of moments) {
    await page.clock.runFor(moment - 1 - now);
    await page.clock.runFor(1);
    now = moment;
    await expect
      .poll(async () => (await rotations(page)).filter((r) => r.at === moment).length, { message: `a rotation at ${moment} ms` })
      .toBeGreaterThan(0);
  }
  return (await rotations(page)).sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
}
