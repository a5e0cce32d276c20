import { expect, test } from '../../fixtures';
import { openPage, waitForDeferredParts } from './helpers';
import { openHomeWithClockPaused, recordRotations, runClockThrough, type RotationWindow } from './home-clock';

test.describe('home', () => {
  test.use({ heroVideos: true });

  test('headline word every 3 s, taglines every 4 s, background video every 8 s, from hydration', async ({ page }) => {
    await openHomeWithClockPaused(page);
    await expect(page.getByTestId('hero-video')).toHaveCount(1);
    await recordRotations(page);

    const changes = await runClockThrough(page, [3000, 4000, 6000, 8000]);
    // The testimonials start their own 7 s when their code is live (next test; ADR 041).
    expect(changes.filter((c) => c.name !== 'testimonial')).toEqual([
      { name: 'word', at: 3000 },
      { name: 'tagline', at: 4000 },
      { name: 'word', at: 6000 },
      { name: 'tagline', at: 8000 },
      { name: 'video', at: 8000 },
    ]);
    await expect(page.getByTestId('preloader')).toHaveCount(0);
  });

  test('testimonials advance every 7 s once their code is live', async ({ page }) => {
    await openHomeWithClockPaused(page);
    await page.clock.runFor(100); // past the browser's first idle moment: the part's code loads
    await waitForDeferredParts(page);
    await recordRotations(page);

    const changes = await runClockThrough(page, [7000, 14000]);
    expect(changes.filter((c) => c.name === 'testimonial')).toEqual([
      { name: 'testimonial', at: 7000 },
      { name: 'testimonial', at: 14000 },
    ]);
  });

  test('a full cycle takes exactly the configured time', async ({ page }) => {
    await openHomeWithClockPaused(page);
    const word = page.getByTestId('headline-word');
    const first = await word.textContent();
    await recordRotations(page);

    // Four words, 3 s each: back to the first word after exactly 12 s.
    const changes = await runClockThrough(page, [3000, 6000, 8000, 9000, 12000]);
    expect(changes.filter((c) => c.name === 'word')).toEqual([3000, 6000, 9000, 12000].map((at) => ({ name: 'word', at })));
    const words = await page.evaluate(() => (window as unknown as RotationWindow).__words);
    expect(new Set(words.slice(0, 4)).size).toBe(4);
    expect(words[0]).toBe(first);
    await expect(word).toHaveText(first!);
  });

  test('mobile videos are used under 768 px and only posters show with reduced motion', async ({ browser }) => {
    const mobile = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await mobile.newPage();
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.getByTestId('hero-video')).toHaveAttribute('src', /hero-\d-mobile\.mp4$/);
    await mobile.close();

    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p2 = await desktop.newPage();
    await p2.goto('/');
    await p2.waitForLoadState('load');
    await expect(p2.getByTestId('hero-video')).toHaveAttribute('src', /hero-\d\.mp4$/);
    await desktop.close();

    // With reduced motion the choice is made by the effects of the first render: once the page is
    // hydrated and the preloader (removed by a later render) is gone, no video may have appeared.
    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    const p3 = await reduced.newPage();
    const videoRequests: string[] = [];
    p3.on('request', (r) => {
      if (r.url().endsWith('.mp4')) videoRequests.push(r.url());
    });
    await openPage(p3, '/');
    await expect(p3.getByTestId('hero-media').locator('img')).toBeVisible();
    await expect(p3.getByTestId('hero-video')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    await reduced.close();
  });

  test('on a phone the hero video never becomes the largest contentful paint', async ({ browser }) => {
    // Lighthouse's phone. A full-screen image or video is no candidate for Chrome; one that slides in
    // is not full-screen for a moment, and its late first frame replaced the headline as the LCP.
    const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await phone.newPage();
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __lcp: string[] }).__lcp = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push((entry as PerformanceEntry & { element?: Element }).element?.tagName ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/');
    // The video has shown its poster and a frame and its fade has ended, and two frames have followed.
    await page.getByTestId('hero-video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          video.requestVideoFrameCallback(() => {
            void Promise.all(video.getAnimations().map((a) => a.finished)).then(() =>
              requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
            );
          });
        }),
    );
    const entries = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
    expect(entries.at(-1)).toBe('H1');
    expect(entries).not.toContain('VIDEO');
    await phone.close();
  });

  test('links to /products, /contact and /quality; industry tiles preselect the industry', async ({ page }) => {
    await openPage(page, '/');
    const hero = page.locator('section').first();
    await expect(hero.getByRole('link', { name: /Explore Products/ })).toHaveAttribute('href', '/products');
    await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: /Our quality process/ })).toHaveAttribute('href', '/quality');
    await expect(page.locator('a[href^="https://wa.me/"]').filter({ hasText: 'WhatsApp' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View our product range/ })).toHaveAttribute('href', '/products');
    for (const slug of ['shafts', 'bushes', 'spacers', 'pins-flanges', 'fasteners', 'assemblies']) {
      await expect(page.getByTestId(`category-tile-${slug}`)).toBeVisible();
    }
    await page.getByTestId('industry-tile-aerospace-defense').click();
    await expect(page).toHaveURL(/\/industries/);
    await expect(page.getByTestId('industry-tab-aerospace-defense')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('industry-detail')).toContainText('Aerospace & Defense');
  });

  test('testimonials can be stepped and paused', async ({ page }) => {
    // The clock stands still, so the 7 s rotation cannot step in between.
    await openHomeWithClockPaused(page);
    await page.clock.runFor(2000); // the preloader leaves 1.9 s after load
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    await waitForDeferredParts(page);
    const t = page.getByTestId('testimonial');
    await expect(t).toHaveAttribute('data-index', '0');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(t).toHaveAttribute('data-index', '1');
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(t).toHaveAttribute('data-index', '3');
  });
});

test.describe('industries', () => {
  test('six industries, the first selected by default, switching shows its detail and four parts', async ({ page }) => {
    await openPage(page, '/industries');
    await expect(page.getByRole('heading', { level: 1, name: 'Industries We Empower' })).toBeVisible();
    for (const benefit of ['Cross-sector expertise', 'Material mastery', 'Certified quality', 'Adaptable production']) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(6);
    expect(await tabs.allTextContents()).toEqual([
      'Energy & Power Generation',
      'Textile Machinery',
      'Automotive',
      'Electric Vehicles (EV)',
      'Aerospace & Defense',
      'Agriculture Equipment',
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const detail = page.getByTestId('industry-detail');
    await expect(detail.locator('li')).toHaveCount(4);
    await page.getByRole('tab', { name: 'Textile Machinery' }).click();
    await expect(page.getByRole('tab', { name: 'Textile Machinery' })).toHaveAttribute('aria-selected', 'true');
    await expect(detail).toContainText('Textile Machinery');
    await expect(detail.locator('li')).toHaveCount(4);
    await expect(detail.getByRole('link', { name: /products/i })).toHaveAttribute('href', '/products');
    await expect(page).toHaveURL(/industry=textile-machinery/);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Automotive' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Automotive' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('about, quality and legal pages', () => {
  test('about has story, mission, vision, the timeline, founder and a contact link', async ({ page }) => {
    await openPage(page, '/about');
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    const years = await page.getByTestId('timeline').locator('li > p:first-of-type').allTextContents();
    expect(years).toEqual(['1997', '2011', '2012', '2018', '2023', 'Future']);
    await expect(page.getByText('Meet the founder')).toBeVisible();
    await expect(page.locator('main a[href="/contact"]')).toBeVisible();
  });

  test('quality has three checks, three steps, five tools, three badges and a contact link', async ({ page }) => {
    await openPage(page, '/quality');
    await expect(page.locator('section[aria-labelledby="promise-title"] li')).toHaveCount(3);
    await expect(page.locator('section[aria-labelledby="process-title"] li')).toHaveCount(3);
    await expect(page.locator('section[aria-labelledby="tools-title"] li')).toHaveCount(5);
    for (const badge of ['MSME registered', 'GST registered', 'ISO certification in process']) {
      await expect(page.locator('main').getByRole('heading', { name: badge })).toBeVisible();
    }
    await expect(page.locator('main a[href="/contact"]')).toBeVisible();
  });

  test('privacy has five numbered sections, a data-protection contact and today’s date; terms six sections', async ({ page }) => {
    const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
    await openPage(page, '/privacy-policy');
    await expect(page.getByTestId('last-updated')).toHaveText(`Last Updated: ${today}`);
    await expect(page.locator('main ol > li')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Data protection contact' })).toBeVisible();
    await openPage(page, '/terms-of-service');
    await expect(page.getByTestId('last-updated')).toHaveText(`Last Updated: ${today}`);
    await expect(page.locator('main ol > li')).toHaveCount(6);
    for (const title of [
      'Agreement to Terms',
      'Intellectual Property Rights',
      'User Representations',
      'Prohibited Activities',
      'Governing Law',
      'Contact Us',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
    }
    await expect(page.getByText(/courts in Rajkot, Gujarat/)).toBeVisible();
  });
});
