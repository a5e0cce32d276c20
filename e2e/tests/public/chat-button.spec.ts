import { expect, test } from '../../fixtures';
import { PUBLIC_PAGES, openPage } from './helpers';

/**
 * Boxes of the visible text under a rectangle: each text node's line boxes (a Range), so a wide block
 * with its words elsewhere does not count, and text the button would hide does.
 */
function textUnder(box: { x: number; y: number; width: number; height: number }): string[] {
  const hits: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('[data-testid="chat-button"], [aria-hidden="true"], script, style, noscript')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      const overlaps = r.width > 0 && r.height > 0 && r.left < box.x + box.width && r.right > box.x && r.top < box.y + box.height && r.bottom > box.y;
      if (overlaps) hits.push(text.slice(0, 60));
    }
  }
  return hits;
}

// Text under the floating button can be scrolled out from under it, except at the very end of the page:
// there nothing may lie beneath it, so every line can be read uncovered at some scroll position.
// One test per width walks every page in one browser tab (warm cache), each page a step of its own.
for (const width of [320, 390, 1280]) {
  test.describe(`the chat button at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: width < 768, hasTouch: width < 768 });

    test('covers no text at the end of any public page', async ({ page }) => {
      test.setTimeout(PUBLIC_PAGES.length * 15_000);
      for (const { path } of PUBLIC_PAGES) {
        await test.step(path, async () => {
          await openPage(page, path);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const chat = page.getByTestId('chat-button');
          await expect(chat).toBeVisible();
          // Wait for the slide-in to finish, so the box measured is where the button stays.
          await expect.poll(() => chat.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
          // Images and late content can still grow the page: scroll to its end again before each look.
          await expect
            .poll(
              async () => {
                await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
                return page.evaluate(textUnder, (await chat.boundingBox())!);
              },
              { message: `text under the chat button at the end of ${path}` },
            )
            .toEqual([]);
        });
      }
    });
  });
}
