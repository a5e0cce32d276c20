import { expect, test } from '../../fixtures';
import { openPage } from './helpers';

/** ADR 086: each page's HTML carries only the site content it shows; client-side navigation reads the rest. */
test.describe('site content per page', () => {
  test('the quality page carries its own texts and the footer, not the home or About texts', async ({ request }) => {
    const html = await (await request.get('/quality')).text();
    expect(html).toContain('Raw material verification');
    expect(html).toContain('MSME registered');
    expect(html).not.toContain('Their EN24 shafts went straight onto our gearbox line');
    expect(html).not.toContain('Founded in Rajkot as a turning shop');
  });

  test('navigating in the browser reads the site content only when the next page shows more', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const layoutReads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      const routes = url.searchParams.get('_routes');
      if (url.pathname.endsWith('.data') && (routes === null || routes.split(',').includes('routes/public/layout'))) {
        layoutReads.push(url.pathname);
      }
    });
    await openPage(page, '/privacy-policy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const steps = [
      { link: 'Quality', text: 'Raw material verification', reads: true },
      { link: 'About', text: 'Founded in Rajkot as a turning shop', reads: true },
      { link: 'Contact', text: 'What to Expect', reads: false },
      { link: 'Home', text: 'Their EN24 shafts went straight onto our gearbox line', reads: true },
      { link: 'Industries', text: 'Cross-sector expertise', reads: false },
      { link: 'Products', text: 'machined to your drawing', reads: true },
    ];
    for (const step of steps) {
      const before = layoutReads.length;
      await nav.getByRole('link', { name: step.link, exact: true }).click();
      await expect(nav.getByRole('link', { name: step.link, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(step.text).first()).toBeAttached();
      await expect(page.getByTestId('site-footer')).toContainText('MSME registered');
      expect(layoutReads.length - before, `${step.link}: layout read`).toBe(step.reads ? 1 : 0);
    }
    expect(errors).toEqual([]);
  });
});
