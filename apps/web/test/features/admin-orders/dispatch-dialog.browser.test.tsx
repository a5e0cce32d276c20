// Component test in Chromium (ADR 079): Record dispatch makes the tax invoice here by default (no number sent), takes
// the vehicle and distance for the e-way bill file, asks for the number only when invoiced elsewhere, and shows the
// server's 400 under the field it names.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { Order } from '@rp/contract';
import { DispatchDialog } from '~/features/admin-orders/components/dispatch-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LINE = { _id: 'line-1', Description: 'EN8 shaft 40 dia x 350', Unit: 'Nos', Quantity: 100, Dispatched: 0, Remaining: 100 };
const ORDER = {
  _id: 'o1',
  Number: 'SO-2026-00017',
  Company: 'Kaveri Pumps',
  Stage: 'Ready for dispatch',
  Lines: [LINE],
  Dispatches: [],
  Invoices: [],
} as unknown as Order;

/** The order as the server answers after the dispatch: one dispatch that made INV/26-27/0001. */
const DISPATCHED = {
  ...ORDER,
  Lines: [{ ...LINE, Dispatched: 40, Remaining: 60 }],
  Dispatches: [{ _id: 'd1', InvoiceId: 'i1' }],
  Invoices: [{ _id: 'i1', Number: 'INV/26-27/0001', Date: '2026-11-29', State: 'Issued', GrandTotal: 58269, EwayBillRequired: true }],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderDialog(answers: Response[]) {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return answers.shift() ?? json(500, { success: false, message: 'No more answers.' });
  });
  const onClose = vi.fn();
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <DispatchDialog order={ORDER} isOwner={false} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { sent, onClose };
}

const dialog = () => page.getByRole('dialog', { name: 'Record dispatch' });
const submit = () => dialog().getByRole('button', { name: 'Record dispatch' });
const field = (name: string) => dialog().getByRole('textbox', { name, exact: true });

async function fillTransport() {
  await field('Transporter').fill('VRL Logistics');
  await field('LR / docket number').fill('LR-88213');
  await field('Vehicle number').fill('gj 03 ab 1234');
  await dialog().getByRole('spinbutton', { name: 'Distance (km)' }).fill('240');
  await dialog().getByRole('spinbutton', { name: 'Quantity, line 1' }).fill('40');
}

describe('DispatchDialog', () => {
  it('makes the tax invoice here by default: no number asked or sent, the vehicle, distance and Road go', async () => {
    const { sent, onClose } = await renderDialog([json(200, { success: true, data: DISPATCHED })]);
    await expect.element(dialog().getByRole('radio', { name: /Make the tax invoice here/ })).toBeChecked();
    await expect.element(field('Invoice number')).not.toBeInTheDocument();
    await expect.element(dialog().getByRole('combobox', { name: 'Transport mode' })).toHaveValue('Road');
    await fillTransport();
    await submit().click();
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    expect(sent[0]).not.toHaveProperty('InvoiceNo');
    expect(sent[0]).toMatchObject({
      _id: 'o1',
      VehicleNo: 'gj 03 ab 1234',
      DistanceKm: 240,
      TransportMode: 'Road',
      Lines: [{ LineId: 'line-1', Quantity: 40 }],
    });
  });

  it('invoiced elsewhere: the number is asked for; a bad vehicle is refused before sending; the server’s 400 lands on its field', async () => {
    const refusal = json(400, {
      success: false,
      message: 'Invoice date cannot be before 28/11/2026, the date of INV/26-27/0007.',
      errors: { InvoiceDate: 'Invoice date cannot be before 28/11/2026, the date of INV/26-27/0007.' },
    });
    const { sent, onClose } = await renderDialog([refusal]);
    await dialog()
      .getByRole('radio', { name: /Invoiced elsewhere/ })
      .click();
    await fillTransport();
    await field('Vehicle number').fill('truck 7');
    await submit().click();
    await expect.element(field('Invoice number')).toHaveAccessibleDescription('Invoice number is required.');
    await expect.element(field('Vehicle number')).toHaveAccessibleDescription(/must be an Indian registration like GJ03AB1234/);
    expect(sent).toEqual([]);

    await field('Invoice number').fill('RPW/26-27/0417');
    await field('Vehicle number').fill('GJ03AB1234');
    await submit().click();
    await expect.element(dialog().getByLabelText('Invoice date')).toHaveAccessibleDescription(/cannot be before 28\/11\/2026/);
    expect(sent[0]).toMatchObject({ InvoiceNo: 'RPW/26-27/0417', VehicleNo: 'GJ03AB1234' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for at least one quantity at the foot of the dialog, sending nothing', async () => {
    const { sent } = await renderDialog([]);
    await fillTransport();
    await dialog().getByRole('spinbutton', { name: 'Quantity, line 1' }).fill('0');
    await submit().click();
    await expect.element(dialog().getByTestId('dialog-error')).toHaveTextContent('A dispatch needs at least one line with a quantity.');
    expect(sent).toEqual([]);
  });
});
