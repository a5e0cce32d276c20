import { endpoints } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from './helpers';
import { restoringContent } from './site-content-helpers';

// The Contact and Quality pages' texts are site content (issue 37, ADR 084): an Owner's change shows at the next load.

test('an Owner renames a contact person and a quality step, previews both, and the public pages show them', async ({ adminPage: page, api }) => {
  await restoringContent(api, 'contact', () =>
    restoringContent(api, 'quality', async () => {
      await page.goto('/admin/site-content');
      await page.getByRole('link', { name: /Contact page and footer/ }).click();
      await expect(page.getByRole('heading', { name: 'Contact page and footer' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'contact editor');
      const second = page.getByRole('region', { name: 'Person 2' });
      await expect(second.getByLabel('Name')).toHaveValue('Nikhil Patel');
      await second.getByLabel('Name').fill('Asha Mehta');
      await second.getByLabel('Role').fill('Sales Engineer');

      // The preview draws the contact page's own people list from the unsaved values, with the profile's phones.
      await page.getByRole('button', { name: 'Preview' }).click();
      const people = page.getByTestId('content-preview').locator('section[aria-labelledby="direct-title"] li');
      await expect(people.nth(1)).toContainText('Asha Mehta');
      await expect(people.nth(1).locator('a[href^="tel:"]')).toHaveCount(1);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(page.getByText('Contact page and footer saved.', { exact: false }).first()).toBeVisible();
      await expect(page.getByTestId('content-version')).toContainText('Version 2');

      await page.goto('/admin/site-content/quality');
      const step = page.getByRole('region', { name: 'Step 2' });
      await expect(step.getByLabel('Title')).toHaveValue('In-process checks');
      await step.getByLabel('Title').fill('Patrol inspection on every machine');
      // The banner's eyebrow is content too (ADR 084).
      const eyebrow = page.getByRole('region', { name: 'Page banner' }).getByLabel('Eyebrow');
      await expect(eyebrow).toHaveValue('Quality assurance');
      await eyebrow.fill('Inspected in Rajkot');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByTestId('content-preview').getByTestId('quality-steps')).toContainText('Patrol inspection on every machine');
      await expect(page.getByTestId('content-preview')).toContainText('Inspected in Rajkot');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(page.getByText('Quality page saved.', { exact: false }).first()).toBeVisible();

      await page.goto('/contact');
      const cards = page.locator('section[aria-labelledby="direct-title"] li');
      await expect(cards.nth(1)).toContainText('Asha Mehta');
      await expect(cards.nth(1)).toContainText('Sales Engineer');
      await expect(page.getByText('Nikhil Patel')).toHaveCount(0);

      await page.goto('/quality');
      await expect(page.getByRole('heading', { name: 'Step 2: Patrol inspection on every machine' })).toBeVisible();
      await expect(page.getByText('Inspected in Rajkot')).toBeVisible();
      const { quality } = (await api.call(endpoints.content.site)).data;
      expect(quality.Steps[1]!.Title).toBe('Patrol inspection on every machine');
      expect(quality.Labels.HeroEyebrow).toBe('Inspected in Rajkot');
    }),
  );
});

test('a contact person’s e-mail that is not one is marked before anything is sent', async ({ adminPage: page }) => {
  await page.goto('/admin/site-content/contact');
  const first = page.getByRole('region', { name: 'Person 1' });
  await first.getByLabel('E-mail').fill('rajesh at example');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(first.getByText('Person’s e-mail must be an e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByTestId('content-version')).toContainText('Version 1');
});

test('an Owner changes the chat opening message, and the chat links of the public pages open with it', async ({ adminPage: page, api }) => {
  await restoringContent(api, 'contact', async () => {
    await page.goto('/admin/site-content/contact');
    const message = page.getByLabel('Chat opening message');
    await expect(message).toHaveValue('Hello, I would like to discuss a machined part requirement.');
    await message.fill('Namaste, I need a quote for EN8 shafts & pins.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('content-preview')).toContainText('Namaste, I need a quote for EN8 shafts & pins.');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText('Contact page and footer saved.', { exact: false }).first()).toBeVisible();

    const text = `?text=${encodeURIComponent('Namaste, I need a quote for EN8 shafts & pins.')}`;
    await page.goto('/quality');
    await expect(page.locator(`[data-testid="chat-button"][href$="${text}"]`)).toHaveCount(1);
    await page.goto('/');
    await expect(page.locator(`section a[href$="${text}"]`).first()).toBeAttached();
  });
});
