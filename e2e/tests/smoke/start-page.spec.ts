import { expect, test } from '../../fixtures';

test('the served start page renders and the API behind it is healthy', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  const health = await request.get('/api/v1/health');
  expect(await health.json()).toMatchObject({ success: true, data: { database: 'ok' } });
});
