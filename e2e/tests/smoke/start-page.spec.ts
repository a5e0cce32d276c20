import { expect, test } from '../../fixtures';

test('the served start page renders and the API behind it is healthy', async ({ page, request }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  const health = await request.get('/api/v1/health');
  expect(await health.json()).toMatchObject({ success: true, data: { database: 'ok' } });
});

test('server-rendered pages are compressed and carry security headers', async ({ request }) => {
  const res = await request.get('/products', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(res.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(await res.text()).toContain('<html');
});

test('unknown API paths answer JSON 404 and other methods on pages 405', async ({ request }) => {
  const api = await request.get('/api/v1/does-not-exist');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, message: 'There is no API endpoint GET /api/v1/does-not-exist.' });
  const post = await request.post('/products', { data: {} });
  expect(post.status()).toBe(405);
});
