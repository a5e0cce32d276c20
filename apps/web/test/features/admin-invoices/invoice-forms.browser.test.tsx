// Component test in Chromium (ADR 079): the invoices list's filters, Export for Tally's dates, and the e-way bill form checked by the contract's body with the server's refusal under its field.
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { EwayBillForm } from '~/features/admin-invoices/components/eway-bill-card';
import { InvoiceFilters } from '~/features/admin-invoices/components/invoice-filters';
import { TallyExportDialog } from '~/features/admin-invoices/components/tally-export-dialog';
import type { InvoiceListView } from '~/features/admin-invoices/utils/list-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const EMPTY: InvoiceListView = { search: '', financialYear: '', month: 0, state: '', ewayPending: false, page: 4 };

/** The filters over a view kept as the screen keeps it; every patch is collected. */
async function renderFilters() {
  const patches: Partial<InvoiceListView>[] = [];
  function Harness() {
    const [view, setView] = useState(EMPTY);
    return (
      <InvoiceFilters
        view={view}
        today="2026-11-29"
        onChange={(patch) => {
          patches.push(patch);
          setView((v) => ({ ...v, ...patch }));
        }}
        onExport={() => undefined}
        exporting={false}
      />
    );
  }
  await render(<Harness />);
  return patches;
}

const year = () => page.getByRole('combobox', { name: 'Financial year' });
const month = () => page.getByRole('combobox', { name: 'Month' });

describe('InvoiceFilters', () => {
  it('offers this financial year and the three before; a month only once a year is chosen; each change goes back to page 1', async () => {
    const patches = await renderFilters();
    await expect.element(month()).toBeDisabled();
    expect((year().element() as HTMLSelectElement).options.length).toBe(5);
    await year().selectOptions('25-26');
    await expect.element(month()).toBeEnabled();
    await month().selectOptions('January 2026');
    expect(patches).toEqual([
      { financialYear: '25-26', month: 0, page: 1 },
      { month: 1, page: 1 },
    ]);
    await year().selectOptions('All years');
    expect(patches.at(-1)).toEqual({ financialYear: '', month: 0, page: 1 });
    await expect.element(month()).toBeDisabled();
  });

  it('filters by state and by the e-way bills still pending', async () => {
    const patches = await renderFilters();
    await page.getByRole('combobox', { name: 'State' }).selectOptions('Cancelled');
    const chip = page.getByRole('button', { name: 'E-way bill pending' });
    await chip.click();
    await expect.element(chip).toHaveAttribute('aria-pressed', 'true');
    expect(patches).toEqual([
      { state: 'Cancelled', page: 1 },
      { ewayPending: true, page: 1 },
    ]);
  });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stubbed server: each answer in turn; the bodies sent are collected. */
async function stubServer(answers: Response[]) {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return answers.shift() ?? json(500, { success: false, message: 'No more answers.' });
  });
  return sent;
}

async function renderEwayForm(answers: Response[]) {
  const sent = await stubServer(answers);
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <EwayBillForm invoice={{ _id: 'i1', Number: 'INV/26-27/0001', Date: '2026-11-20' }} today="2026-11-29" />
    </QueryClientProvider>,
  );
  return sent;
}

const ewayNo = () => page.getByRole('textbox', { name: 'E-way bill number' });
const record = () => page.getByRole('button', { name: 'Record e-way bill' });

describe('EwayBillForm', () => {
  it('checks the contract before sending: not 12 digits, nothing sent', async () => {
    const sent = await renderEwayForm([]);
    await ewayNo().fill('12345');
    await record().click();
    await expect.element(ewayNo()).toBeInvalid();
    await expect.element(ewayNo()).toHaveAccessibleDescription('E-way bill number must be 12 digits.');
    expect(sent).toEqual([]);
  });

  it('sends the number without its spaces and shows the server’s refusal under the field it names', async () => {
    const refusal = json(400, {
      success: false,
      message: 'E-way bill date must be on or after the invoice date.',
      errors: { EwayBillDate: 'E-way bill date must be on or after the invoice date.' },
    });
    const sent = await renderEwayForm([refusal]);
    await ewayNo().fill('1234 5678 9012');
    await record().click();
    await expect.element(page.getByLabelText('E-way bill date')).toHaveAccessibleDescription('E-way bill date must be on or after the invoice date.');
    expect(sent).toEqual([{ _id: 'i1', EwayBillNo: '123456789012', EwayBillDate: '2026-11-29' }]);
  });
});

describe('TallyExportDialog', () => {
  it('starts on the range it is given, checks From before To, and puts the server’s refusal under To', async () => {
    const refusal = json(400, {
      success: false,
      message: 'Export at most 366 days at a time: choose a shorter range.',
      errors: { To: 'Export at most 366 days at a time: choose a shorter range.' },
    });
    const sent = await stubServer([refusal]);
    const onClose = vi.fn();
    await render(<TallyExportDialog range={{ From: '2026-04-01', To: '2027-03-31' }} onClose={onClose} />);
    const from = page.getByLabelText('From');
    const to = page.getByLabelText('To');
    await expect.element(from).toHaveValue('2026-04-01');
    await expect.element(to).toHaveValue('2027-03-31');

    await to.fill('2026-03-31');
    await page.getByRole('button', { name: 'Download XML' }).click();
    await expect.element(from).toHaveAccessibleDescription('From must be on or before To.');
    expect(sent).toEqual([]);

    await from.fill('2025-01-01');
    await to.fill('2026-03-31');
    await page.getByRole('button', { name: 'Download XML' }).click();
    await expect.element(to).toHaveAccessibleDescription('Export at most 366 days at a time: choose a shorter range.');
    expect(sent).toEqual([{ From: '2025-01-01', To: '2026-03-31' }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
