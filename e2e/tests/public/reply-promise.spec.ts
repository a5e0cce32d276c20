import { REPLY_WITHIN } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { PUBLIC_PAGES, openPage } from './helpers';

// The spec's promise (section 9): acknowledgement within 24 business hours, the same wherever it is made.
test.describe('the reply promise', () => {
  test('is the spec’s 24 business hours, from the one shared constant', () => {
    expect(REPLY_WITHIN).toBe('24 business hours');
  });

  test('reads 24 business hours in the quote modal, the home call-to-action, Contact and About', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('section[aria-labelledby="cta-title"]')).toContainText('within 24 business hours');
    await page.getByRole('button', { name: 'Get a Custom Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Precision Quote' })).toContainText(/Reply within 24 business hours/i);

    await openPage(page, '/contact');
    await expect(page.getByText('We acknowledge every enquiry within 24 business hours.')).toBeVisible();
    await expect(page.getByText('Fields marked * are required. We reply within 24 business hours.')).toBeVisible();

    await openPage(page, '/about');
    await expect(page.getByText('Tell us what you need machined. We will reply within 24 business hours.')).toBeVisible();
  });

  test('no public page promises anything else', async ({ page, request }) => {
    for (const { path } of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/business day|working day|within (one|a|1) day|24 hours/i);
    }
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Get a Custom Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Precision Quote' })).not.toContainText(/business day/i);
  });
});
