import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN, API, expect, test } from '../../fixtures';
import { waitForMails, type ReceivedMail } from '../../fixtures/mail';
import { expectNoSeriousA11yViolations } from './helpers';

const PASSWORD = 'Spindle-Monsoon-Fixture-73';
const to = (email: string) => (mail: ReceivedMail) => (mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.text : '').includes(email);
/** The code an authenticator app shows `stepsAhead` steps (of 30 s) from now. */
const codeFor = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a colleague invited by the Owner joins through the mailed link, turns on two-factor sign-in and signs in with a code', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const email = `two.factor.${Date.now()}@example.com`;
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('Name').fill('Meera Joshi');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('team-row').filter({ hasText: email })).toContainText('invited');

  // The colleague opens the link of the mail the SMTP catcher received.
  const [mail] = await waitForMails(to(email), 1);
  const link = /https?:\/\/\S+(\/admin\/accept-invite\?token=[\w-]+)/.exec(mail!.parsed.text ?? '')?.[1];
  expect(link, 'accept-invite link in the mail').toBeTruthy();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link!);
  await page.getByLabel('Your name').fill('Meera Joshi');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Enrolment on My Account: QR code and the key as text; a code typed from the key turns it on.
  await page.getByRole('link', { name: 'My Account' }).first().click();
  const section = page.getByRole('region', { name: /Two-factor sign-in/ });
  await expect(section).toContainText('Off');
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'two-factor set-up');
  const secret = (await section.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Turning it on asks for the password too.
  await section.getByLabel('Code from the app').fill(await codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('Password is required.')).toBeVisible();
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText(/That code is not right/)).toBeVisible();
  await section.getByLabel('Code from the app').fill(await codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const recovery = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recovery).toHaveCount(10);
  await expectNoSeriousA11yViolations(page, 'recovery codes');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('On');
  await expect(section.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my account with two-factor on');

  // Signed out, the password alone is not enough any more.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, email);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expectNoSeriousA11yViolations(page, 'login code step');
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(/That code is not right, or was already used/)).toBeVisible();
  // The next step's code: the one used to enrol may still be current, and a code works only once.
  await codeField.fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('account-name').first()).toHaveText('Meera Joshi');

  // The activity page tells the whole story of this colleague, newest first.
  await page.goto('/admin/activity');
  await page.getByLabel('Person').selectOption({ label: `Meera Joshi (${email})` });
  await expect(page).toHaveURL(/actor=/);
  const kinds = page.getByTestId('activity-row');
  await expect(kinds.first()).toHaveAttribute('data-kind', 'sign-in');
  // Polled: the unfiltered rows stay on screen until the filtered page arrives.
  await expect
    .poll(() => kinds.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind'))))
    .toEqual(['sign-in', 'sign-in-failed', 'sign-out', '2fa-enabled', 'invite-accepted']);
});

/** Signs in as another device with its own token; the returned call answers the status that token gets now. */
async function signInElsewhere(request: APIRequestContext, headers: Record<string, string> = {}) {
  const login = await request.post(`${API}/auth/login`, { headers, data: { Email: ADMIN.email, Password: ADMIN.password, RoleType: 'admin' } });
  const token = ((await login.json()) as { Token: string }).Token;
  return async () => (await request.post(`${API}/auth/sessions`, { headers: { Authorization: `Bearer ${token}` }, data: {} })).status();
}

test('signed-in devices: another session is signed out from the list, and signing out this one ends the visit', async ({
  adminPage: page,
  request,
}) => {
  // A second device, signed in with its own browser.
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const otherWorks = await signInElsewhere(request, { 'user-agent': firefox });
  expect(await otherWorks()).toBe(200);

  await page.goto('/admin/account');
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  const thisDevice = devices.getByTestId('session-row').filter({ hasText: 'This device' });
  await expect(thisDevice).toHaveCount(1);
  // The page's session came from the fixture's login with Playwright's Desktop Chrome user agent.
  await expect(thisDevice).toContainText(/Chrome on \w+/);
  await expectNoSeriousA11yViolations(page, 'signed-in devices');
  const firefoxRow = devices.getByTestId('session-row').filter({ hasText: 'Firefox on Windows' });
  await expect(firefoxRow).toHaveCount(1);
  await firefoxRow.getByRole('button', { name: /^Sign out/ }).click();
  await expect(firefoxRow).toHaveCount(0);
  expect(await otherWorks()).toBe(401);

  await thisDevice.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('sign out everywhere ends the other devices and this one', async ({ adminPage: page, request }) => {
  const otherWorks = await signInElsewhere(request);
  expect(await otherWorks()).toBe(200);

  await page.goto('/admin/account');
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByTestId('session-row').filter({ hasText: 'This device' })).toHaveCount(1);
  const thisToken = await page.evaluate(() => localStorage.getItem('authToken'));
  await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(await otherWorks()).toBe(401);
  expect((await request.post(`${API}/auth/sessions`, { headers: { Authorization: `Bearer ${thisToken}` }, data: {} })).status()).toBe(401);
});
