import { expect, test } from '../../fixtures';
import { PUBLIC_PAGES, openPage } from './helpers';

const ROUTES = [...PUBLIC_PAGES.map((p) => p.path), '/no-such-page'];

for (const width of [320, 390, 768, 1024]) {
  test.describe(`at ${width} px wide`, () => {
    // Phones are emulated as phones; the check compares with the set width, which mobile emulation
    // would otherwise stretch to fit an overflowing page.
    test.use({ viewport: { width, height: 800 }, isMobile: width < 768, hasTouch: width < 768 });

    // One test per width walks every route in one browser tab (warm cache), each route a step of its own.
    test('every route fits the screen and its header menu button is on screen', async ({ page }) => {
      test.setTimeout(ROUTES.length * 15_000);
      for (const path of ROUTES) {
        await test.step(path, async () => {
          await openPage(page, path);
          const documentWidth = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
          expect.soft(documentWidth, `${path} is ${documentWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
          if (width < 1024) {
            const box = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
            expect.soft(box, `${path}: the menu button is rendered`).not.toBeNull();
            if (box) expect.soft(box.x + box.width, `${path}: the menu button ends inside the screen`).toBeLessThanOrEqual(width);
          }
        });
      }
    });
  });
}
