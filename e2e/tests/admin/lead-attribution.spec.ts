import { endpoints } from '@rp/contract';
import { authenticatePage, expect, test } from '../../fixtures';
import { TOAST, openPage, uniqueName } from '../public/helpers';
import { row } from './helpers';

// Issue 37 (ADR 082): where a lead came from, first-party, kept for the visit in sessionStorage.
test.describe('where leads come from', () => {
  test('a visit that starts with utm tags, moves on to another page and sends a quote shows its source in the lead', async ({ page, adminToken }) => {
    const name = uniqueName('Campaign Buyer');
    await openPage(page, '/industries?industry=automotive&utm_source=LinkedIn&utm_medium=social&utm_campaign=diwali-2026');
    // A full page load, not a client navigation: the visit's start must come from sessionStorage.
    await openPage(page, '/products');
    await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click();
    const modal = page.getByRole('dialog', { name: 'Request a Precision Quote' });
    await modal.getByLabel('Full Name').fill(name);
    await modal.getByLabel('Company Name').fill('Kathiawar Motors');
    await modal.getByLabel('Email Address').fill('campaign-buyer@example.com');
    await modal.getByLabel('Product of Interest').selectOption('Bushes');
    await modal.getByLabel('Project Details').fill('Bronze bushes, 2,000 pcs.');
    await modal.getByRole('button', { name: 'Submit Request' }).click();
    await expect(TOAST(page, 'Quote request sent successfully!')).toBeVisible();

    await authenticatePage(page, adminToken);
    await page.goto('/admin/quotes?origin=linkedin');
    await row(page, name).getByRole('button', { name: /^View/ }).click();
    const cameFrom = page.getByRole('dialog', { name: 'Quote Request Details' }).getByTestId('record-came-from');
    await expect(cameFrom).toContainText('linkedin');
    await expect(cameFrom).toContainText('/industries?industry=automotive');
    await expect(cameFrom).toContainText('/products');
    await expect(cameFrom).toContainText('utm_source=LinkedIn · utm_medium=social · utm_campaign=diwali-2026');

    await page.goto('/admin/quotes?origin=direct');
    await expect(page.getByText(/^Showing /).first()).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    await page.goto('/admin/dashboard');
    const sources = page.getByTestId('lead-sources');
    await expect(sources.getByRole('link', { name: 'linkedin' })).toBeVisible();
    await expect(sources).toContainText('automotive');
  });
});

test.describe('where leads come from, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posted without JavaScript keeps its page and the utm tags of its address', async ({ page, api }) => {
    const name = uniqueName('No-JS Campaign Buyer');
    await page.goto('/contact?utm_source=newsletter&utm_campaign=november');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Company Name').fill('Saurashtra Pumps');
    await form.getByLabel('Email Address').fill('nojs-campaign@example.com');
    await form.getByLabel('Phone Number').fill('+91 281 2345678');
    await form.getByLabel('Position').fill('Buyer');
    await form.getByLabel('Project Details').fill('EN8 shafts, 500 pcs.');
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();

    const list = await api.call(endpoints.inquiry.list, { body: { page: 1, origin: 'newsletter' } });
    const record = list.data.find((r) => r.Title === name);
    expect(record?.Attribution).toMatchObject({ PagePath: '/contact', UtmSource: 'newsletter', UtmCampaign: 'november', Origin: 'newsletter' });
  });
});
