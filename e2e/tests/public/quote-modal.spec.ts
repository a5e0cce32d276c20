import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@rp/contract';
import { SAMPLE_DXF, TINY_PNG_BASE64, samplePdf } from '@rp/contract/testing';
import { expect, test } from '../../fixtures';
import { TOAST, holdRequests, openPage, uniqueName } from './helpers';

const OPTIONS = ['Shafts', 'Bushes', 'Spacers', 'Pins & Flanges', 'Machined Fasteners', 'Custom Assemblies', 'Other / Not Sure'];

/** Fills the required fields with the shortest valid answers and submits. */
async function submitShortestRequest(dialog: Locator) {
  await dialog.getByLabel('Full Name').fill('A');
  await dialog.getByLabel('Company Name').fill('B');
  await dialog.getByLabel('Email Address').fill('a@b.co');
  await dialog.getByLabel('Product of Interest').selectOption('Shafts');
  await dialog.getByLabel('Project Details').fill('x');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
}

async function openModal(page: Page) {
  await openPage(page, '/');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Request a Quote' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Request a Precision Quote' });
  await expect(dialog).toBeVisible();
  return { dialog, trigger };
}

test.describe('quote modal "Request a Precision Quote"', () => {
  test('has the spec fields and shows every validation message', async ({ page }) => {
    const { dialog } = await openModal(page);
    for (const label of ['Full Name', 'Company Name', 'Email Address', 'Phone Number', 'Product of Interest', 'Project Details', 'Upload Drawing']) {
      await expect(dialog.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    await expect(dialog.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    const options = await dialog.getByLabel('Product of Interest').locator('option').allTextContents();
    expect(options.slice(1)).toEqual(OPTIONS);

    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Full name is required.')).toBeVisible();
    await expect(dialog.getByText('Company name is required.')).toBeVisible();
    await expect(dialog.getByText('A valid email is required.')).toBeVisible();
    await expect(dialog.getByText('Please select a product.')).toBeVisible();
    await expect(dialog.getByText('Please describe your project.')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    // Phone is optional.
    await expect(dialog.getByLabel('Phone Number')).not.toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Full Name').fill('Test Buyer');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Full name is required.')).toBeHidden();
    await expect(dialog.getByText('Company name is required.')).toBeVisible();
  });

  test('drawing rules: too large is refused and cleared, wrong types refused, preview and remove', async ({ page }) => {
    const { dialog } = await openModal(page);
    const input = dialog.locator('input[type=file]');
    await expect(input).toHaveAttribute('accept', '.pdf,.dxf,.step,.dwg,.jpg,.png,.jpeg');

    await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
    await expect(dialog.getByText('File is too large. Maximum size is 5MB.')).toBeVisible();
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await expect(dialog.getByTestId('file-preview')).toHaveCount(0);

    await input.setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(dialog.getByText(/Please choose a PDF, DXF, STEP, DWG, JPG, JPEG or PNG file/)).toBeVisible();
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);

    // Exactly 5 MB is allowed; a non-image shows an icon.
    await input.setInputFiles({ name: 'part.step', mimeType: '', buffer: Buffer.alloc(5 * 1024 * 1024, 0x41) });
    const preview = dialog.getByTestId('file-preview');
    await expect(preview).toContainText('part.step');
    await expect(preview.locator('img')).toHaveCount(0);
    await expect(dialog.getByText('File is too large. Maximum size is 5MB.')).toBeHidden();
    await preview.getByRole('button', { name: 'Remove file' }).click();
    await expect(preview).toHaveCount(0);

    // An image shows a thumbnail.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await input.setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByTestId('file-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  });

  test('several drawings: up to 5 listed each with its remove button, a bad one named, all stored in order', async ({ page, api }) => {
    const name = uniqueName('Multi Drawing Buyer');
    const { dialog } = await openModal(page);
    const input = dialog.locator('input[type=file]');
    const pdf = Buffer.from(samplePdf(1), 'latin1');
    await input.setInputFiles([
      { name: 'flange.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'flange.dxf', mimeType: '', buffer: Buffer.from(SAMPLE_DXF) },
    ]);
    await expect(dialog.getByTestId('file-preview')).toHaveCount(2);
    await input.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await expect(dialog.getByText('notes.txt: Please choose a PDF, DXF, STEP, DWG, JPG, JPEG or PNG file.')).toBeVisible();
    await input.setInputFiles(
      ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: Buffer.from(TINY_PNG_BASE64, 'base64') })),
    );
    await expect(dialog.getByTestId('file-preview')).toHaveCount(5);
    await expect(dialog.getByText('At most 5 drawings per quote.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove file c.png' }).click();
    await expect(dialog.getByTestId('file-preview')).toHaveCount(4);

    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Company Name').fill('Saurashtra Pumps Pvt Ltd');
    await dialog.getByLabel('Email Address').fill('buyer@example.com');
    await dialog.getByLabel('Product of Interest').selectOption('Shafts');
    await dialog.getByLabel('Project Details').fill('Flange and its drawings.');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(TOAST(page, 'Quote request sent successfully!')).toBeVisible();

    const list = await api.call(endpoints.quote.list, { body: { Types: 'Quote' } });
    const record = list.data.find((r) => r.Title === name);
    expect(record?.MediaFileName).toBe('flange.pdf');
    expect(record?.Attachments.map((a) => a.name)).toEqual(['flange.pdf', 'flange.dxf', 'a.png', 'b.png']);
  });

  test('Escape and a backdrop click close it and reset the form; focus is trapped and returns', async ({ page }) => {
    const { dialog, trigger } = await openModal(page);
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    // Tab never leaves the dialog.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    await dialog.getByLabel('Full Name').fill('Someone');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('');
    await dialog.getByLabel('Company Name').fill('Acme');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Full name is required.')).toBeVisible();

    await page.getByTestId('quote-modal-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();
    await trigger.click();
    await expect(dialog.getByLabel('Company Name')).toHaveValue('');
    await expect(dialog.getByText('Full name is required.')).toBeHidden();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a real submission with a drawing is stored as a New quote', async ({ page, api }) => {
    const name = uniqueName('Quote Buyer');
    const { dialog } = await openModal(page);
    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Company Name').fill('Saurashtra Pumps Pvt Ltd');
    await dialog.getByLabel('Email Address').fill('buyer@example.com');
    await dialog.getByLabel('Phone Number').fill('+91 98250 12345');
    await dialog.getByLabel('Product of Interest').selectOption('Pins & Flanges');
    await dialog.getByLabel('Project Details').fill('500 pcs of EN8 hinge pins, 12h7 x 60 mm, zinc plated.');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'hinge-pin.pdf', mimeType: 'application/pdf', buffer: pdf });

    // Hold the request until the busy state has been seen, then let it through.
    const held = await holdRequests(page, '**/api/v1/quote/save');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await held.release();
    await expect(TOAST(page, 'Quote request sent successfully!')).toBeVisible();

    const list = await api.call(endpoints.quote.list, { body: { Types: 'Quote' } });
    const record = list.data.find((r) => r.Title === name);
    expect(record, 'the quote is in the database').toBeTruthy();
    // The modal keeps the reference, says the e-mail has a copy and links to the buyer's status page.
    const sent = dialog.getByTestId('quote-sent');
    await expect(sent).toContainText('Quote request sent successfully!');
    await expect(sent.getByTestId('sent-reference')).toHaveText(record!.Reference);
    await expect(sent).toContainText('A copy of this is in your e-mail.');
    const statusPath = await sent.getByRole('link', { name: 'Follow your request' }).getAttribute('href');
    expect(statusPath).toMatch(new RegExp(`^/rfq/${record!.Reference}\\?key=[\\w-]{43}$`));
    await sent.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(record).toMatchObject({
      Email: 'buyer@example.com',
      ContactNo: '+91 98250 12345',
      Message: '500 pcs of EN8 hinge pins, 12h7 x 60 mm, zinc plated.',
      Types: 'Quote',
      Status: 'New',
      MediaFileName: 'hinge-pin.pdf',
    });
    expect(record!.Description).toContain('Company: Saurashtra Pumps Pvt Ltd');
    expect(record!.Description).toContain('Product of Interest: Pins & Flanges');
    expect(record!.Attachment).toMatchObject({ name: 'hinge-pin.pdf', size: pdf.length });

    // Reopening gives an empty form.
    await page.getByRole('banner').getByRole('button', { name: 'Request a Quote' }).click();
    await expect(page.getByRole('dialog').getByLabel('Full Name')).toHaveValue('');

    // The link opens the request's own status page.
    await page.goto(statusPath!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request ${record!.Reference}`);
  });

  test('at 320 px a drawing with a 60-character name scrolls nothing sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Get a Custom Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Precision Quote' });
    const name = `RP-SH-101-drive-shaft-revB-${'x'.repeat(29)}.pdf`;
    expect(name).toHaveLength(60);
    await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(dialog.getByTestId('file-preview')).toBeVisible();
    // The page behind is scrolled to the button, past the chat button's 200 px: while the dialog is open it hides.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.getByTestId('chat-button')).toBeHidden();
    // No element of the modal scrolls sideways, and every control lies inside the 320 px screen.
    const sideways = await dialog.evaluate((root) => {
      const wide: string[] = [];
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const { overflowX } = getComputedStyle(el);
        if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth)
          wide.push(`${el.tagName} ${el.scrollWidth}>${el.clientWidth}`);
      }
      for (const el of root.querySelectorAll('input, select, textarea, button, label')) {
        if (el.closest('[aria-hidden="true"]')) continue; // the honeypot, off screen on purpose
        const box = el.getBoundingClientRect();
        if (box.width > 0 && (box.left < 0 || box.right > window.innerWidth)) wide.push(`${el.tagName} ${box.left}..${box.right}`);
      }
      return wide;
    });
    expect(sideways).toEqual([]);
    const remove = dialog.getByRole('button', { name: `Remove file ${name}` });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeInViewport({ ratio: 1 });
  });

  test('a server failure shows the spec error toast and keeps the form', async ({ page }) => {
    const { dialog } = await openModal(page);
    await page.route('**/api/v1/quote/save', (route) => route.fulfill({ status: 500, json: { success: false, message: 'boom' } }));
    await submitShortestRequest(dialog);
    await expect(TOAST(page, 'Failed to send quote request. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('A');
  });

  test('a 429 answer shows a polite "too many requests" message', async ({ page }) => {
    const { dialog } = await openModal(page);
    await page.route('**/api/v1/quote/save', (route) => route.fulfill({ status: 429, json: { success: false, message: 'Too many requests.' } }));
    await submitShortestRequest(dialog);
    await expect(TOAST(page, /several requests in a short time/)).toBeVisible();
  });

  test('the honeypot is hidden from people and a filled honeypot stores nothing', async ({ page, api }) => {
    const name = uniqueName('Honeypot Bot');
    const { dialog } = await openModal(page);
    const honeypot = dialog.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width < 0).toBe(true);

    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Company Name').fill('Spam Co');
    await dialog.getByLabel('Email Address').fill('bot@example.com');
    await dialog.getByLabel('Product of Interest').selectOption('Shafts');
    await dialog.getByLabel('Project Details').fill('Buy cheap stuff');
    await honeypot.fill('https://spam.example', { force: true });
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(TOAST(page, 'Quote request sent successfully!')).toBeVisible();
    const list = await api.call(endpoints.quote.list, { body: { Types: 'Quote' } });
    expect(list.data.some((r) => r.Title === name)).toBe(false);
  });

  test('the home CTA "Get a Custom Quote" opens the modal', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Get a Custom Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Precision Quote' })).toBeVisible();
  });
});
