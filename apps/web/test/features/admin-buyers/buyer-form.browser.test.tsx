// Component test in Chromium (ADR 079): the buyer form's contacts as a field array, checked by buyerSaveBody; the server's messages on their fields.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { Buyer } from '@rp/contract';
import { BuyerForm } from '~/features/admin-buyers/components/buyer-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const BUYER: Buyer = {
  _id: 'b1',
  Company: 'Kaveri Valves LLP',
  GSTIN: '',
  GstTreatment: 'Unregistered',
  BillingAddress: 'Peenya Industrial Area',
  City: 'Bengaluru',
  PinCode: '560058',
  StateCode: '29',
  ShippingAddresses: [],
  Contacts: [{ Name: 'Meera Nair', Email: 'meera@kaveri.example', Phone: '', Designation: '', SeesCompanyDocuments: false }],
  Notes: '',
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-01T05:00:00.000Z',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderForm(buyer: Buyer | null, answers: Response[]) {
  const sent: Record<string, unknown>[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return answers.shift() ?? json(500, { success: false, message: 'No more answers.' });
  });
  const onSaved = vi.fn();
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <BuyerForm buyer={buyer} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { sent, onSaved };
}

const contactField = (label: string, n: number) => page.getByRole('textbox', { name: `${label}, contact ${n}` });

describe('BuyerForm', () => {
  it('keeps at least one contact: the only one cannot be removed, a second can', async () => {
    await renderForm(BUYER, []);
    expect(page.getByRole('button', { name: 'Remove contact 1' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await expect.element(contactField('Name', 2)).toBeVisible();
    await page.getByRole('button', { name: 'Remove contact 2' }).click();
    await expect.element(contactField('Name', 2)).not.toBeInTheDocument();
  });

  it('a new buyer needs a company and a named contact before anything is sent', async () => {
    const { sent } = await renderForm(null, []);
    await page.getByRole('button', { name: 'Add buyer' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Company' })).toBeInvalid();
    await expect.element(contactField('Name', 1)).toBeInvalid();
    await expect.element(page.getByTestId('buyer-save-state')).toHaveTextContent('Please correct the fields marked in red.');
    expect(sent).toEqual([]);
  });

  it('sends the contacts as a list, and puts the server’s message on the second contact’s e-mail', async () => {
    const refusal = json(400, {
      success: false,
      message: 'Please check the contacts.',
      errors: { 'Contacts.1.Email': 'This e-mail is another buyer’s contact.' },
    });
    const saved = {
      ...BUYER,
      Contacts: [...BUYER.Contacts, { Name: 'Ravi Rao', Email: 'ravi@kaveri.example', Phone: '', Designation: 'Stores', SeesCompanyDocuments: true }],
    };
    const { sent, onSaved } = await renderForm(BUYER, [refusal, json(200, { success: true, data: saved })]);
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await contactField('Name', 2).fill('Ravi Rao');
    await contactField('E-mail', 2).fill('ravi@other.example');
    await contactField('Designation', 2).fill('Stores');
    await page.getByRole('checkbox', { name: 'Sees every document of the company' }).nth(1).click();
    await page.getByRole('button', { name: 'Save buyer' }).click();
    await expect.element(contactField('E-mail', 2)).toHaveAccessibleDescription('This e-mail is another buyer’s contact.');
    expect(sent[0]).toMatchObject({
      _id: 'b1',
      Contacts: [
        { Name: 'Meera Nair', Email: 'meera@kaveri.example' },
        { Name: 'Ravi Rao', Email: 'ravi@other.example', Designation: 'Stores', SeesCompanyDocuments: true },
      ],
    });
    expect(onSaved).not.toHaveBeenCalled();

    await contactField('E-mail', 2).fill('ravi@kaveri.example');
    await page.getByRole('button', { name: 'Save buyer' }).click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(sent[1]).toMatchObject({ Contacts: [{}, { Email: 'ravi@kaveri.example' }] });
  });
});
