import { buildInquiry, buildProduct, buildQuote, MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { captureLogs, setupApp } from '../helpers.js';

const logs = captureLogs();
const ctx = await setupApp({}, { seed: false, logger: logs.logger });
const token = await ctx.login();
const auth = ctx.auth(token);

/** Unique text that must never show up in a log line, whatever happens to the request. */
const MARKER = 'Secret-Marker-7Q4Z';

/** Refused in every text field (ADR 054), with the message each gets. */
const CONTROL = /must not contain control characters/;
const BROKEN = /broken character/;
const REFUSED_EVERYWHERE: [string, RegExp][] = [
  ...['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'].map((c): [string, RegExp] => [c, CONTROL]),
  ['\ud800', BROKEN],
  ['\udfff', BROKEN],
];
/** Refused in one-line fields only: free text keeps them. */
const REFUSED_IN_ONE_LINE: [string, RegExp][] = [
  ...['\t', '\n', '\r', '\r\n', '\u2028', '\u2029'].map((c): [string, RegExp] => [c, /must be one line, without tabs or line breaks/]),
  ...['\u202a', '\u202e', '\u2066', '\u2069'].map((c): [string, RegExp] => [c, /must not contain text-direction control characters/]),
];

interface FieldCase {
  call: string;
  url: string;
  field: string;
  body: (value: string) => object;
  admin?: boolean;
  /** Free text (messages, descriptions, notes) keeps tabs, line breaks and bidi controls. */
  freeText?: boolean;
  method?: 'GET' | 'POST' | 'DELETE';
}

const FREE_TEXT = ['Description', 'Message'];
const PDF = toDataUrl('application/pdf', MINIMAL_PDF);

const existing = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() });
const quoteId = existing.json().data._id as string;

const textFields: FieldCase[] = [
  ...['Title', 'Description', 'ContactNo', 'Message', 'MediaFileName'].map((field) => ({
    call: 'quote/save',
    url: '/api/v1/quote/save',
    field,
    freeText: FREE_TEXT.includes(field),
    body: (value: string) => buildQuote({ [field]: `${MARKER}${value}x` }),
  })),
  {
    call: 'quote/save',
    url: '/api/v1/quote/save',
    field: 'Attachments',
    body: (value: string) => buildQuote({ Attachments: [{ Name: `${MARKER}${value}x.pdf`, Body: PDF }] }),
  },
  ...['Title', 'Description', 'ContactNo', 'Message'].map((field) => ({
    call: 'inquery/save',
    url: '/api/v1/inquery/save',
    field,
    freeText: FREE_TEXT.includes(field),
    body: (value: string) => buildInquiry({ [field]: `${MARKER}${value}x` }),
  })),
  ...[
    'ProductId',
    'ProductTitle',
    'ProductStn',
    'ProductDescription',
    'ProductMaterial',
    'ProductTolerance',
    'ProductApplication',
    'ProductFinish',
    'ProductMediaFileName',
    'SpecSheetUrl',
  ].map((field) => ({
    call: 'product/save',
    url: '/api/v1/product/save',
    field,
    admin: true,
    freeText: field === 'ProductDescription',
    body: (value: string) => buildProduct({ [field]: field === 'SpecSheetUrl' ? `https://example.com/${MARKER}${value}x` : `${MARKER}${value}x` }),
  })),
  {
    call: 'product/save',
    url: '/api/v1/product/save',
    field: 'ProductImages',
    admin: true,
    body: (value: string) => buildProduct({ ProductImages: `/images/${MARKER}${value}.webp` }),
  },
  { call: 'product/getByID', url: '/api/v1/product/getByID', field: '_id', body: (value) => ({ _id: `${MARKER}${value}x` }) },
  { call: 'product/remove', url: '/api/v1/product/remove', field: '_id', admin: true, body: (value) => ({ _id: `${MARKER}${value}x` }) },
  { call: 'quote/remove', url: '/api/v1/quote/remove', field: '_id', admin: true, body: (value) => ({ _id: `${MARKER}${value}x` }) },
  {
    call: 'quote/save (status)',
    url: '/api/v1/quote/save',
    field: '_id',
    admin: true,
    body: (value) => ({ ...buildQuote(), _id: `${quoteId.slice(0, 8)}${value}${quoteId.slice(8)}`, Status: 'Pending' }),
  },
  {
    call: 'quote/note',
    url: '/api/v1/quote/note',
    field: 'Text',
    admin: true,
    freeText: true,
    body: (value) => ({ _id: quoteId, Text: `${MARKER}${value}x` }),
  },
  { call: 'quote/list', url: '/api/v1/quote/list', field: 'search', admin: true, body: (value) => ({ page: 1, search: `${MARKER}${value}x` }) },
  { call: 'activity/list', url: '/api/v1/activity/list', field: 'actor', admin: true, body: (value) => ({ actor: `${MARKER}${value}x` }) },
  // Sign-in and team addresses reached the database with NUL in them (a 500 until issue 32).
  { call: 'auth/login', url: '/api/v1/auth/login', field: 'Email', body: (value) => ({ Email: `${MARKER}${value}x@example.com`, Password: 'x' }) },
  ...['Email', 'Name'].map((field) => ({
    call: 'team/invite',
    url: '/api/v1/team/invite',
    field,
    admin: true,
    body: (value: string) => ({
      Email: 'new.colleague@example.com',
      Name: 'New Colleague',
      Role: 'Staff',
      [field]: `${MARKER}${value}x${field === 'Email' ? '@example.com' : ''}`,
    }),
  })),
  {
    call: 'auth/accept-invite',
    url: '/api/v1/auth/accept-invite',
    field: 'Token',
    body: (value) => ({ Token: `${MARKER}${value}x`, Name: 'A Name', Password: 'a long enough passphrase 9' }),
  },
];

const methodOf = (url: string) => (url.endsWith('/remove') ? 'DELETE' : 'POST');

describe('control characters in text fields', () => {
  it.each(textFields)(
    '$call refuses the wrong ones in $field with 400 and a message naming the field',
    async ({ url, field, body, admin, freeText }) => {
      for (const [character, message] of [...REFUSED_EVERYWHERE, ...(freeText ? [] : REFUSED_IN_ONE_LINE)]) {
        const res = await ctx.app.inject({ method: methodOf(url), url, payload: body(character), headers: admin ? auth : {} });
        const label = JSON.stringify(character);
        expect(res.statusCode, `${field} with ${label}: ${res.body}`).toBe(400);
        expect(res.json().success).toBe(false);
        expect(res.json().errors?.[field], `${field} with ${label}: ${res.body}`).toMatch(message);
      }
    },
  );

  it.each([
    ['search', '/api/v1/quote/export'],
    ['search', '/api/v1/inquery/export'],
  ])('the %s of %s refuses them in the query string too', async (field, url) => {
    // A URL carries UTF-8, which has no lone surrogates: those arrive as U+FFFD.
    for (const [character, message] of [...REFUSED_EVERYWHERE.filter(([, m]) => m !== BROKEN), ...REFUSED_IN_ONE_LINE]) {
      const query = Buffer.from(`${MARKER}${character}x`).toString('hex').replace(/../g, '%$&');
      const res = await ctx.app.inject({ method: 'GET', url: `${url}?${field}=${query}`, headers: auth });
      expect(res.statusCode, `${field} with ${JSON.stringify(character)}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[field]).toMatch(message);
    }
  });

  it('keeps tabs, line breaks and bidi controls in free text, and forgives a line break at the end of one-line text', async () => {
    const message = 'Line one\r\nLine two\n\tindented\u2028and on \u202bעברית\u202c';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/inquery/save',
      payload: buildInquiry({ Message: message, Description: 'Company: Acme\nCity: Rajkot', Title: ' Asha Patel\r\n' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ Message: message, Description: 'Company: Acme\nCity: Rajkot', Title: 'Asha Patel' });
    const note = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/quote/note',
      headers: auth,
      payload: { _id: quoteId, Text: 'Called.\n\tSends a drawing.' },
    });
    expect(note.statusCode, note.body).toBe(200);
  });

  it('never writes a submitted value into the log, for any request above', () => {
    const log = logs.text();
    expect(log).toContain('request rejected');
    expect(log).not.toContain(MARKER);
    expect(log).not.toContain('"level":50');
  });
});
