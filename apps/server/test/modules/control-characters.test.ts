import { buildInquiry, buildProduct, buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { captureLogs, setupApp } from '../helpers.js';

const logs = captureLogs();
const ctx = await setupApp({}, { seed: false, logger: logs.logger });
const token = await ctx.login();
const auth = ctx.auth(token);

/** Unique text that must never show up in a log line, whatever happens to the request. */
const MARKER = 'Secret-Marker-7Q4Z';
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'];

interface FieldCase {
  call: string;
  url: string;
  field: string;
  body: (value: string) => object;
  admin?: boolean;
}

const existing = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() });
const quoteId = existing.json().data._id as string;

const textFields: FieldCase[] = [
  ...['Title', 'Description', 'ContactNo', 'Message', 'MediaFileName'].map((field) => ({
    call: 'quote/save',
    url: '/api/v1/quote/save',
    field,
    body: (value: string) => buildQuote({ [field]: `${MARKER}${value}x` }),
  })),
  ...['Title', 'Description', 'ContactNo', 'Message'].map((field) => ({
    call: 'inquery/save',
    url: '/api/v1/inquery/save',
    field,
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
    body: (value: string) => buildProduct({ [field]: field === 'SpecSheetUrl' ? `https://example.com/${MARKER}${value}` : `${MARKER}${value}x` }),
  })),
  {
    call: 'product/save',
    url: '/api/v1/product/save',
    field: 'ProductImages',
    admin: true,
    body: (value: string) => buildProduct({ ProductImages: `/images/${MARKER}${value}.webp` }),
  },
  { call: 'product/getByID', url: '/api/v1/product/getByID', field: '_id', body: (value) => ({ _id: `${MARKER}${value}` }) },
  { call: 'product/remove', url: '/api/v1/product/remove', field: '_id', admin: true, body: (value) => ({ _id: `${MARKER}${value}` }) },
  { call: 'quote/remove', url: '/api/v1/quote/remove', field: '_id', admin: true, body: (value) => ({ _id: `${MARKER}${value}` }) },
  {
    call: 'quote/save (status)',
    url: '/api/v1/quote/save',
    field: '_id',
    admin: true,
    body: (value) => ({ ...buildQuote(), _id: `${quoteId}${value}`, Status: 'Pending' }),
  },
];

const methodOf = (url: string) => (url.endsWith('/remove') ? 'DELETE' : 'POST');

describe('control characters in text fields', () => {
  it.each(textFields)('$call refuses them in $field with 400 and a message naming the field', async ({ url, field, body, admin }) => {
    for (const character of CONTROL_CHARACTERS) {
      const res = await ctx.app.inject({ method: methodOf(url), url, payload: body(character), headers: admin ? auth : {} });
      const label = JSON.stringify(character);
      expect(res.statusCode, `${field} with ${label}: ${res.body}`).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors?.[field], `${field} with ${label}: ${res.body}`).toMatch(/control characters/);
    }
  });

  it('keeps tabs, newlines and carriage returns in multi-line text', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/inquery/save',
      payload: buildInquiry({ Message: 'Line one\r\nLine two\n\tindented' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.Message).toBe('Line one\r\nLine two\n\tindented');
  });

  it('never writes a submitted value into the log, for any request above', () => {
    const log = logs.text();
    expect(log).toContain('request rejected');
    expect(log).not.toContain(MARKER);
    expect(log).not.toContain('"level":50');
  });
});
