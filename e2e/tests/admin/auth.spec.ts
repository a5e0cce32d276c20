import { ADMIN, API, expect, test } from '../../fixtures';
import { STAFF_DEVICE_COOKIE } from '@rp/contract';
import { shownToastTexts, toast } from './helpers';

test.describe('admin login', () => {
  test('requires email and password, with the spec messages', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Panel Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required', { exact: true })).toBeHidden();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password shows the server message and stores no token', async ({ page, request }) => {
    const answer = await request.post(`${API}/auth/login`, {
      data: { Email: ADMIN.email, Password: 'not-the-password', RoleType: 'admin' },
    });
    expect(answer.status()).toBe(401);
    const serverMessage = ((await answer.json()) as { message: string }).message;
    expect(serverMessage.length).toBeGreaterThan(0);

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, serverMessage)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('falls back to the generic message when the server gives none', async ({ page }) => {
    await page.route('**/api/v1/auth/login', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }));
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid credentials. Please try again.')).toBeVisible();
  });

  test('an answer without a token is refused', async ({ page }) => {
    await page.route('**/api/v1/auth/login', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok' }) }),
    );
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Login failed: No token received.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('success stores the token and opens the dashboard', async ({ page, request }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Login Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: /e2e-admin/ })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    // The stored token is a working bearer token.
    const summary = await request.get(`${API}/dashboard/summary`, { headers: { Authorization: `Bearer ${token}` } });
    expect(summary.status()).toBe(200);
  });
});

test('after a failed attempt, a successful login leaves only "Login Successful!" on screen', async ({ page }) => {
  await page.clock.install();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Invalid email or password.')).toBeVisible();
  // Time stands still from here: the error toast cannot simply expire while the test looks.
  await page.clock.pauseAt(Date.now() + 1000);

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect.poll(() => shownToastTexts(page)).toEqual(['Login Successful!']);
  // This browser is now a staff member's: a buyer's status link opened here is not the buyer's view.
  expect((await page.context().cookies()).map((c) => c.name)).toContain(STAFF_DEVICE_COOKIE);
});

test.describe('guard and session', () => {
  test('protected routes redirect to the login page without a token', async ({ page }) => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/products', '/admin/quotes', '/admin/contacts']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login/);
      await expect(page.getByRole('heading', { name: 'Admin Panel Login' })).toBeVisible();
    }
  });

  test('a revoked session sends the admin to login with a message, then back where they were', async ({ adminPage: page, api, request }) => {
    await page.goto('/admin/contacts');
    await expect(page.getByRole('heading', { name: 'Contact Inquiries' })).toBeVisible();

    // Revoke the page's token on the server, then act in the UI.
    const revoke = await request.post(`${API}/auth/logout`, { headers: { Authorization: `Bearer ${api.token}` }, data: {} });
    expect(revoke.ok()).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();

    await expect(page).toHaveURL(/\/admin\/login\?.*redirectTo=%2Fadmin%2Fcontacts/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(page.getByRole('heading', { name: 'Contact Inquiries' })).toBeVisible();
  });

  test('an expired token on page load also goes to login and returns after login', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('bogus-set')) {
        localStorage.setItem('authToken', 'expired-or-made-up-token');
        sessionStorage.setItem('bogus-set', '1');
      }
    });
    await page.goto('/admin/quotes');
    await expect(page).toHaveURL(
      /\/admin\/login\?.*reason=expired.*redirectTo=%2Fadmin%2Fquotes|\/admin\/login\?.*redirectTo=%2Fadmin%2Fquotes.*reason=expired/,
    );
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
  });

  test('logout revokes the token, clears local storage and shows the login page', async ({ adminPage: page, request }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: /e2e-admin/ })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();

    const revoked = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/auth/logout') && sent.method() === 'POST');
    await page.getByRole('button', { name: 'Logout' }).click();
    await revoked;
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    const after = await request.get(`${API}/dashboard/summary`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);

    // And the guard now holds.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('opening the old logout address (a link, a framed page) signs nobody out', async ({ adminPage: page, request }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: /e2e-admin/ })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await page.goto('/admin/login?logout=1');
    // Still signed in: the login page sends a signed-in visitor on to the dashboard.
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(token);
    expect((await request.get(`${API}/dashboard/summary`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  });
});
