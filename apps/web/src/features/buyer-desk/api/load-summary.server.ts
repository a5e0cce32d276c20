import type { AccountSummary, ServerLoadContext } from '@rp/contract';

export type SummaryLoad = { signedIn: true; summary: AccountSummary; setCookies: string[] } | { signedIn: false; setCookies: string[] };

/**
 * GET /api/v1/account/summary with the page request's cookie: the desk for a buyer session, else signed out
 * (401: no session, or an ended one). Anything else is a real failure and throws (the site's error page).
 */
export async function loadSummary(
  account: ServerLoadContext['account'],
  cookie: string,
  query: { search?: string; page?: number },
): Promise<SummaryLoad> {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  const answer = await account.call('GET', `/account/summary${qs ? `?${qs}` : ''}`, { cookie });
  if (answer.status === 401 || answer.status === 403) return { signedIn: false, setCookies: answer.setCookies };
  if (answer.status !== 200 || !answer.body?.data) throw new Error(`The account summary answered ${answer.status}.`);
  return { signedIn: true, summary: answer.body.data as AccountSummary, setCookies: answer.setCookies };
}
