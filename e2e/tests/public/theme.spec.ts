import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures';
import { openPage } from './helpers';

/** Records whether <html> had the dark class when the first frame was painted. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { __firstFrameDark: boolean }).__firstFrameDark = document.documentElement.classList.contains('dark');
    });
  });
}
const firstFrameDark = (page: Page) => page.evaluate(() => (window as unknown as { __firstFrameDark?: boolean }).__firstFrameDark);

test.describe('theme', () => {
  test('the toggle switches the theme, stores it under "theme" and it survives a reload without a flash', async ({ page }) => {
    await recordFirstFrame(page);
    await openPage(page, '/about');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await firstFrameDark(page)).toBe(false);

    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const bodyBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bodyBg).not.toBe('rgb(255, 255, 255)');

    await page.reload();
    expect(await firstFrameDark(page)).toBe(true);
    await expect(html).toHaveClass(/\bdark\b/);
    await page.goto('/products');
    expect(await firstFrameDark(page)).toBe(true);

    // A click before hydration would be lost (the server-rendered button has no handler yet).
    await waitForHydration(page);
    await page.getByTestId('theme-toggle').click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    expect(await firstFrameDark(page)).toBe(false);
  });

  test('without a stored choice the system preference applies from the first frame', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await recordFirstFrame(page);
    await page.goto('/');
    expect(await firstFrameDark(page)).toBe(true);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await context.close();
  });

  test('a stored choice wins over the system preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await recordFirstFrame(page);
    await page.goto('/contact');
    expect(await firstFrameDark(page)).toBe(false);
    await context.close();
  });
});
