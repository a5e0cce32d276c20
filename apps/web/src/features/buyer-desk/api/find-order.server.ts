import type { AccountSummary, ServerLoadContext } from '@rp/contract';
import { loadSummary } from './load-summary.server';

type DeskOrder = AccountSummary['Orders']['Items'][number];
export type OrderFind = { signedIn: false } | { signedIn: true; email: string; order: DeskOrder | null };

/** Pages read at most when the order is not found by its number (20 orders a page). */
const MAX_PAGES = 25;

/**
 * The order of the session's to order again: searched by its number first (one call), else read page by page.
 * Only the session's own orders are ever there, so another buyer's order id finds nothing.
 */
export async function findOrder(account: ServerLoadContext['account'], cookie: string, orderId: string, number: string): Promise<OrderFind> {
  const tries: { search?: string; page?: number }[] = number ? [{ search: number }] : [];
  for (let page = 1; page <= MAX_PAGES; page++) tries.push({ page });
  let email = '';
  for (const query of tries) {
    const load = await loadSummary(account, cookie, query);
    if (!load.signedIn) return { signedIn: false };
    email = load.summary.Email;
    const order = load.summary.Orders.Items.find((o) => o._id === orderId);
    if (order) return { signedIn: true, email, order };
    const { Page, PageSize, Total } = load.summary.Orders;
    if (query.page && Page * PageSize >= Total) break;
  }
  return { signedIn: true, email, order: null };
}
