import { endpoints } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from './helpers';

// Issue 10: the contact form and the catalogue search work with JavaScript off (ADR 040).
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the contact form answers errors with the values kept, then stores the inquiry and shows its reference and status link', async ({
    page,
    api,
  }) => {
    const name = uniqueName('No-JS Buyer');
    // A phone's narrowest width: neither the form nor its answers may scroll sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    const noSidewaysScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Company Name').fill('Saurashtra Pumps');
    await form.getByLabel('Email Address').fill('not-an-email');
    await form.getByLabel('Phone Number').fill('+91 281 2345678');
    await form.getByLabel('Project Details').fill('EN8 shafts, 500 pcs, drawing on request.');
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();

    // The answer opens at the form, not the top of the page.
    await expect(page).toHaveURL(/\/contact#contact-form-title$/);
    await expect(page.getByTestId('contact-form-error')).toHaveText('Submission failed. Please try again.');
    await expect(form.getByText('Invalid email', { exact: true })).toBeVisible();
    await expect(form.getByText('Your position is required', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Full Name')).toHaveValue(name);
    await expect(form.getByLabel('Project Details')).toHaveValue('EN8 shafts, 500 pcs, drawing on request.');
    await expect(form.getByLabel('Country')).toHaveValue('India');
    await noSidewaysScroll();

    await form.getByLabel('Email Address').fill('nojs-buyer@example.com');
    await form.getByLabel('Position').fill('Purchase Head');
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=I-\d{4}-\d{5}&key=[\w-]{43}#contact-form-title$/);
    await expect(page.getByTestId('contact-form').getByLabel('Full Name')).toHaveValue('');

    const list = await api.call(endpoints.inquiry.list, { body: { Types: 'Inquery' } });
    const record = list.data.find((r) => r.Title === name);
    expect(record, 'the inquiry is in the database').toBeTruthy();
    const sent = page.getByTestId('contact-sent');
    await expect(sent).toContainText('Thank you! We have received your inquiry and will be in touch shortly.');
    await expect(sent.getByTestId('sent-reference')).toHaveText(record!.Reference);
    await expect(sent).toContainText('A copy of this is in your e-mail.');
    await noSidewaysScroll();
    await sent.getByRole('link', { name: 'Follow your request' }).click();
    await expect(page).toHaveURL(new RegExp(`/rfq/${record!.Reference}\\?key=[\\w-]{43}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inquiry ${record!.Reference}`);
    expect(record).toMatchObject({ Email: 'nojs-buyer@example.com', ContactNo: '+91 281 2345678', Status: 'New' });
    expect(record!.Description).toContain('Company: Saurashtra Pumps');
    expect(record!.Description).toContain('Position: Purchase Head');
  });

  test('the catalogue search is a form the server answers', async ({ page, api }) => {
    const all = (await api.call(endpoints.product.list)).data;
    const expected = all.filter((p) => `${p.ProductTitle}\n${p.ProductDescription}`.toLowerCase().includes('shaft'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products?category=shafts');
    const search = page.getByTestId('catalog-search');
    await search.fill('sHaFt');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?category=shafts&q=sHaFt$/);
    const inCategory = expected.filter((p) => p.Category === 'shafts');
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${inCategory.length} product(s).`);
    await expect(page.getByTestId('catalog-search')).toHaveValue('sHaFt');

    // On a phone the filter drawer needs JavaScript; a plain search box stands in.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    const phoneSearch = page.getByRole('search', { name: 'Catalogue' }).filter({ visible: true }).getByRole('searchbox');
    await phoneSearch.fill('shaft');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?q=shaft$/);
    await expect(page.getByTestId('product-count')).toHaveText(`Showing ${expected.length} product(s).`);
  });
});
