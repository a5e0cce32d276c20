import fc from 'fast-check';

/** Put into generated text so a test can tell whether submitted values reached the log. */
export const MARKER = 'Fuzz-Marker-3J8W';

/** Text an attacker would try: control characters, lone surrogates, markup, injections, odd links. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f\u0085\u009f',
  '\ud800',
  'x\udfffy',
  '\u202etxt.exe',
  '\ufeff\ufffe\uffff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏭',
  '\t\r\n',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' or 1=1 --",
  "'; drop table records; --",
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  '//evil.example/x',
  '/\\evil.example',
  'data:text/html;base64,PHNjcmlwdD4=',
  'data:application/pdf;base64,JVBERi0=',
  'data:image/png;base64,',
  'data:;base64,####',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

export const hostileText: fc.Arbitrary<string> = fc
  .tuple(
    fc.boolean(),
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
      { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 60 }) },
      // Long text, made cheaply: a nasty piece repeated past every field's limit.
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('x', 'ab\u0000', '\ud83c\udfed', '<b>'), fc.integer({ min: 500, max: 6000 }))
          .map(([piece, n]) => piece.repeat(n)),
      },
    ),
  )
  .map(([marked, text]) => (marked ? `${MARKER}${text}` : text));

/** Any JSON value a field could be sent as, text most often. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 1e308, -1, Number.MAX_SAFE_INTEGER + 2)) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileText, fc.integer(), fc.constant(null)), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
);

/** Keys a client could add besides the expected ones. */
const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', '_id', 'Status', 'id', '$where'), fc.string({ maxLength: 12 }));

/**
 * A valid body with some of its fields (`fields`, at least one of `mustTouch` when given) replaced by
 * hostile values or removed, and sometimes hostile extra keys.
 */
export function mutated(build: () => Record<string, unknown>, fields: string[], mustTouch: string[] = fields) {
  return fc
    .record({
      touched: fc.subarray(fields, { minLength: 1, maxLength: Math.min(3, fields.length) }),
      forced: fc.constantFrom(...mustTouch),
      values: fc.array(fc.option(hostileValue, { nil: undefined, freq: 6 }), { minLength: 4, maxLength: 4 }),
      extras: fc.dictionary(extraKey, hostileValue, { maxKeys: 2 }),
    })
    .map(({ touched, forced, values, extras }) => {
      const body: Record<string, unknown> = { ...build(), ...extras };
      [forced, ...touched].forEach((field, i) => {
        const value = values[i % values.length];
        if (value === undefined) delete body[field];
        else body[field] = value;
      });
      return body;
    });
}

export interface GeneratedBody {
  contentType?: string;
  payload?: string;
}

const json = (value: unknown): GeneratedBody => ({ contentType: 'application/json', payload: JSON.stringify(value) });

/**
 * Bodies for one call: mostly its own shape, valid, mutated or valid but for control characters in one
 * string, then any JSON, broken JSON, other content types, no body, and deep nesting.
 */
export function bodiesFor(
  valid: fc.Arbitrary<Record<string, unknown>>,
  mutation: fc.Arbitrary<Record<string, unknown>>,
  validPercent = 12,
  controlled?: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<GeneratedBody> {
  return fc.oneof(
    { weight: validPercent, arbitrary: valid.map(json) },
    { weight: 50, arbitrary: mutation.map(json) },
    ...(controlled ? [{ weight: 12, arbitrary: controlled.map(json) }] : []),
    { weight: 12, arbitrary: fc.anything({ maxDepth: 3 }).map((v) => json(v === undefined ? null : v)) },
    {
      weight: 6,
      arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((payload): GeneratedBody => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          'application/xml',
          '',
        ),
        payload: fc.oneof(
          fc.string({ maxLength: 200 }),
          mutation.map((b) => JSON.stringify(b)),
        ),
      }),
    },
    { weight: 6, arbitrary: fc.constant<GeneratedBody>({}) },
    {
      weight: 4,
      arbitrary: fc
        .oneof(fc.integer({ min: 50, max: 5000 }), fc.constant(100_000))
        .map((depth): GeneratedBody => ({ contentType: 'application/json', payload: '['.repeat(depth) + ']'.repeat(depth) })),
    },
  );
}
