import fs from 'node:fs/promises';
import { endpoints, indiaDay, type Order } from '@rp/contract';
import { expect, test, type AdminApi } from '../../fixtures';
import { expectNoSeriousA11yViolations, toast, unique } from './helpers';
import { uniqueGstin } from './payment-helpers';

// Issue 46: a buyer is a record; staff find it by GSTIN and see its documents and what it owes on one screen.

/** A quotation to a GSTIN buyer, sent and accepted: the buyer record it links to has one quotation and one order. */
async function buyerWithOrder(api: AdminApi) {
  const company = unique('Saurashtra Castings');
  const gstin = uniqueGstin();
  const draft = (
    await api.call(endpoints.quotation.save, {
      body: {
        Source: 'E-mail',
        Buyer: {
          Company: company,
          Contact: 'Kiran Joshi',
          Email: `${gstin.toLowerCase()}@castings.example`,
          BillingAddress: 'Aji GIDC, Rajkot',
          PlaceOfSupply: '24',
          GSTIN: gstin,
        },
        Lines: [
          { Description: 'CI pump casing, machined', HSN: '8413', Quantity: 10, Unit: 'Nos', UnitPrice: 10000, GstRate: 18, LeadTime: '4 weeks' },
        ],
      },
    })
  ).data;
  await api.call(endpoints.quotation.send, { body: { _id: draft._id } });
  await api.call(endpoints.quotation.accept, { body: { _id: draft._id, PONumber: `PO/${draft.Number}`, PODate: null, POFile: null } });
  const quotation = (await api.call(endpoints.quotation.get, { body: { _id: draft._id } })).data[0]!;
  const order: Order = (await api.call(endpoints.order.get, { body: { _id: quotation.Order!._id } })).data[0]!;
  expect(order.BuyerId, 'the order is linked to a buyer').toBeTruthy();
  return { company, gstin, quotation, order, buyerId: order.BuyerId! };
}

test.describe('buyers', () => {
  test('the list finds a buyer by GSTIN; its screen shows the quotation, the order and the outstanding; a contact is edited', async ({
    adminPage: page,
    api,
  }) => {
    const { company, gstin, quotation, order, buyerId } = await buyerWithOrder(api);

    await page.goto('/admin/buyers');
    await expect(page.getByRole('heading', { name: 'Buyers', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search buyers' }).fill(gstin);
    await expect(page).toHaveURL(new RegExp(`q=${gstin}`));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText(company);
    await expect(page.getByTestId('buyer-outstanding')).toHaveText('₹1,18,000.00');
    await expectNoSeriousA11yViolations(page, 'buyers list');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^buyers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain(company);
    expect(csv).toContain(gstin);
    await page.getByTestId('buyer-company').click();

    await expect(page).toHaveURL(new RegExp(`/admin/buyers/${buyerId}$`));
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(page.getByTestId('buyer-outstanding-total')).toHaveText('₹1,18,000.00');
    const documents = page.getByTestId('buyer-timeline');
    await expect(documents.locator('[data-kind="quotation"]')).toContainText(quotation.Number);
    await expect(documents.locator('[data-kind="quotation"]')).toContainText('Accepted');
    await expect(documents.locator('[data-kind="order"]')).toContainText(order.Number);
    await expectNoSeriousA11yViolations(page, 'buyer screen');

    // Edit the contact: the contract's rules first (a bad e-mail), then saved and kept after a reload.
    await page.getByRole('textbox', { name: 'E-mail, contact 1' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save buyer' }).click();
    await expect(page.getByTestId('buyer-save-state')).toHaveText('Please correct the fields marked in red.');
    await page.getByRole('textbox', { name: 'E-mail, contact 1' }).fill('kiran.joshi@castings.example');
    await page.getByRole('textbox', { name: 'Designation, contact 1' }).fill('Purchase Head');
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.getByRole('textbox', { name: 'Name, contact 2' }).fill('Nita Shah');
    await page.getByRole('button', { name: 'Save buyer' }).click();
    await expect(toast(page, 'Buyer saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Designation, contact 1' })).toHaveValue('Purchase Head');
    await expect(page.getByRole('textbox', { name: 'Name, contact 2' })).toHaveValue('Nita Shah');
    const saved = (await api.call(endpoints.buyer.get, { body: { _id: buyerId } })).data[0]!;
    expect(saved.Contacts.map((c) => c.Email)).toEqual(['kiran.joshi@castings.example', '']);

    // The order and the quotation lead back to the buyer; New quotation starts from it.
    await page.goto(`/admin/orders/${order._id}`);
    await page.getByTestId('buyer-link').click();
    await expect(page).toHaveURL(new RegExp(`/admin/buyers/${buyerId}$`));
    await page.getByRole('link', { name: 'New quotation' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/quotations/new\\?buyer=${buyerId}$`));
    await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(company);
    await expect(page.getByRole('textbox', { name: 'GSTIN' })).toHaveValue(gstin);
  });

  test('New buyer, then Merge into… the same company: its documents move and the screen goes to the kept buyer', async ({ adminPage: page, api }) => {
    const kept = await buyerWithOrder(api);
    await page.goto('/admin/buyers/new');
    await page.getByRole('textbox', { name: 'Company' }).fill(`${kept.company} (typed again)`);
    await page.getByRole('button', { name: 'Add buyer' }).click();
    await expect(page.getByRole('textbox', { name: 'Name, contact 1' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Name, contact 1' }).fill('Kiran Joshi');
    await page.getByRole('button', { name: 'Add buyer' }).click();
    await expect(page.getByRole('heading', { name: `${kept.company} (typed again)`, level: 1 })).toBeVisible();
    const duplicateUrl = page.url();
    await expectNoSeriousA11yViolations(page, 'new buyer screen');

    await page.getByRole('button', { name: 'Merge into…' }).click();
    const pick = page.getByRole('dialog', { name: 'Merge into another buyer' });
    await pick.getByRole('searchbox', { name: 'Find the buyer to keep' }).fill(kept.gstin);
    await pick.getByRole('radio', { name: new RegExp(kept.company) }).check();
    await pick.getByRole('button', { name: 'Merge into…' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Merge into ${kept.company}?` });
    await confirm.getByRole('button', { name: 'Merge' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/buyers/${kept.buyerId}$`));
    await expect(page.getByRole('heading', { name: kept.company, level: 1 })).toBeVisible();
    await page.goto(duplicateUrl);
    await expect(page.getByText('There is no such buyer')).toBeVisible();
  });

  test('axe, dark theme: the buyers list, a buyer with its documents, the merge dialog, and the order’s money panels and dialogs', async ({
    adminPage: page,
    api,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const { order, buyerId, gstin } = await buyerWithOrder(api);
    await api.call(endpoints.proforma.create, { body: { OrderId: order._id, Percent: 50 } });
    await api.call(endpoints.payment.save, { body: { OrderId: order._id, Amount: 5000, Date: indiaDay(), Mode: 'UPI', Reference: 'UPI-1' } });

    await page.goto(`/admin/buyers?q=${gstin}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'buyers list (dark)');
    await page.goto(`/admin/buyers/${buyerId}`);
    await expect(page.getByTestId('buyer-timeline').locator('[data-kind="payment"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'buyer screen (dark)');
    await page.getByRole('button', { name: 'Merge into…' }).click();
    await expect(page.getByRole('dialog', { name: 'Merge into another buyer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'merge dialog (dark)');

    await page.goto(`/admin/orders/${order._id}`);
    await expect(page.getByTestId('proforma-row')).toHaveCount(1);
    await expect(page.getByTestId('payment-row')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'order screen with money (dark)');
    await page.getByRole('button', { name: 'Request advance' }).click();
    await expect(page.getByRole('dialog', { name: 'Request advance' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'request advance (dark)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Record payment' }).click();
    await page.getByRole('dialog', { name: 'Record payment' }).getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'record payment with an error (dark)');
  });
});
