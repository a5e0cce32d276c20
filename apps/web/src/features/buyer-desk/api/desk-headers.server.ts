/** The desk's pages are private and per buyer: never cached by a shared cache, never indexed. */
export const DESK_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** The page's headers with the account call's Set-Cookie lines (the session's cookie, or its removal). */
export function deskHeaders(setCookies: string[] = []): Headers {
  const headers = new Headers(DESK_HEADERS);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/** The Cookie header of the page's request, passed on to the account calls. */
export const cookieOf = (request: Request) => request.headers.get('cookie') ?? '';

/** A field's message per top-level field name (the API names nested fields by their path: Lines.0.Quantity). */
export function fieldErrors(errors: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors ?? {})) out[path.replace(/\[(\d+)\]/g, '.$1')] ??= message;
  return out;
}
