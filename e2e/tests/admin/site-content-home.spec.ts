import { endpoints } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from './helpers';
import { restoringContent as restoring } from './site-content-helpers';

test('an Owner changes a hero figure, the cycling words and a pillar’s text, previews the home page, saves, and the home page shows them', async ({
  adminPage: page,
  api,
}) => {
  await restoring(api, 'home', async () => {
    await page.goto('/admin/site-content');
    await page.getByRole('link', { name: /Home page/ }).click();
    await expect(page.getByRole('heading', { name: 'Home page', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home page editor');

    const hero = page.getByRole('region', { name: 'First screen (hero)' });
    const figure = hero.getByRole('region', { name: 'Figure 2' });
    await expect(figure.getByRole('textbox', { name: 'Figure', exact: true })).toHaveValue('25+');
    await figure.getByRole('textbox', { name: 'Figure', exact: true }).fill('28+');
    // The plain headline for screen readers follows the words; it is never typed.
    await expect(hero.getByTestId('headline-sentence')).toContainText(
      'Precision parts, engineered, machined, inspected and delivered to your drawing.',
    );
    await hero.getByLabel('Cycling words').fill('turned\nmilled');
    await expect(hero.getByTestId('headline-sentence')).toContainText('Precision parts, turned and milled to your drawing.');
    const pillar = page.getByRole('region', { name: 'Pillar 3' });
    await expect(pillar.getByLabel('Title')).toHaveValue('Quality at every stage');
    await pillar.getByLabel('Text').fill('Every lot is inspected against your drawing before it is packed, with reports on request.');

    // The preview draws the public page's own sections from the unsaved values.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('content-preview');
    await expect(preview.getByRole('definition').nth(1)).toHaveText('28+');
    await expect(preview.getByTestId('pillar').nth(2)).toContainText('Every lot is inspected against your drawing');
    await expect(preview.getByRole('heading', { name: 'The Rajkot advantage' })).toBeVisible();
    await expect(preview.getByTestId('category-tile-shafts')).toContainText('Drive, stepped, splined and pump shafts');
    await expectNoSeriousA11yViolations(page, 'home page preview');
    await page.getByRole('button', { name: 'Edit' }).click();

    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText('Home page saved.', { exact: false }).first()).toBeVisible();
    const stored = (await api.call(endpoints.content.site)).data.home;
    expect(stored.Hero.Stats[1]).toEqual({ Value: '28+', Label: 'Years of machining' });
    expect(stored.Hero.HeadlineWords).toEqual(['turned', 'milled']);

    await page.goto('/');
    const homeHero = page.getByRole('region', { name: 'Precision parts, turned and milled to your drawing.' });
    await expect(homeHero.getByRole('heading', { level: 1 })).toHaveAccessibleName('Precision parts, turned and milled to your drawing.');
    await expect(homeHero.getByRole('definition').nth(1)).toHaveText('28+');
    await expect(homeHero.getByTestId('headline-word')).toHaveText(/^(turned|milled)$/);
    await expect(page.getByTestId('pillar').nth(2)).toContainText(
      'Every lot is inspected against your drawing before it is packed, with reports on request.',
    );
  });
});

test('a cycling word too long for the headline is marked before anything is sent', async ({ adminPage: page, api }) => {
  await restoring(api, 'home', async () => {
    const before = (await api.call(endpoints.content.get, { body: { Kind: 'home' } })).data.Version;
    await page.goto('/admin/site-content/home');
    const hero = page.getByRole('region', { name: 'First screen (hero)' });
    await hero.getByLabel('Cycling words').fill('engineered\nmanufactured-to-order-in-rajkot');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(hero.getByText('Cycling word must be at most 24 characters.')).toBeVisible();
    await expect(page.getByTestId('content-save-state')).toHaveText('Please correct the fields marked in red.');
    expect((await api.call(endpoints.content.get, { body: { Kind: 'home' } })).data.Version).toBe(before);
  });
});
