import { expect, test } from '../../fixtures';
import { createInquiry, createQuote, expectNoSeriousA11yViolations, makePng, row, unique } from './helpers';

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`every admin screen and dialog, ${theme} theme`, async ({ adminPage: page, request }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: theme });
      const quote = await createQuote(request, {
        name: unique('Axe Quote'),
        company: 'Axe Co',
        message: 'Please quote.',
        file: { name: 'part.png', type: 'image/png', bytes: makePng(120, 80) },
      });
      const inquiry = await createInquiry(request, { name: unique('Axe Inquiry'), message: 'Hello' });

      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('recent-activity')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      await expectNoSeriousA11yViolations(page, `dashboard (${theme})`);

      await page.goto('/admin/products');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `products list (${theme})`);

      await page.getByRole('button', { name: 'Add New Product' }).click();
      await page.getByRole('button', { name: 'Save Product' }).click();
      await expect(page.getByText('Product title is required.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `product form with errors (${theme})`);
      await page.getByLabel(/Image URL/).fill('/images/placeholder-product.svg');
      await page.getByRole('button', { name: 'Zoom image preview' }).click();
      await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `zoom viewer (${theme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('radio', { name: 'Upload' }).click();
      await expectNoSeriousA11yViolations(page, `product form, upload (${theme})`);

      await page.goto('/admin/quotes');
      await expect(row(page, quote.Title)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `quotes (${theme})`);
      await row(page, quote.Title).getByRole('button', { name: /^View/ }).click();
      await expect(page.getByTestId('drawing')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `quote dialog (${theme})`);
      await page.keyboard.press('Escape');
      await row(page, quote.Title)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      // The toast fades in; axe would measure contrast through the part-transparent frame.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      await expectNoSeriousA11yViolations(page, `delete prompt (${theme})`);
      await page.keyboard.press('Escape');

      await page.goto('/admin/contacts');
      await expect(row(page, inquiry.Title)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `contacts (${theme})`);
      await row(page, inquiry.Title).getByRole('button', { name: /^View/ }).click();
      await expect(page.getByRole('dialog', { name: 'Inquiry Details' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `inquiry dialog (${theme})`);
    });
  }

  test('login page and session message, light and dark', async ({ page }) => {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/admin/login?reason=expired');
      await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `login (${theme})`);
    }
  });

  test('small screens: top bar, slide-in menu and tables pass too', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/quotes');
    await expect(page.getByRole('heading', { name: 'Quotes', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'quotes at 390 px');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('complementary', { name: 'Admin menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'open menu at 390 px');
  });
});

test.describe('layout', () => {
  test('large screens: fixed sidebar with every section and Logout', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin' }).first();
    for (const [name, path] of [
      ['Manage Products', '/admin/products'],
      ['Quotes', '/admin/quotes'],
      ['Contacts', '/admin/contacts'],
      ['Dashboard', '/admin/dashboard'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    // The sidebar stays put while the page scrolls.
    await page.goto('/admin/products');
    await page.mouse.wheel(0, 2000);
    await expect(nav.getByRole('link', { name: 'Quotes' })).toBeInViewport();
  });

  test('small screens: top bar with the signed-in name, slide-in sidebar with overlay', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/dashboard');
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('e2e-admin');
    // The account made from ADMIN_EMAIL is named after its address: 'e2e-admin', initials 'E' (the spec's 'Admin User' / 'AU').
    await expect(banner.getByText('E', { exact: true })).toBeVisible();
    const menu = page.getByRole('complementary', { name: 'Admin menu' });
    await expect(menu).toBeHidden();

    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // Escape closes and focus returns to the menu button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    // The overlay closes it too.
    await open.click();
    await expect(menu).toBeVisible();
    await page.getByTestId('admin-sidebar-overlay').click({ position: { x: 370, y: 400 } });
    await expect(menu).toBeHidden();

    // Choosing a section navigates and closes the menu.
    await open.click();
    await menu.getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(menu).toBeHidden();

    // The tables fit: no sideways scrolling of the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
