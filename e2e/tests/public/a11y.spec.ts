import { axe, expect, test } from '../../fixtures';
import { PUBLIC_PAGES, openPage } from './helpers';

const PAGES = [...PUBLIC_PAGES.map((p) => p.path), '/page-that-does-not-exist'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe-core, ${theme} theme`, () => {
    // The page as a buyer gets it, videos included. With them refused, axe's no-autoplay-audio rule
    // waits 10 s for media that never loads before it gives up on `/`.
    test.use({ colorScheme: theme, heroVideos: true });
    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await openPage(page, path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map(
            (v) =>
              `${v.id}: ${v.help} -> ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 5)
                .join(' | ')}`,
          ),
        ).toEqual([]);
      });
    }

    test('open dialogs have no serious or critical violations', async ({ page }) => {
      await openPage(page, '/products');
      await page.getByTestId('product-card').first().click();
      await expect(page.getByTestId('product-modal')).toBeVisible();
      let results = await axe(page).include('[data-testid=product-modal]').analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click();
      await page.getByRole('dialog', { name: 'Request a Precision Quote' }).getByRole('button', { name: 'Submit Request' }).click();
      await expect(page.getByText('Full name is required.')).toBeVisible();
      results = await axe(page).include('[data-testid=quote-modal]').analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    });
  });
}
