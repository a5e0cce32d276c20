import { endpoints } from '@rp/contract';
import { expect, test } from '../../fixtures';
import { callApi } from '../../fixtures/api';
import { waitForMails, type ReceivedMail } from '../../fixtures/mail';
import { createInquiry, createQuote, expectNoSeriousA11yViolations, row, toast, unique } from './helpers';

const PASSWORD = 'Spindle-Monsoon-Calliper-71';
const to = (email: string) => (mail: ReceivedMail) => (mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.text : '').includes(email);

test('assign a lead to a colleague: the column, the mail, the filters and the activity page', async ({ adminPage: page, request, api }) => {
  test.setTimeout(120_000);
  // A colleague with an active account (invited and accepted through the API).
  const name = unique('Asha Sales');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  await api.call(endpoints.team.invite, { body: { Email: email, Name: name, Role: 'Staff' } });
  const [invite] = await waitForMails(to(email), 1);
  const token = /\/admin\/accept-invite\?token=([\w-]+)/.exec(invite!.parsed.text ?? '')![1]!;
  await callApi(request, endpoints.auth.acceptInvite, { body: { Token: token, Name: name, Password: PASSWORD } });

  const tag = unique('assign');
  const forColleague = await createQuote(request, { name: `${tag} Colleague Buyer` });
  const forMe = await createQuote(request, { name: `${tag} Owner Buyer` });
  const nobodys = await createQuote(request, { name: `${tag} Nobody Buyer` });

  await page.goto('/admin/quotes');
  await page.getByPlaceholder('Search by name, company, or email...').fill(tag);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: 'Assigned to' })).toBeVisible();

  await row(page, forColleague.Title).getByRole('button', { name: /^View/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Assigned to').selectOption({ label: name });
  await expect(toast(page, `Assigned to ${name}.`)).toBeVisible();
  await expect(dialog.locator('[data-type="assignment"]')).toContainText(`Assigned to ${name}.`);
  await page.keyboard.press('Escape');
  await expect(row(page, forColleague.Title).getByTestId('record-assignee')).toHaveText(name);

  const me = (await api.call(endpoints.auth.me)).data;
  await row(page, forMe.Title).getByRole('button', { name: /^View/ }).click();
  await page.getByRole('dialog').getByLabel('Assigned to').selectOption(me._id);
  await expect(toast(page, `Assigned to ${me.Name || me.Email}.`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The colleague got a short mail with a link to the lead in the back office.
  const [mail] = await waitForMails((m) => to(email)(m) && (m.parsed.subject ?? '').startsWith('Assigned to you'), 1);
  expect(mail!.parsed.subject).toBe(`Assigned to you: ${forColleague.Reference} ${forColleague.Title}`);
  expect(mail!.parsed.text).toContain(`/admin/quotes?open=${forColleague._id}`);

  await page.getByRole('button', { name: 'Assigned to me' }).click();
  await expect(page).toHaveURL(/assigned=me/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row(page, forMe.Title)).toBeVisible();
  await page.getByRole('button', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/assigned=unassigned/);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row(page, nobodys.Title)).toBeVisible();

  // The inquiries list has the column too.
  const inquiry = await createInquiry(request, { name: unique('Assigned Inquirer') });
  await page.goto(`/admin/contacts?q=${encodeURIComponent(inquiry.Title)}`);
  await expect(row(page, inquiry.Title)).toContainText('Unassigned');
  await expect(page.getByRole('columnheader', { name: 'Assigned to' })).toBeVisible();

  // The activity page lists the assignments, newest first, and filters by kind.
  await page.goto('/admin/activity');
  await page.getByLabel('What happened').selectOption({ label: 'Assigned a lead' });
  await expect(page).toHaveURL(/kind=lead-assigned/);
  const entries = page.getByTestId('activity-row');
  await expect(entries.first()).toContainText(forMe.Reference);
  await expect(entries.filter({ hasText: forColleague.Reference })).toContainText(`Assigned a lead to ${email}`);
  // Polled: the unfiltered rows stay on screen until the filtered page arrives.
  await expect.poll(() => entries.evaluateAll((rows) => rows.every((r) => r.getAttribute('data-kind') === 'lead-assigned'))).toBe(true);
  await page.getByLabel('Person').selectOption({ label: `${name} (${email})` });
  await expect(page.getByText('Nothing matches these filters yet.')).toBeVisible();
});

test.describe('the activity page is accessible (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme} theme`, async ({ adminPage: page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/admin/activity');
      await expect(page.getByTestId('activity-row').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `activity (${theme})`);
    });
  }
});
