import { type Page } from '@playwright/test';
import { endpoints, indiaDay, type Order } from '@rp/contract';
import { expect, type AdminApi } from '../../fixtures';

/** The orders spec's set-up through the API: accepted orders, moves, and where an order's row is. */
export const calls = endpoints.order;

export interface OrderInput {
  company: string;
  po?: string;
  leadId?: string;
  lines?: { Description: string; Quantity: number; UnitPrice: number }[];
}

/** A quotation made, sent and marked accepted through the API: its acceptance makes the order. */
export async function acceptedOrder(api: AdminApi, input: OrderInput): Promise<Order> {
  const lines = input.lines ?? [{ Description: 'EN8 shaft 40 dia x 350', Quantity: 100, UnitPrice: 1234.5 }];
  const draft = (
    await api.call(endpoints.quotation.save, {
      body: {
        ...(input.leadId ? { LeadId: input.leadId } : { Source: 'E-mail' as const }),
        Buyer: { Company: input.company, Contact: 'Asha Patel', Email: 'asha@buyer.example', BillingAddress: 'Rajkot', PlaceOfSupply: '24' },
        Lines: lines.map((l) => ({ ...l, HSN: '8483', Unit: 'Nos' as const, GstRate: 18 as const, LeadTime: '3 weeks' })),
      },
    })
  ).data;
  await api.call(endpoints.quotation.send, { body: { _id: draft._id } });
  await api.call(endpoints.quotation.accept, { body: { _id: draft._id, PONumber: input.po ?? `PO/${draft.Number}`, PODate: null, POFile: null } });
  const quotation = (await api.call(endpoints.quotation.get, { body: { _id: draft._id } })).data[0]!;
  expect(quotation.Order, `the order of ${quotation.Number}`).toBeTruthy();
  return getOrder(api, quotation.Order!._id);
}

export async function getOrder(api: AdminApi, id: string): Promise<Order> {
  return (await api.call(calls.get, { body: { _id: id } })).data[0]!;
}

export const moveTo = (api: AdminApi, order: Order, Stage: Order['Stage'], Note?: string) =>
  api.call(calls.stage, { body: { _id: order._id, Stage, Note } });

export function orderRow(page: Page, order: Order) {
  return page.locator('tbody tr').filter({ hasText: order.Number });
}

/** The day before today in India: a promise that has passed. */
export function yesterday(): string {
  return indiaDay(new Date(Date.now() - 24 * 3600 * 1000));
}
