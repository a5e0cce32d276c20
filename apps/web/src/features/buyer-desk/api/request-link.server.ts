import type { ServerLoadContext } from '@rp/contract';
import type { DeskFormReply } from '../utils/desk-reply';
import { fieldErrors } from './desk-headers.server';

/**
 * The sign-in form: POST /api/v1/account/link { Email }. The API answers the same sentence whether or not it
 * knows the address; a malformed address (400) and the limits (429) come back with the form.
 */
export async function requestLink(account: ServerLoadContext['account'], cookie: string, form: FormData): Promise<DeskFormReply> {
  const email = String(form.get('Email') ?? '').trim();
  const answer = await account.call('POST', '/account/link', { cookie, body: { Email: email } });
  const message = answer.body?.message ?? 'Something went wrong. Please try again.';
  if (answer.status === 200) return { intent: 'link', sent: true, message, values: { Email: email }, errors: {} };
  return { intent: 'link', sent: false, message, values: { Email: email }, errors: fieldErrors(answer.body?.errors) };
}
