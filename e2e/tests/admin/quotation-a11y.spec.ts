import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations, unique } from './helpers';
import { calls } from './quotation-helpers';

test.describe('quotations: accessibility', () => {
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    test(`list, editor with errors, sent view and dialogs pass axe and fit the screen (${theme}, ${width} px)`, async ({ adminPage: page, api }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme: theme });
      const body = {
        Source: 'Visit' as const,
        Buyer: {
          Company: unique('Axe Works'),
          Contact: 'Asha',
          Email: 'asha@axe.example',
          Phone: '98765 43210',
          BillingAddress: 'Rajkot',
          PlaceOfSupply: '24' as const,
        },
        Lines: [
          {
            Description: 'Pin',
            HSN: '7318',
            Quantity: 10,
            Unit: 'Nos' as const,
            UnitPrice: 5,
            GstRate: 18 as const,
            QuantityBreaks: [{ Quantity: 100, UnitPrice: 4.5 }],
          },
        ],
        Charges: [{ Kind: 'Freight' as const, Amount: 100, GstRate: 18 as const }],
      };
      const sent = (await api.call(calls.save, { body })).data;
      await api.call(calls.send, { body: { _id: sent._id } });
      const fits = async (label: string) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `${label} (${theme}, ${width} px)`);
      };

      await page.goto('/admin/quotations');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await fits('quotations list');

      await page.goto('/admin/quotations/new');
      await page.getByRole('button', { name: 'Freight', exact: true }).click();
      await page.getByRole('button', { name: 'Add a quantity break to line 1' }).click();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Company is required.')).toBeVisible();
      await fits('editor with errors');

      await page.goto(`/admin/quotations/${sent._id}`);
      await expect(page.getByTestId('quotation-progress')).toBeVisible();
      await fits('sent quotation');
      await page.getByRole('button', { name: 'Mark accepted' }).click();
      await expect(page.getByRole('dialog', { name: 'Mark accepted' })).toBeVisible();
      await fits('mark accepted dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByRole('alertdialog', { name: `Withdraw ${sent.Number}?` })).toBeVisible();
      await fits('withdraw dialog');
    });
  }
});
