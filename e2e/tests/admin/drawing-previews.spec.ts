import { buildQuote, samplePdf, sampleStepBox, SAMPLE_DXF, TINY_PNG_BASE64, toDataUrl } from '@rp/contract/testing';
import { endpoints } from '@rp/contract';
import type { Locator, Page } from '@playwright/test';
import { callApi, expect, test } from '../../fixtures';

/** Share of a canvas's pixels that differ clearly from its corner pixel (the background): 0 for a blank canvas. */
function inkShare(canvas: Locator) {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = el.width;
    copy.height = el.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) > 60) ink++;
    return ink / (copy.width * copy.height);
  });
}

async function openQuote(page: Page, title: string) {
  await page.goto('/admin/quotes');
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: /^View/ }).click();
  return page.getByRole('dialog', { name: 'Quote Request Details' });
}

const drawing = (dialog: Locator, name: string) => dialog.getByTestId('drawing').filter({ hasText: name });

test('a quote with a STEP, a DXF, a PDF, an image and a DWG: each preview draws, the PDF pages navigate', async ({ adminPage: page, request }) => {
  test.setTimeout(120_000);
  const title = `Preview Buyer ${Date.now().toString(36)}`;
  const dwg = Buffer.from('AC1032\u0000\u0000\u0000binary', 'latin1');
  await callApi(request, endpoints.quote.save, {
    body: buildQuote({
      Title: title,
      MediaFileName: 'bracket.step',
      MediaFileBody: toDataUrl('model/step', sampleStepBox(40, 30, 20)),
      Attachments: [
        { Name: 'flange.dxf', Body: toDataUrl('image/vnd.dxf', SAMPLE_DXF) },
        { Name: 'drawing.pdf', Body: toDataUrl('application/pdf', samplePdf(3)) },
        { Name: 'photo.png', Body: toDataUrl('image/png', Buffer.from(TINY_PNG_BASE64, 'base64')) },
        { Name: 'legacy.dwg', Body: toDataUrl('image/vnd.dwg', dwg) },
      ],
    }),
  });
  const dialog = await openQuote(page, title);
  await expect(dialog.getByTestId('drawing')).toHaveCount(5);

  // STEP: OpenCascade in a worker, three.js on a canvas, the bounding box in mm.
  await drawing(dialog, 'bracket.step')
    .getByRole('button', { name: /^Preview/ })
    .click();
  await expect(dialog.getByTestId('step-size')).toHaveText('Bounding box 40.0 mm × 30.0 mm × 20.0 mm', { timeout: 60_000 });
  await expect.poll(() => inkShare(dialog.getByTestId('step-canvas'))).toBeGreaterThan(0.02);
  await drawing(dialog, 'bracket.step')
    .getByRole('button', { name: /^Hide preview/ })
    .click();

  // DXF: drawn with its layers listed; hiding every layer blanks it.
  await drawing(dialog, 'flange.dxf')
    .getByRole('button', { name: /^Preview/ })
    .click();
  const dxf = dialog.getByTestId('dxf-canvas');
  await expect.poll(() => inkShare(dxf)).toBeGreaterThan(0.005);
  for (const layer of ['HOLES', 'NOTES', 'OUTLINE']) await dialog.getByRole('checkbox', { name: layer }).uncheck();
  await expect.poll(() => inkShare(dxf)).toBe(0);
  await dialog.getByRole('checkbox', { name: 'OUTLINE' }).check();
  await expect.poll(() => inkShare(dxf)).toBeGreaterThan(0.002);
  await drawing(dialog, 'flange.dxf')
    .getByRole('button', { name: /^Hide preview/ })
    .click();

  // PDF: pdf.js pages with navigation.
  await drawing(dialog, 'drawing.pdf')
    .getByRole('button', { name: /^Preview/ })
    .click();
  await expect(dialog.getByTestId('pdf-page')).toHaveText('Page 1 of 3');
  await expect.poll(() => inkShare(dialog.getByTestId('pdf-canvas'))).toBeGreaterThan(0.005);
  await expect(dialog.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(dialog.getByTestId('pdf-page')).toHaveText('Page 3 of 3');
  await expect(dialog.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(dialog.getByRole('img', { name: 'Page 3 of drawing.pdf' })).toBeVisible();

  // DWG: download only, and the dialog says why.
  const dwgRow = drawing(dialog, 'legacy.dwg');
  await expect(dwgRow.getByRole('button', { name: /^Preview/ })).toHaveCount(0);
  await expect(dwgRow).toContainText('DWG files cannot be shown in the browser');
  const downloadPromise = page.waitForEvent('download');
  await dwgRow.getByRole('button', { name: /^Download/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('legacy.dwg');
});

test('a DXF the viewer cannot read says so and keeps the download', async ({ adminPage: page, request }) => {
  const title = `Broken Dxf ${Date.now().toString(36)}`;
  const onlyUnsupported = '0\nSECTION\n2\nENTITIES\n0\nSPLINE\n8\n0\n0\nENDSEC\n0\nEOF\n';
  await callApi(request, endpoints.quote.save, {
    body: buildQuote({ Title: title, Attachments: [{ Name: 'spline.dxf', Body: toDataUrl('image/vnd.dxf', onlyUnsupported) }] }),
  });
  const dialog = await openQuote(page, title);
  await drawing(dialog, 'spline.dxf')
    .getByRole('button', { name: /^Preview/ })
    .click();
  await expect(dialog.getByTestId('preview-problem')).toContainText('This DXF has nothing this viewer can draw. Use Download');
  await expect(drawing(dialog, 'spline.dxf').getByRole('button', { name: /^Download/ })).toBeVisible();
});
