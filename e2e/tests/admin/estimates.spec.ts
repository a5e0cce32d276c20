import { endpoints, type EstimateInput, type RateTablesInput, type RateTablesWire } from '@rp/contract';
import { authenticatePage, expect, test, type AdminApi } from '../../fixtures';
import { callApi } from '../../fixtures/api';
import { waitForMails, type ReceivedMail } from '../../fixtures/mail';
import { expectNoSeriousA11yViolations, toast, unique } from './helpers';
import { fillBuyer, getQuotation, savedId } from './quotation-helpers';

const to = (email: string) => (mail: ReceivedMail) => (mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.text : '').includes(email);
const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const bodyOf = ({ UpdatedAt: _at, UpdatedBy: _by, ...rates }: RateTablesWire): RateTablesInput => rates;

/** The worker's server is shared by the specs it runs: put the rates back as they were. */
async function restoringRates(api: AdminApi, run: (before: RateTablesWire) => Promise<void>) {
  const before = (await api.call(endpoints.settings.rates)).data;
  try {
    await run(before);
  } finally {
    await api.call(endpoints.settings.saveRates, { body: bodyOf(before) });
  }
}

async function staffToken(api: AdminApi, request: Parameters<typeof callApi>[0]): Promise<string> {
  const email = `estimator.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await api.call(endpoints.team.invite, { body: { Email: email, Name: 'Estimator', Role: 'Staff' } });
  const [invite] = await waitForMails(to(email), 1);
  const token = /[?&]token=([\w-]+)/.exec(invite!.parsed.text ?? '')![1]!;
  return (await callApi(request, endpoints.auth.acceptInvite, { body: { Token: token, Name: 'Estimator', Password: 'Knurled-Bushing-Monsoon-42' } }))
    .Token;
}

test('the Owner sets an hour rate on Rates; staff price a line from an estimate with it, and the estimate is saved with the line', async ({
  adminPage: page,
  api,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await restoringRates(api, async () => {
    // The Owner: the CNC lathe's hour rate from ₹650 to ₹700.
    await page.goto('/admin/settings/rates');
    await expect(page.getByRole('heading', { name: 'Rates', level: 1 })).toBeVisible();
    const hourRate = page.getByLabel('Hour rate ₹, machine 1');
    await expect(hourRate).toHaveValue('650');
    await expectNoSeriousA11yViolations(page, 'rates');
    await hourRate.fill('700');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect(toast(page, /^Rates saved\./)).toBeVisible();
    await expect(page.getByTestId('rates-save-state')).toHaveText('All changes saved');
    expect((await api.call(endpoints.settings.rates)).data.Machines[0]).toMatchObject({ Id: 'cnc-lathe', HourRate: 700 });

    // A member of staff reads the rates, and prices a new quotation's line from an estimate.
    const context = await browser.newContext();
    const staff = await context.newPage();
    await authenticatePage(staff, await staffToken(api, request));
    await staff.goto('/admin/settings/rates');
    await expect(staff.getByTestId('rates-read-only')).toBeVisible();
    await expect(staff.getByLabel('Hour rate ₹, machine 1')).toBeDisabled();
    await expect(staff.getByRole('button', { name: 'Save rates' })).toHaveCount(0);

    await staff.goto('/admin/quotations/new');
    await expect(staff.getByRole('heading', { name: 'New quotation' })).toBeVisible();
    await fillBuyer(staff, { company: unique('Gondal Pumps'), email: 'purchase@gondal.example' });
    await staff.getByLabel('Description, line 1').fill('Pump shaft, EN8, hardened');
    await staff.getByLabel('Drawing no., line 1').fill(unique('GP-SH'));
    await staff.getByLabel('HSN, line 1').fill('848310');
    await staff.getByLabel('Quantity, line 1').fill('500');
    await staff.getByRole('button', { name: 'Add a quantity break to line 1' }).click();
    await staff.getByLabel('Break quantity 1, line 1').fill('1000');

    const toggle = staff.getByRole('button', { name: /^Estimate, line 1/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await staff.getByLabel('Estimate material, line 1').selectOption('en8');
    await staff.getByLabel('Estimate form, line 1').selectOption('Round bar');
    await staff.getByLabel('Stock diameter in mm, line 1').fill('32');
    await staff.getByLabel('Stock length in mm, line 1').fill('105');
    await staff.getByRole('button', { name: 'Add an operation to the estimate of line 1' }).click();
    await staff.getByLabel('Machine of operation 1, line 1').selectOption('cnc-lathe');
    await staff.getByLabel('Set-up minutes of operation 1, line 1').fill('30');
    await staff.getByLabel('Cycle minutes of operation 1, line 1').fill('2.5');
    await staff.getByLabel('Hardening and tempering, line 1').check();

    // The server's figures for the same estimate, with the Owner's new rate.
    const estimate: EstimateInput = {
      MaterialId: 'en8',
      Form: 'Round bar',
      Stock: { Diameter: 32, Length: 105 },
      Operations: [{ MachineId: 'cnc-lathe', SetupMinutes: 30, CycleMinutes: 2.5 }],
      Processes: [{ ProcessId: 'hardening' }],
      MarginPercent: 20,
    };
    const expected = (await api.call(endpoints.estimate.compute, { body: { Estimate: estimate, Quantity: 500, Breaks: [1000] } })).data;
    expect(expected.MachiningPerPiece).toBe(29.87);
    await expect(staff.getByTestId('line-1-estimate-weight')).toHaveText('0.663 kg');
    await expect(staff.getByTestId('line-1-estimate-price')).toHaveText(rupees(expected.PricePerPiece));
    await expect(staff.getByTestId('line-1-estimate-break-1000')).toHaveText(rupees(expected.Breaks[0]!.PricePerPiece));
    await expectNoSeriousA11yViolations(staff, 'estimate panel');

    await staff.getByRole('button', { name: 'Use these prices' }).click();
    await expect(staff.getByLabel('Unit price, line 1')).toHaveValue(String(expected.PricePerPiece));
    await expect(staff.getByLabel('Unit price of break 1, line 1')).toHaveValue(String(expected.Breaks[0]!.PricePerPiece));

    await staff.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(staff, /^Draft QT-\d{4}-\d{5} saved\.$/)).toBeVisible();
    const id = await savedId(staff);
    const saved = await getQuotation(api, id);
    expect(saved.Lines[0]).toMatchObject({ UnitPrice: expected.PricePerPiece, Estimate: { ...estimate, Computed: expected } });

    // Reloaded: the line opens with its estimate.
    await staff.reload();
    await expect(staff.getByRole('button', { name: /^Estimate, line 1/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(staff.getByLabel('Stock diameter in mm, line 1')).toHaveValue('32');
    await expect(staff.getByLabel('Machine of operation 1, line 1')).toHaveValue('cnc-lathe');
    await expect(staff.getByTestId('line-1-estimate-price')).toHaveText(rupees(expected.PricePerPiece));
    await expect(staff.getByTestId('line-1-estimate-saved-rates')).toHaveCount(0);

    // A dearer hour since: the live figures use it, the panel says what the estimate was saved with.
    const now = (await api.call(endpoints.settings.rates)).data;
    await api.call(endpoints.settings.saveRates, {
      body: { ...bodyOf(now), Machines: now.Machines.map((m) => (m.Id === 'cnc-lathe' ? { ...m, HourRate: 800 } : m)) },
    });
    await staff.reload();
    await expect(staff.getByTestId('line-1-estimate-saved-rates')).toContainText(rupees(expected.PricePerPiece));
    await expect(staff.getByTestId('line-1-estimate-price')).not.toHaveText(rupees(expected.PricePerPiece));
    await context.close();
  });
});
