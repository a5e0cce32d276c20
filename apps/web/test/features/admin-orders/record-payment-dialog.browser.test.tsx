// Component test in Chromium (ADR 079): Record payment sends the typed rupees and shows the server's refusal on the Amount field.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { Order } from '@rp/contract';
import { RecordPaymentDialog } from '~/features/admin-orders/components/record-payment-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ORDER = { _id: 'o1', Number: 'SO-2026-00017', Balance: 118000, Totals: { GrandTotal: 118000 } } as Order;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The dialog over a stubbed server: each answer in turn; the bodies sent are collected. */
async function renderDialog(answers: Response[]) {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return answers.shift() ?? json(500, { success: false, message: 'No more answers.' });
  });
  const onClose = vi.fn();
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordPaymentDialog order={ORDER} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { sent, onClose };
}

const amount = () => page.getByRole('spinbutton', { name: 'Amount' });
const submit = () => page.getByRole('button', { name: 'Record payment' });

describe('RecordPaymentDialog', () => {
  it('checks the contract before sending: no amount, nothing sent', async () => {
    const { sent } = await renderDialog([]);
    await submit().click();
    await expect.element(amount()).toBeInvalid();
    expect(sent).toEqual([]);
  });

  it('sends rupees as typed, with today, the mode and the reference; the 409 lands on Amount; the next try closes it', async () => {
    const refusal = json(409, {
      success: false,
      message: '₹2,00,000.00 is more than the balance of SO-2026-00017.',
      errors: { Amount: 'More than the balance of ₹1,18,000.00.' },
    });
    const payment = {
      _id: 'p1',
      OrderId: 'o1',
      OrderNumber: ORDER.Number,
      BuyerId: null,
      Company: 'Kaveri',
      Amount: 59000.5,
      Date: '2026-11-29',
      Mode: 'UPI',
      Reference: 'UTR1',
      By: 'Asha',
      createdAt: '2026-11-29T05:00:00.000Z',
    };
    const { sent, onClose } = await renderDialog([refusal, json(201, { success: true, data: payment })]);
    await expect.element(page.getByLabelText('Date')).not.toHaveValue('');
    await amount().fill('200000');
    await page.getByRole('combobox', { name: 'Mode' }).selectOptions('UPI');
    await page.getByRole('textbox', { name: 'Reference' }).fill('UTR1');
    await submit().click();
    await expect.element(amount()).toHaveAccessibleDescription('More than the balance of ₹1,18,000.00.');
    expect(sent[0]).toMatchObject({ OrderId: 'o1', Amount: 200000, Mode: 'UPI', Reference: 'UTR1' });
    expect(sent[0]?.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(onClose).not.toHaveBeenCalled();

    await amount().fill('59000.5');
    await submit().click();
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    expect(sent[1]).toMatchObject({ Amount: 59000.5 });
  });
});
