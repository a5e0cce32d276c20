import { endpoints, type CompanyProfileBody, type CompanyProfileRecord } from '@rp/contract';
import { authenticatePage, expect, test, type AdminApi } from '../../fixtures';
import { callApi } from '../../fixtures/api';
import { waitForMails, type ReceivedMail } from '../../fixtures/mail';

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const to = (email: string) => (mail: ReceivedMail) => (mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.text : '').includes(email);

/** The profile as a save body (the record without its save stamp). */
const bodyOf = ({ UpdatedAt: _at, UpdatedBy: _by, ...profile }: CompanyProfileRecord) => profile as CompanyProfileBody;

/** The worker's server is shared by the specs it runs: put the profile back as it was. */
async function restoring(api: AdminApi, run: () => Promise<void>) {
  const before = (await api.call(endpoints.settings.company)).data;
  try {
    await run();
  } finally {
    await api.call(endpoints.settings.saveCompany, { body: bodyOf(before) });
  }
}

test('an Owner changes the trade name and a phone; the public footer shows them on the next load', async ({ adminPage: page, api }) => {
  await restoring(api, async () => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Company settings' })).toBeVisible();
    // The seeded stand-ins are marked.
    await expect(page.getByText('Still placeholders: replace these before going live')).toBeVisible();

    // The contract's rules run in the form: a wrong GSTIN is refused before anything is sent.
    const gstin = page.getByLabel('GSTIN');
    await gstin.fill('24AAACR1234A1Z1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('GSTIN check digit is wrong')).toBeVisible();
    await gstin.fill('');

    await page.getByLabel('Trade name').fill('Saurashtra Turned Parts');
    await page.getByRole('textbox', { name: 'Phones 1' }).fill('+91 281 255 0101');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Company profile saved.', { exact: false })).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText('Saurashtra Turned Parts');
    await expect(footer.getByRole('link', { name: '+91 281 255 0101' })).toHaveAttribute('href', 'tel:+912812550101');
    await expect(footer).not.toContainText('+91 98765 43210');
    await expect(page).toHaveTitle(/^Saurashtra Turned Parts \|/);
  });
});

test('Staff see the company settings read-only', async ({ page, request, api }) => {
  const email = unique('settings.staff');
  const password = 'Knurled-Bushing-Monsoon-42';
  await api.call(endpoints.team.invite, { body: { Email: email, Name: 'Staff Reader', Role: 'Staff' } });
  const [invite] = await waitForMails(to(email), 1);
  const token = /[?&]token=([\w-]+)/.exec(invite!.parsed.text ?? '')![1]!;
  const staff = await callApi(request, endpoints.auth.acceptInvite, { body: { Token: token, Name: 'Staff Reader', Password: password } });

  await authenticatePage(page, staff.Token);
  await page.goto('/admin/settings');
  await expect(page.getByTestId('settings-read-only')).toContainText('Only an Owner can change the company profile');
  await expect(page.getByLabel('Trade name')).toBeDisabled();
  await expect(page.getByLabel('Trade name')).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByRole('complementary').first().getByRole('link', { name: 'Company Settings' })).toBeVisible();
});
