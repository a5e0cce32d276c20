// Component test in Chromium (ADR 079): the Rates screen sends the tables as loaded (row Ids kept, a new row
// without one), shows the server's 400 on the table it names, and is read-only for Staff.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { RATE_TABLES_SEED, rateTablesToWire } from '@rp/contract';
import { RatesScreen } from '~/features/admin-rates/components/rates-screen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const seeded = rateTablesToWire(RATE_TABLES_SEED, null, null);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderScreen(canEdit: boolean, answers: Response[] = []) {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (url, init) => {
    if (String(url).endsWith('/settings/rates') && (init?.method ?? 'GET') === 'GET')
      return json(200, { success: true, message: 'Rates.', data: seeded });
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return answers.shift() ?? json(500, { success: false, message: 'No more answers.' });
  });
  const router = createMemoryRouter([{ path: '/', element: <RatesScreen canEdit={canEdit} /> }]);
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return sent;
}

describe('RatesScreen', () => {
  it('saves the tables with their Ids as loaded and a new row without one', async () => {
    const saved = { ...seeded, Machines: [...seeded.Machines, { Id: 'sliding-head', Name: 'Sliding head', Kind: 'CNC lathe', HourRate: 1200 }] };
    const sent = await renderScreen(true, [json(200, { success: true, message: 'Rates saved.', data: saved })]);
    await page.getByRole('spinbutton', { name: 'Hour rate ₹, machine 1' }).fill('700');
    await page.getByRole('button', { name: 'Add machine' }).click();
    await page.getByRole('textbox', { name: 'Name, machine 6' }).fill('Sliding head');
    await page.getByRole('spinbutton', { name: 'Hour rate ₹, machine 6' }).fill('1200');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect.element(page.getByTestId('rates-save-state')).toHaveTextContent('All changes saved');
    const body = sent[0] as { Machines: { Id: string; HourRate: number }[]; Materials: { Id: string }[] };
    expect(body.Machines.map((m) => m.Id)).toEqual(['cnc-lathe', 'vmc', 'conv-lathe', 'grinding', 'drilling', '']);
    expect(body.Machines[0]!.HourRate).toBe(700);
    expect(body.Materials.map((m) => m.Id)).toEqual(seeded.Materials.map((m) => m.Id));
    expect(body).not.toHaveProperty('UpdatedAt');
  });

  it('shows the server’s 400 on the table it names, and the contract’s own checks before sending', async () => {
    const message = 'Materials: the Id en8 is used twice.';
    const sent = await renderScreen(true, [json(400, { success: false, message, errors: { Materials: message } })]);
    const density = page.getByRole('spinbutton', { name: 'Density g/cm³, material 1' });
    await density.fill('0');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect.element(page.getByText('Density must be more than 0.')).toBeVisible();
    expect(sent).toHaveLength(0);
    await density.fill('7.86');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect.element(page.getByTestId('Materials-error')).toHaveTextContent(message);
    expect(sent).toHaveLength(1);
  });

  it('is read-only for Staff: no save bar, no add or remove', async () => {
    await renderScreen(false);
    await expect.element(page.getByTestId('rates-read-only')).toBeVisible();
    await expect.element(page.getByRole('spinbutton', { name: 'Hour rate ₹, machine 1' })).toBeDisabled();
    expect(page.getByRole('button', { name: 'Save rates' }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Add machine' }).elements()).toHaveLength(0);
  });
});
