import fs from 'node:fs/promises';
import { endpoints, orderStageMoves } from '@rp/contract';
import { API, expect, test } from '../../fixtures';
import { createQuote, expectNoSeriousA11yViolations, shownToastTexts, toast, unique } from './helpers';
import { acceptedOrder, calls, getOrder, moveTo, orderRow, yesterday } from './order-helpers';

test.describe('orders', () => {
  test('list: a chip clicked within the search debounce stays, Late and assigned filters in the URL, CSV export, the dashboard’s Late card', async ({
    adminPage: page,
    api,
  }) => {
    const tag = unique('Kaveri').split(' ').pop()!;
    const onTime = await acceptedOrder(api, { company: `Kaveri Pumps ${tag}` });
    const late = await acceptedOrder(api, { company: `Kaveri Valves ${tag}`, po: `PO-LATE-${tag}` });
    await moveTo(api, onTime, 'Machining');
    await api.call(calls.update, { body: { _id: late._id, PromisedDate: yesterday(), Note: 'Buyer agreed an earlier date' } });
    const me = (await api.call(endpoints.auth.me)).data;
    await api.call(calls.update, { body: { _id: late._id, AssignedTo: me._id } });

    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    // Typed, then a chip at once: the chip must survive the search's late write.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(tag);
    await page.getByRole('button', { name: /^Machining/ }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page).toHaveURL(/stage=Machining/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(orderRow(page, onTime)).toContainText(`Kaveri Pumps ${tag}`);
    await expect(page.getByRole('button', { name: /^Machining/ })).toHaveAttribute('aria-pressed', 'true');

    // Late instead of Machining: the late order alone, with its badge, and the URL says so.
    await page.getByRole('button', { name: /^Machining/ }).click();
    await page.getByRole('button', { name: /^Late/ }).click();
    await expect(page).toHaveURL(/late=1/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(orderRow(page, late).getByTestId('late-badge').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Late/ })).toContainText('1');

    // Assigned to me, Late off: still only that order; search by its PO number finds it too.
    await page.getByRole('button', { name: /^Late/ }).click();
    await page.getByLabel('Assigned to').selectOption('me');
    await expect(page).toHaveURL(/assigned=me/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(orderRow(page, late)).toBeVisible();
    await page.getByLabel('Assigned to').selectOption('');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`PO-LATE-${tag}`);
    await expect(page).toHaveURL(/q=PO-LATE/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(orderRow(page, late)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search orders' }).fill(tag);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    expect(csv).toContain(onTime.Number);
    expect(csv).toContain(late.Number);

    // The dashboard counts the late order and its card opens the filtered list.
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-orders-late')).not.toHaveText('0');
    await page.getByRole('link', { name: /Late orders/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?late=1$/);
    await expect(page.getByRole('button', { name: /^Late/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(orderRow(page, late)).toBeVisible();
    await expect(orderRow(page, onTime)).toHaveCount(0);
  });

  test('order screen: skip forward telling the buyer, back only with a note, a refused move shows the server’s reason', async ({
    adminPage: page,
    api,
    request,
  }) => {
    const lead = await createQuote(request, { name: unique('Meera Shah'), company: 'Shah Hydraulics' });
    const order = await acceptedOrder(api, { company: unique('Shah Hydraulics'), leadId: lead._id });

    // The quotation and the lead lead to the order.
    await page.goto(`/admin/quotations/${order.QuotationId}`);
    await expect(page.getByTestId('quotation-order-link')).toContainText(`${order.Number} · Confirmed`);
    await page.goto(`/admin/quotes?open=${lead._id}`);
    // Issue 44: the acceptance made the request Done, and its timeline says why.
    await expect(page.getByTestId('timeline').locator('li[data-type="status"]').last()).toContainText(
      `Status changed from In Progress to Done: quotation ${order.QuotationNumber} marked accepted`,
    );
    await page.getByTestId('lead-order').getByRole('link', { name: order.Number }).click();

    await expect(page).toHaveURL(`/admin/orders/${order._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.Number);
    await expect(page.getByTestId('order-links').getByRole('link', { name: order.QuotationNumber })).toBeVisible();
    await expect(page.getByTestId('order-links').getByRole('link', { name: lead.Reference })).toBeVisible();
    // 100 x ₹1,234.50 = ₹1,23,450.00 + 9 % CGST and SGST (₹11,110.50 each) = ₹1,45,671.00.
    await expect(page.getByTestId('grand-total')).toHaveText('₹1,45,671.00');
    await expect(page.getByTestId('total-cgst-18')).toHaveText('₹11,110.50');

    // The next stage is one click away; "Move to ..." offers exactly the moves the contract's rules allow.
    await expect(page.getByTestId('next-stage')).toHaveText('Move to Material procurement');
    await page.getByRole('button', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${order.Number}` });
    const offered = await dialog
      .getByLabel('Move to')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(offered).toEqual(orderStageMoves(order).map((m) => m.Stage));
    await dialog.getByLabel('Move to').selectOption('Machining');
    await dialog.getByLabel('Note (optional)').fill('Bars arrived early; straight to the lathe.');
    await dialog.getByLabel('Tell the buyer').check();
    await dialog.getByRole('button', { name: 'Move to Machining' }).click();
    await expect(toast(page, `${order.Number} moved to Machining; the buyer is told.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('[data-stage]')).toHaveText('Machining');
    const moved = page.getByTestId('order-timeline').locator('li[data-type="stage"]').last();
    await expect(moved).toContainText('Moved from Confirmed to Machining');
    await expect(moved).toContainText('Bars arrived early; straight to the lathe.');
    await expect(moved).toContainText('Told the buyer');

    // Issue 44: one click moves it to the next stage.
    await page.getByTestId('next-stage').click();
    await expect(toast(page, `${order.Number} moved to Inspection.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('[data-stage]')).toHaveText('Inspection');
    await expect(page.getByTestId('order-flow').locator('[aria-current="step"]')).toHaveText('Inspection');
    await expect(page.getByTestId('next-stage')).toHaveText('Move to Ready for dispatch');

    // Back to Material procurement: refused without a note (the contract's words), done with one.
    await page.getByRole('button', { name: 'Move to…' }).click();
    await dialog.getByLabel('Move to').selectOption('Material procurement');
    await dialog.getByRole('button', { name: 'Move to Material procurement' }).click();
    await expect(dialog.getByText('Moving the order back to Material procurement needs a note saying why.')).toBeVisible();
    expect((await getOrder(api, order._id)).Stage).toBe('Inspection');
    await dialog.getByLabel('Note: why it moves back').fill('Wrong grade delivered; reordering EN8.');
    await dialog.getByRole('button', { name: 'Move to Material procurement' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('order-timeline')).toContainText('Wrong grade delivered; reordering EN8.');
    expect((await getOrder(api, order._id)).Stage).toBe('Material procurement');

    // Someone else cancels it while the dialog is open: the move is refused with the server's reason.
    await page.getByRole('button', { name: 'Move to…' }).click();
    await dialog.getByLabel('Move to').selectOption('Inspection');
    await moveTo(api, order, 'Cancelled', 'Buyer cancelled by phone');
    const answer = await request.post(`${API}${calls.stage.path}`, {
      headers: { Authorization: `Bearer ${api.token}` },
      data: { _id: order._id, Stage: 'Inspection' },
    });
    expect(answer.status()).toBe(409);
    const { message } = (await answer.json()) as { message: string };
    await dialog.getByRole('button', { name: 'Move to Inspection' }).click();
    await expect(dialog.getByTestId('dialog-error')).toHaveText(message);
    await expect(toast(page, message)).toBeVisible();
  });

  test('a partial dispatch, then the rest: the order becomes Dispatched and offers only Delivered', async ({ adminPage: page, api }) => {
    const order = await acceptedOrder(api, {
      company: unique('Narmada Gears'),
      lines: [
        { Description: 'Gear blank 120 OD', Quantity: 100, UnitPrice: 450 },
        { Description: 'Bronze bush 30 ID', Quantity: 20, UnitPrice: 85.25 },
      ],
    });
    await moveTo(api, order, 'Ready for dispatch');
    await page.goto(`/admin/orders/${order._id}`);

    // The plan: a new promise with its reason, and who has the order.
    const promised = page.getByLabel('Promised dispatch date');
    await expect(promised).toHaveValue(order.PromisedDate);
    await promised.fill('2027-01-15');
    await page.getByLabel('Why the promise moves').fill('Heat treatment slot moved');
    await page.getByRole('button', { name: 'Save date' }).click();
    await expect(toast(page, `${order.Number} is now promised for 15 Jan 2027.`)).toBeVisible();
    await expect(page.getByTestId('order-timeline').locator('li[data-type="promised-date"]')).toContainText('Heat treatment slot moved');
    await page.getByLabel('Assigned to').selectOption({ label: 'e2e-admin' });
    await expect(toast(page, `${order.Number} is assigned to e2e-admin.`)).toBeVisible();
    const planned = await getOrder(api, order._id);
    expect(planned).toMatchObject({ PromisedDate: '2027-01-15', AssignedToName: 'e2e-admin' });
    // The two toasts sit over the dialog's footer at bottom right (and a pointer over them keeps them): let them go first.
    await expect.poll(() => shownToastTexts(page)).toEqual([]);

    await page.getByRole('button', { name: 'Record dispatch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record dispatch' });
    // Each line starts at what remains; empty required fields get the contract's messages.
    await expect(dialog.getByLabel('Quantity, line 1')).toHaveValue('100');
    await expect(dialog.getByLabel('Quantity, line 2')).toHaveValue('20');
    // Issue 48: the invoice was made elsewhere here, so its number is asked for.
    await dialog.getByRole('radio', { name: /Invoiced elsewhere/ }).check();
    await dialog.getByRole('button', { name: 'Record dispatch' }).click();
    await expect(dialog.getByText('Invoice number is required.')).toBeVisible();
    await expect(dialog.getByText('LR / docket number is required.')).toBeVisible();
    await dialog.getByLabel('Invoice number').fill('RPW/26-27/0417');
    await dialog.getByRole('textbox', { name: 'Transporter', exact: true }).fill('VRL Logistics');
    await dialog.getByLabel('LR / docket number').fill('LR-88213');
    await dialog.getByLabel('E-way bill number (optional)').fill('1812 3456 7890');
    await dialog.getByLabel('Packages').fill('3');
    await dialog.getByLabel('Quantity, line 1').fill('101');
    await dialog.getByRole('button', { name: 'Record dispatch' }).click();
    await expect(dialog.getByText('Only 100 Nos remain to dispatch on this line.')).toBeVisible();
    await dialog.getByLabel('Quantity, line 1').fill('40');
    await dialog.getByRole('button', { name: 'Record dispatch' }).click();
    await expect(toast(page, 'Dispatch recorded: 1 line has more to send.')).toBeVisible();

    // Issue 44: no longer "Ready for dispatch" but "Partly dispatched" with how much went, here and in the list.
    const badge = page.getByRole('heading', { level: 1 }).locator('[data-stage]');
    await expect(badge).toHaveText('Partly dispatched · 60 of 120 Nos');
    await expect(badge).toHaveAttribute('data-stage', 'Ready for dispatch');
    await expect(page.getByTestId('order-partly-dispatched')).toContainText('60 of 120 Nos have gone');
    // Dispatched comes from Record dispatch: no next-stage button at Ready for dispatch.
    await expect(page.getByTestId('next-stage')).toHaveCount(0);
    await page.goto(`/admin/orders?q=${encodeURIComponent(order.Number)}`);
    await expect(orderRow(page, order).getByTestId('partly-dispatched').filter({ visible: true })).toHaveText('Partly dispatched · 60 of 120 Nos');
    await page.goBack();
    // A table or a card per line, by the width of its column: whichever shows.
    const lines = page.getByTestId('order-lines').filter({ visible: true });
    await expect(lines.getByTestId('line-1-dispatched')).toContainText('40 Nos');
    await expect(lines.getByTestId('line-1-dispatched')).toContainText('60 to go');
    await expect(lines.getByTestId('line-2-dispatched')).toHaveText('20 Nos');
    const dispatches = page.getByTestId('order-dispatches');
    await expect(dispatches).toContainText('VRL Logistics');
    await expect(dispatches).toContainText('LR-88213');
    await expect(dispatches).toContainText('181234567890');

    // The rest: line 1 starts at its 60, line 2 has gone in full.
    await page.getByRole('button', { name: 'Record dispatch' }).click();
    await expect(dialog.getByLabel('Quantity, line 1')).toHaveValue('60');
    await expect(dialog.getByLabel('Quantity, line 2')).toHaveCount(0);
    await expect(dialog.getByText('Dispatched in full')).toBeVisible();
    await dialog.getByRole('radio', { name: /Invoiced elsewhere/ }).check();
    await dialog.getByLabel('Invoice number').fill('RPW/26-27/0431');
    await dialog.getByRole('textbox', { name: 'Transporter', exact: true }).fill('Gati');
    await dialog.getByLabel('LR / docket number').fill('GATI-5521');
    await dialog.getByRole('button', { name: 'Record dispatch' }).click();
    await expect(toast(page, `Dispatch recorded: ${order.Number} is Dispatched.`)).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 }).locator('[data-stage]')).toHaveText('Dispatched');
    await expect(page.getByRole('button', { name: 'Record dispatch' })).toHaveCount(0);
    await expect(promised).toBeDisabled();
    await expect(dispatches.locator(':scope > li')).toHaveCount(2);
    const done = await getOrder(api, order._id);
    expect(done.Stage).toBe('Dispatched');
    expect(done.Lines.map((l) => l.Remaining)).toEqual([0, 0]);
    await page.getByRole('button', { name: 'Move to…' }).click();
    const options = page
      .getByRole('dialog', { name: `Move ${order.Number}` })
      .getByLabel('Move to')
      .locator('option');
    await expect(options).toHaveText(['Delivered']);
    await page.keyboard.press('Escape');
    await page.getByTestId('next-stage').click();
    await expect(page.getByRole('heading', { level: 1 }).locator('[data-stage]')).toHaveText('Delivered');
  });

  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    test(`list, order screen and its dialogs pass axe and fit the screen (${theme}, ${width} px)`, async ({ adminPage: page, api }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme: theme });
      const order = await acceptedOrder(api, { company: unique('Axe Forgings') });
      await moveTo(api, order, 'Inspection');
      const fits = async (label: string) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page, `${label} (${theme}, ${width} px)`);
      };

      await page.goto('/admin/orders');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await fits('orders list');
      await page.goto(`/admin/orders/${order._id}`);
      await expect(page.getByTestId('order-timeline')).toBeVisible();
      await fits('order screen');
      await page.getByRole('button', { name: 'Move to…' }).click();
      await expect(page.getByRole('dialog', { name: `Move ${order.Number}` })).toBeVisible();
      await fits('move dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Record dispatch' }).click();
      await page.getByRole('dialog', { name: 'Record dispatch' }).getByRole('button', { name: 'Record dispatch' }).click();
      await expect(page.getByText('LR / docket number is required.')).toBeVisible();
      await fits('dispatch dialog with errors');
    });
  }
});
