import fc from 'fast-check';
import { encodeForUrl, HEADER_CONTROL_CHARACTERS, withInside } from './control-characters.js';
import { hostileText } from './hostile-values.js';

export { encodeForUrl };

/**
 * What an HTTP header value can carry: printable ASCII, and sometimes a tab or a byte 0x80-0xFF (Node
 * reads those as Latin-1, so C1 controls arrive as such).
 */
const printableHeaderText = fc.string({ unit: 'binary-ascii', maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const headerText = fc.oneof(
  { weight: 3, arbitrary: printableHeaderText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(printableHeaderText, fc.constantFrom(...HEADER_CONTROL_CHARACTERS, '\u0080', '\u009f', '\u00a0'), fc.nat())
      .map(([text, character, at]) => withInside(text, character, at % (text.length + 1))),
  },
);

/** Query keys the calls read (the exports' filters and the like), among random ones. */
const queryKey = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom('search', 'status', 'sort', 'from', 'to', 'overdue', 'assigned', 'key', 'page'),
);

/** A query string of hostile keys and values, often none. */
export const queryString = fc.option(
  fc
    .array(fc.tuple(queryKey, hostileText), { maxLength: 3 })
    .map((pairs) => `?${pairs.map(([k, v]) => `${encodeForUrl(k)}=${encodeForUrl(v)}`).join('&')}`),
  { nil: '', freq: 2 },
);

/** Authorization headers that carry no valid session. */
export const junkAuthorization = fc.oneof(
  headerText.map((t) => `Bearer ${t}`),
  headerText,
  fc.constantFrom('', 'Bearer', 'Basic YWRtaW46YWRtaW4='),
);

/** Authorization as clients send it: mostly the valid admin token, sometimes junk or nothing. */
export const authorization = (token: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 2, arbitrary: fc.oneof(junkAuthorization, fc.constantFrom(`Bearer ${token}x`, `bearer  ${token}  `)) },
  );

/** The buyer desk's Cookie header: mostly the live buyer session's, sometimes junk or nothing. */
export const buyerCookies = (cookie: string) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant<string | undefined>(cookie) },
    {
      weight: 2,
      arbitrary: fc.oneof(fc.constant(undefined), headerText, fc.constantFrom(`${cookie}x`, `other=1; ${cookie}`, cookie.split('=')[0]!)),
    },
  );

/** Other headers a hostile client might vary. */
export const extraHeaders = fc.record(
  {
    'accept-encoding': fc.constantFrom('gzip, br', 'identity', '*', 'x'),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', '<>'),
    'x-forwarded-for': fc.oneof(fc.ipV4(), headerText),
    'user-agent': headerText,
    'idempotency-key': headerText,
  },
  { requiredKeys: [] },
);

/** A path parameter: a real id, a random UUID or hostile text. */
export const pathId = (known: string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: known.length ? fc.constantFrom(...known) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileText.map(encodeForUrl) },
    { weight: 1, arbitrary: fc.constantFrom('%zz', '..%2f..%2fetc', '%00', '', '.', '..') },
  );
