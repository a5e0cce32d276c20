import { endpoints } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { callApi } from '../../fixtures/api';
import { waitForMails, type ReceivedMail } from '../../fixtures/mail';

const PASSWORD = 'Knurled-Bushing-Monsoon-42';
const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const linkIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`https?://\\S+(${path}\\?token=[\\w-]+)`).exec(mail.parsed.text ?? '');
  expect(match, `${path} link in the mail`).not.toBeNull();
  return match![1]!;
};
const to = (email: string) => (mail: ReceivedMail) => (mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.text : '').includes(email);

test('an Owner invites a colleague, who accepts through the mailed link and is signed in as Staff', async ({ adminPage: page }) => {
  const email = unique('colleague');
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('Name').fill('Kiran Patel');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('team-row').filter({ hasText: email })).toContainText('invited');

  const [mail] = await waitForMails(to(email), 1);
  const link = linkIn(mail!, '/admin/accept-invite');
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByLabel('Your name').fill('Kiran Patel');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const sidebar = page.getByRole('complementary').first();
  await expect(page.getByTestId('account-name').first()).toHaveText('Kiran Patel');
  await expect(sidebar.getByRole('link', { name: 'Team' })).toHaveCount(0);

  await page.goto(link);
  await page.getByLabel('Your name').fill('Kiran Patel');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByText('This link was already used.')).toBeVisible();
});

test('forgot password end to end: the mailed link sets a new password that signs in', async ({ page, request, api }) => {
  const email = unique('forgetful');
  await api.call(endpoints.team.invite, { body: { Email: email, Name: 'Forgetful Fitter', Role: 'Staff' } });
  const [invite] = await waitForMails(to(email), 1);
  const token = new URL(`http://x${linkIn(invite!, '/admin/accept-invite')}`).searchParams.get('token')!;
  await callApi(request, endpoints.auth.acceptInvite, { body: { Token: token, Name: 'Forgetful Fitter', Password: PASSWORD } });

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If that address has an account' })).toBeVisible();

  const [reset] = await waitForMails((m) => to(email)(m) && (m.parsed.text ?? '').includes('/admin/reset-password'), 1);
  await page.goto(linkIn(reset!, '/admin/reset-password'));
  const next = 'Gearbox-Tamarind-Caliper-88';
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('New password again').fill('password1234');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText(/too easy to guess/)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('New password again').fill(next);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('account-name').first()).toHaveText('Forgetful Fitter');
});
