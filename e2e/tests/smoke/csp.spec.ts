import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from '../../fixtures';

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI || 'inline'}`));
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...consoleErrors];
}

test.describe('scripts run only with the response nonce (cached pages: with their hashes)', () => {
  for (const path of ['/', '/products', '/contact', '/industries', '/no-such-page']) {
    test(`${path} hydrates with no CSP violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      // Pages rendered per request carry a nonce; cached public pages list their inline scripts' hashes.
      expect(csp).toMatch(/script-src 'self' ('wasm-unsafe-eval' )?('nonce-[^']+'|'sha256-[^']+'( 'sha256-[^']+')*);/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Hydrated: React Router's client router is running.
      await expect
        .poll(() => page.evaluate(() => Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules)))
        .toBe(true);
      expect(await violations()).toEqual([]);
    });
  }

  test('the theme script runs before paint and the theme toggle works', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await violations()).toEqual([]);
  });

  test('an inline script without the nonce is blocked', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
  });

  test('the back office logs in and shows the dashboard with no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
