import { expect, test } from '../../fixtures';
import { openPage } from './helpers';

test.describe('home', () => {
  test('headline word every 3 s, taglines every 4 s, testimonials every 7 s, background video every 8 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.clock.runFor(2500); // preloader: load + 1.4 s + 0.5 s fade
    await expect(page.getByTestId('preloader')).toHaveCount(0);

    const word = page.getByTestId('headline-word');
    const tagline = page.getByTestId('hero-tagline');
    const testimonial = page.getByTestId('testimonial');
    const media = page.getByTestId('hero-media');
    const w0 = await word.textContent();
    const t0 = await tagline.textContent();
    const q0 = await testimonial.getAttribute('data-index');
    const v0 = await media.getAttribute('data-index');
    await expect(page.getByTestId('hero-video')).toHaveCount(1);

    // Timers started at hydration, somewhat before the clock was advanced; step finely and note when each changes.
    const changedAt: Record<string, number> = {};
    for (let ms = 0; ms <= 9000; ms += 250) {
      if (!changedAt.word && (await word.textContent()) !== w0) changedAt.word = ms;
      if (!changedAt.tagline && (await tagline.textContent()) !== t0) changedAt.tagline = ms;
      if (!changedAt.testimonial && (await testimonial.getAttribute('data-index')) !== q0) changedAt.testimonial = ms;
      if (!changedAt.video && (await media.getAttribute('data-index')) !== v0) changedAt.video = ms;
      await page.clock.runFor(250);
    }
    expect(changedAt.word).toBeDefined();
    expect(changedAt.tagline).toBeDefined();
    expect(changedAt.testimonial).toBeDefined();
    expect(changedAt.video).toBeDefined();
    // Order and spacing follow 3 s < 4 s < 7 s < 8 s.
    expect(changedAt.word!).toBeLessThan(changedAt.tagline!);
    expect(changedAt.tagline!).toBeLessThan(changedAt.testimonial!);
    expect(changedAt.testimonial!).toBeLessThan(changedAt.video!);
    expect(changedAt.tagline! - changedAt.word!).toBeGreaterThanOrEqual(750);
    expect(changedAt.video! - changedAt.testimonial!).toBeGreaterThanOrEqual(750);
  });

  test('a full cycle takes exactly the configured time', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.clock.runFor(2500);
    const word = page.getByTestId('headline-word');
    // Wait for a change, then measure the next one.
    const first = await word.textContent();
    let guard = 0;
    while ((await word.textContent()) === first && guard++ < 40) await page.clock.runFor(100);
    const second = await word.textContent();
    await page.clock.runFor(2900);
    await expect(word).toHaveText(second!);
    await page.clock.runFor(200);
    await expect(word).not.toHaveText(second!);
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

    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    const p3 = await reduced.newPage();
    const videoRequests: string[] = [];
    p3.on('request', (r) => {
      if (r.url().endsWith('.mp4')) videoRequests.push(r.url());
    });
    await p3.goto('/');
    await p3.waitForLoadState('load');
    await p3.waitForTimeout(1500);
    await expect(p3.getByTestId('hero-video')).toHaveCount(0);
    await expect(p3.getByTestId('hero-media').locator('img')).toBeVisible();
    expect(videoRequests).toEqual([]);
    await reduced.close();
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
    await openPage(page, '/');
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
    for (const title of ['Agreement to Terms', 'Intellectual Property Rights', 'User Representations', 'Prohibited Activities', 'Governing Law', 'Contact Us']) {
      await expect(page.getByRole('heading', { name: new RegExp(title) })).toBeVisible();
    }
    await expect(page.getByText(/courts in Rajkot, Gujarat/)).toBeVisible();
  });
});
