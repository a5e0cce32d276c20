import type { ServerLoadContext } from '@rp/contract';

/** POST /api/v1/account/logout: this session, or (everywhere) every session of the address; the cookie's removal comes back. */
export async function signOut(account: ServerLoadContext['account'], cookie: string, everywhere: boolean) {
  const answer = await account.call('POST', '/account/logout', { cookie, body: { Everywhere: everywhere } });
  return { setCookies: answer.setCookies };
}
