import type { Locator } from '@playwright/test';
import { endpoints } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { TOAST, holdRequests, openPage, uniqueName } from './helpers';

async function fillValid(form: Locator, name: string) {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Company Name').fill('Gujarat Textile Machines LLP');
  await form.getByLabel('Email Address').fill('purchase@example.com');
  await form.getByLabel('Position').fill('Purchase Manager');
  await form.getByLabel('Phone Number').fill('+91 281 2345678');
  await form.getByLabel('City').fill('Surat');
  await form.getByLabel('State').fill('Gujarat');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('Project Details').fill('Phosphor bronze bushes, 2,000 pcs per month, drawing available.');
}

test.describe('contact page', () => {
  test('shows two direct contacts, a general mail link, What to Expect and the map', async ({ page }) => {
    await openPage(page, '/contact');
    await expect(page.getByRole('heading', { name: 'Talk to us directly' })).toBeVisible();
    const cards = page.locator('section[aria-labelledby="direct-title"] li');
    await expect(cards).toHaveCount(2);
    await expect(cards.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(page.getByText('General inquiries')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What to Expect' })).toBeVisible();
    await expect(page.getByText(/within 24 business hours/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Show interactive map' }).click();
    await expect(page.getByTestId('map-iframe')).toHaveAttribute('src', /google\.com\/maps/);
  });

  test('"Get My Free Quote" validates with the spec messages', async ({ page }) => {
    await openPage(page, '/contact');
    const form = page.getByTestId('contact-form');
    // One form from the server on (ADR 078): nothing to wait for before typing (without JavaScript: without-javascript.spec.ts).
    await form.getByLabel('Country').fill('');
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    for (const message of [
      'Full name is required',
      'Company name is required',
      'Email is required',
      'Your position is required',
      'Phone number is required',
      'Please provide your project details.',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    // City, state and country are optional.
    await expect(form.getByLabel('City')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Country')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email Address').fill('not-an-email');
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(form.getByText('Invalid email', { exact: true })).toBeVisible();
    await form.getByLabel('Email Address').fill('a@b');
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(form.getByText('Invalid email', { exact: true })).toBeHidden();
  });

  test('a submission is really sent and arrives as an inquiry', async ({ page, api }) => {
    const name = uniqueName('Contact Buyer');
    await openPage(page, '/contact');
    const form = page.getByTestId('contact-form');
    await fillValid(form, name);
    let posted: Record<string, unknown> | null = null;
    // Hold the request until the busy state has been seen, then let it through.
    const held = await holdRequests(page, '**/api/v1/inquery/save', (request) => {
      posted = request.postDataJSON() as Record<string, unknown>;
    });
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(form.getByLabel('Full Name')).toBeDisabled();
    await held.release();
    await expect(TOAST(page, 'Thank you! We have received your inquiry and will be in touch shortly.')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    expect(posted).toMatchObject({ Types: 'Inquery', Title: name, Website: '' });

    const list = await api.call(endpoints.inquiry.list, { body: { Types: 'Inquery' } });
    const record = list.data.find((r) => r.Title === name);
    expect(record, 'the inquiry is in the database').toBeTruthy();
    expect(record).toMatchObject({ Email: 'purchase@example.com', ContactNo: '+91 281 2345678', Types: 'Inquery', Status: 'New' });
    expect(record!.Message).toBe('Phosphor bronze bushes, 2,000 pcs per month, drawing available.');
    // A lasting confirmation above the emptied form: the reference, the e-mail's copy and the status link.
    const sent = page.getByTestId('contact-sent');
    await expect(sent.getByTestId('sent-reference')).toHaveText(record!.Reference);
    await expect(sent).toContainText('A copy of this is in your e-mail.');
    await expect(sent.getByRole('link', { name: 'Follow your request' })).toHaveAttribute(
      'href',
      new RegExp(`^/rfq/${record!.Reference}\\?key=[\\w-]{43}$`),
    );
    expect(record!.Description.split('\n')).toEqual([
      'Company: Gujarat Textile Machines LLP',
      'Position: Purchase Manager',
      'City: Surat',
      'State: Gujarat',
      'Country: India',
    ]);
  });

  test('a failed submission shows the spec failure message', async ({ page }) => {
    await openPage(page, '/contact');
    const form = page.getByTestId('contact-form');
    await fillValid(form, 'Failing Buyer');
    await page.route('**/api/v1/inquery/save', (route) => route.fulfill({ status: 500, json: { success: false, message: 'down' } }));
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(TOAST(page, 'Submission failed. Please try again.')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Failing Buyer');
  });

  test('a retry after a failure sends the same Idempotency-Key; the next inquiry gets a new one', async ({ page }) => {
    await openPage(page, '/contact');
    const form = page.getByTestId('contact-form');
    await fillValid(form, uniqueName('Retrying Buyer'));
    const keys: (string | null)[] = [];
    let failNext = true;
    await page.route('**/api/v1/inquery/save', async (route) => {
      keys.push(await route.request().headerValue('idempotency-key'));
      if (failNext) {
        failNext = false;
        await route.fulfill({ status: 503, json: { success: false, message: 'down' } });
      } else await route.continue();
    });
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(TOAST(page, 'Submission failed. Please try again.')).toBeVisible();
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(TOAST(page, 'Thank you! We have received your inquiry and will be in touch shortly.')).toBeVisible();
    await fillValid(form, uniqueName('Second Buyer'));
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect.poll(() => keys.length).toBe(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a 429 answer shows a polite "too many requests" message', async ({ page }) => {
    await openPage(page, '/contact');
    const form = page.getByTestId('contact-form');
    await fillValid(form, 'Busy Buyer');
    await page.route('**/api/v1/inquery/save', (route) => route.fulfill({ status: 429, json: { success: false, message: 'Too many' } }));
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(TOAST(page, /several requests in a short time/)).toBeVisible();
  });

  test('a filled honeypot is dropped silently', async ({ page, api }) => {
    const name = uniqueName('Contact Bot');
    await openPage(page, '/contact');
    const form = page.getByTestId('contact-form');
    await fillValid(form, name);
    await form.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(TOAST(page, 'Thank you! We have received your inquiry and will be in touch shortly.')).toBeVisible();
    const list = await api.call(endpoints.inquiry.list, { body: { Types: 'Inquery' } });
    expect(list.data.some((r) => r.Title === name)).toBe(false);
  });
});
