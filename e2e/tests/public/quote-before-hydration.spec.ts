import { expect, test } from '../../fixtures';

// The quote buttons work at every stage (issue 10): before hydration a click is kept and the modal
// opens once the app has hydrated; without JavaScript the button's form opens /contact.
test.describe('"Request a Quote" before and without JavaScript', () => {
  test('a click made while the app is not yet hydrated opens the quote modal once it is', async ({ page }) => {
    // Hold every script until the click has happened, so the page is certainly not hydrated yet.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The preloader's safety fade uncovers the server-rendered page while the scripts are held.
    await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Request a Precision Quote' })).toHaveCount(0);

    release();
    await expect(page.getByRole('dialog', { name: 'Request a Precision Quote' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the header and home quote buttons open the contact page', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click();
      await expect(page).toHaveURL(/\/contact\??$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('talk about your parts');

      await page.goto('/');
      await page.getByRole('button', { name: 'Get a Custom Quote' }).click();
      await expect(page).toHaveURL(/\/contact\??$/);
    });
  });
});
