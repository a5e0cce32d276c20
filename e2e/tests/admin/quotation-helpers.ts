// What the admin quotation specs share: the endpoints, reading a quotation back, the editor's saved id and buyer fields.
import { type Page } from '@playwright/test';
import { endpoints, type Quotation } from '@rp/contract';
import { expect, type AdminApi } from '../../fixtures';

export const calls = endpoints.quotation;

export async function getQuotation(api: AdminApi, id: string): Promise<Quotation> {
  const found = (await api.call(calls.get, { body: { _id: id } })).data[0];
  expect(found, `quotation ${id}`).toBeTruthy();
  return found!;
}

/** A place of supply in another state than the company's: IGST. */
export async function otherState(api: AdminApi): Promise<string> {
  const company = (await api.call(endpoints.settings.company)).data;
  return company.State === '27' ? '29' : '27';
}

/** The quotation's _id from the editor's URL (/admin/quotations/<id>). */
export async function savedId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/quotations\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

export async function fillBuyer(page: Page, buyer: { company: string; email: string }) {
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill(buyer.company);
  await page.getByLabel('Contact person').fill('Asha Patel');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(buyer.email);
  await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await page.getByLabel('Billing address').fill('Plot 7, MIDC Bhosari\nPune 411026');
}
