import { endpoints, indiaDay } from '@rp/contract';
import { axe, expect, test } from '../../fixtures';
import { subjectOf, waitForMails } from '../../fixtures/mail';
import { expectNoSeriousA11yViolations, toast } from './helpers';
import { isTo, orderAcceptedByBuyer, restoringProfile, saveProfile } from './payment-helpers';

// Issue 46: staff ask for the advance with a proforma, record the money and dispatch, without leaving the product;
// the buyer's status page lists the proforma. The order is ₹1,18,000.00 (100 Nos at ₹1,000 + 18 % GST).

test.describe('the advance and payments on the order screen', () => {
  // Mail, the server's PDF and two browsers: more time on a busy machine.
  test.slow();

  test('request the advance and send it, dispatch is held until a UPI payment is in, the buyer’s page lists the proforma', async ({
    adminPage: page,
    api,
    request,
    browser,
  }) => {
    const order = await orderAcceptedByBuyer(request, api);
    await restoringProfile(api, async () => {
      // Settings: dispatch needs half the order's total (the form's new field).
      await page.goto('/admin/settings');
      await page.getByLabel('Dispatch needs advance percent').fill('50');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();

      await page.goto(`/admin/orders/${order.orderId}`);
      await expect(page.getByRole('heading', { name: order.orderNumber, level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-received')).toHaveText('₹0.00');
      await expect(page.getByTestId('order-balance-due')).toHaveText('₹1,18,000.00');

      // Request advance: the profile's 50 % by default, the amount it asks shown before it is made.
      const proformas = page.getByTestId('order-proformas');
      await proformas.getByRole('button', { name: 'Request advance' }).click();
      const ask = page.getByRole('dialog', { name: 'Request advance' });
      await expect(ask.getByLabel('Percent')).toHaveValue('50');
      await expect(ask).toContainText('₹59,000.00 (50 % of ₹1,18,000.00)');
      await ask.getByRole('button', { name: 'Make proforma' }).click();
      await expect(ask).toHaveCount(0);
      const row = proformas.getByTestId('proforma-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(/PI\/\d{2}-\d{2}\/\d{4}/);
      await expect(row).toContainText('₹59,000.00');
      await expect(row.getByTestId('proforma-state')).toHaveText('Issued');
      const number = /PI\/\d{2}-\d{2}\/\d{4}/.exec((await row.textContent()) ?? '')![0];

      // Its PDF downloads; Send mails it to the buyer.
      const download = page.waitForEvent('download');
      await row.getByTestId('proforma-pdf').click();
      expect((await download).suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
      await row.getByRole('button', { name: 'Send to buyer' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
      await expect(toast(page, `${number} is on its way`)).toBeVisible();
      await expect(row).toContainText('sent');
      await waitForMails((m) => subjectOf(m).startsWith(`Proforma invoice ${number} `) && isTo(m, order.email), 1);

      // Dispatch before the advance: the server's 409 names the shortfall.
      await page.getByRole('button', { name: 'Record dispatch' }).click();
      const dispatch = page.getByRole('dialog', { name: 'Record dispatch' });
      await dispatch.getByRole('radio', { name: /Invoiced elsewhere/ }).check();
      await dispatch.getByLabel('Invoice number').fill('INV/26-27/0046');
      await dispatch.getByRole('textbox', { name: 'Transporter', exact: true }).fill('VRL Logistics');
      await dispatch.getByLabel('LR / docket number').fill('VRL-46046');
      await dispatch.getByRole('button', { name: 'Record dispatch' }).click();
      await expect(dispatch.getByTestId('dialog-error')).toContainText('The advance is ₹59,000.00 short');
      await dispatch.getByRole('button', { name: 'Cancel' }).click();

      // Record payment: an amount above the balance is refused on its field (409); then the UPI advance.
      await page.getByRole('button', { name: 'Record payment' }).click();
      const pay = page.getByRole('dialog', { name: 'Record payment' });
      await expect(pay.getByLabel('Date')).not.toHaveValue('');
      await pay.getByLabel('Amount').fill('200000');
      await pay.getByLabel('Mode').selectOption('UPI');
      await pay.getByLabel('Reference').fill('UPI-633812004611');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expect(pay.getByRole('alert').first()).toBeVisible();
      await pay.getByLabel('Amount').fill('59000');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expect(pay).toHaveCount(0);
      await expect(page.getByTestId('order-received')).toHaveText('₹59,000.00');
      await expect(page.getByTestId('order-balance-due')).toHaveText('₹59,000.00');
      await expect(page.getByTestId('payment-row')).toContainText('UPI-633812004611');
      await expect(row.getByTestId('proforma-state')).toHaveText('Paid');

      // Now the dispatch goes.
      await page.getByRole('button', { name: 'Record dispatch' }).click();
      await dispatch.getByRole('radio', { name: /Invoiced elsewhere/ }).check();
      await dispatch.getByLabel('Invoice number').fill('INV/26-27/0046');
      await dispatch.getByRole('textbox', { name: 'Transporter', exact: true }).fill('VRL Logistics');
      await dispatch.getByLabel('LR / docket number').fill('VRL-46046');
      await dispatch.getByRole('button', { name: 'Record dispatch' }).click();
      await expect(dispatch).toHaveCount(0);
      await expect.poll(async () => (await api.call(endpoints.order.get, { body: { _id: order.orderId } })).data[0]!.Stage).toBe('Dispatched');

      // The buyer's page lists the proforma.
      const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const buyer = await buyerContext.newPage();
      await buyer.goto(order.path);
      const listed = buyer.getByTestId('order-proforma');
      await expect(listed).toContainText(number);
      await expect(listed).toContainText('₹59,000.00');
      await expect(listed).toContainText('Paid');
      const pdf = await buyer.request.get((await listed.getByRole('link', { name: /PDF/ }).getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      const audit = await axe(buyer).include('#order').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(audit.violations.map((v) => v.id)).toEqual([]);
      await buyerContext.close();
    });
  });

  test('an Owner dispatches before the advance with a note; a payment is removed with a reason; the acknowledgement PDF; axe', async ({
    adminPage: page,
    api,
    request,
  }) => {
    const order = await orderAcceptedByBuyer(request, api);
    await api.call(endpoints.payment.save, { body: { OrderId: order.orderId, Amount: 10000, Date: indiaDay(), Mode: 'NEFT', Reference: 'UTR0046' } });
    await restoringProfile(api, async () => {
      await saveProfile(api, { DispatchNeedsAdvancePercent: 30 });

      await page.goto(`/admin/orders/${order.orderId}`);
      await expect(page.getByTestId('order-received')).toHaveText('₹10,000.00');
      const download = page.waitForEvent('download');
      await page.getByTestId('order-acknowledgement').click();
      expect((await download).suggestedFilename()).toBe(`${order.orderNumber}-acknowledgement.pdf`);
      await expectNoSeriousA11yViolations(page, 'order screen with payments');

      // Remove needs a reason.
      await page.getByRole('button', { name: /Remove the payment of ₹10,000.00/ }).click();
      const remove = page.getByRole('alertdialog');
      await remove.getByRole('button', { name: 'Remove payment' }).click();
      await expect(remove.getByText('Say why')).toBeVisible();
      await remove.getByLabel('Reason').fill('Entered against the wrong order');
      await remove.getByRole('button', { name: 'Remove payment' }).click();
      await expect(remove).toHaveCount(0);
      await expect(page.getByTestId('order-received')).toHaveText('₹0.00');

      // Dispatch: 409, then Dispatch anyway with a note (the admin is an Owner).
      await page.getByRole('button', { name: 'Record dispatch' }).click();
      const dispatch = page.getByRole('dialog', { name: 'Record dispatch' });
      await dispatch.getByRole('radio', { name: /Invoiced elsewhere/ }).check();
      await dispatch.getByLabel('Invoice number').fill('INV/26-27/0047');
      await dispatch.getByRole('textbox', { name: 'Transporter', exact: true }).fill('Gati');
      await dispatch.getByLabel('LR / docket number').fill('GATI-4747');
      await dispatch.getByRole('button', { name: 'Record dispatch' }).click();
      await expect(dispatch.getByTestId('dialog-error')).toContainText('short');
      await dispatch.getByLabel('Dispatch anyway').check();
      await dispatch.getByRole('button', { name: 'Dispatch anyway' }).click();
      await expect(dispatch.getByText('Say in Note why')).toBeVisible();
      await dispatch.getByLabel(/Note: why it goes before the advance/).fill('Long-standing buyer; advance promised by Friday.');
      await dispatch.getByRole('button', { name: 'Dispatch anyway' }).click();
      await expect(dispatch).toHaveCount(0);
      await expect.poll(async () => (await api.call(endpoints.order.get, { body: { _id: order.orderId } })).data[0]!.Stage).toBe('Dispatched');
    });
  });
});
