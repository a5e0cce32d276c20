import fc from 'fast-check';
import type { GeneratedRequest } from './fuzz-call.js';

/**
 * One of each kind of character that broke or could break a call (issue 32, ADR 054): NUL (PostgreSQL
 * text refuses it), other C0, tab and line ends, DEL, C1, lone UTF-16 surrogates, the Unicode line and
 * paragraph separators and the bidi overrides and isolates. Every string field of every call gets each
 * of them (the sweep below) besides the random ones.
 */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\t',
  '\n',
  '\r',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udc00',
  '\u2028',
  '\u202e',
] as const;

/** More of the same kinds, for the random part. */
const MORE_CONTROL_TEXT = [
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001f',
  '\r\n',
  '\u0080',
  '\u009b',
  '\u009f',
  '\u2029',
  '\u202a',
  '\u202d',
  '\u2066',
  '\u2069',
  '\udfff\ud800',
  '\u0000\u0000',
];
export const controlText = fc.constantFrom<string>(...CONTROL_CHARACTERS, ...MORE_CONTROL_TEXT);

/**
 * What a header value can carry on a real socket: Node's parser refuses NUL and the other C0 but tab, and
 * reads bytes 0x80-0xFF as Latin-1, so C1 (U+0080-U+009F) and Latin-1 letters arrive as such.
 */
export const HEADER_CONTROL_CHARACTERS = ['\t', '\u0085', '\u009b', '\u00ff'] as const;

/** Percent-encodes the UTF-8 bytes of any text (lone surrogates included) for a URL. */
export const encodeForUrl = (text: string) => Buffer.from(text, 'utf8').toString('hex').replace(/../g, '%$&');

type Path = (string | number)[];

/** The paths of every string inside a JSON value (objects and arrays, any depth). */
export function stringLeaves(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}

/** A copy of `value` with the string at `path` replaced by `replace(old)`. */
export function replacedAt(value: unknown, path: Path, replace: (old: string) => string): unknown {
  if (path.length === 0) return replace(typeof value === 'string' ? value : '');
  const [key, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === key ? replacedAt(item, rest, replace) : item));
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { ...object, [key!]: replacedAt(object[key!], rest, replace) };
}

/**
 * `text` with `character` inside it (not at an end, so trimming cannot remove it and the rest of the
 * value stays as valid as it was): after the first character, or between two letters when empty.
 */
export function withInside(text: string, character: string, at = 1): string {
  if (text.length === 0) return `a${character}b`;
  const i = Math.min(Math.max(at, 1), text.length);
  return text.slice(0, i) + character + text.slice(i);
}

/**
 * A valid body with control text in one of its strings, anywhere in it (start, middle or end): the
 * rest stays valid, so the body reaches the handler unless the contract refuses the character.
 */
export function withControlCharacter(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return valid.chain((body) => {
    const leaves = stringLeaves(body);
    if (leaves.length === 0) return fc.constant(body);
    return fc
      .record({ leaf: fc.constantFrom(...leaves), text: controlText, where: fc.constantFrom('start', 'inside', 'end', 'whole') })
      .map(
        ({ leaf, text, where }) =>
          replacedAt(body, leaf, (old) =>
            where === 'start'
              ? text + old
              : where === 'end'
                ? old + text
                : where === 'whole'
                  ? text
                  : withInside(old, text, Math.floor(old.length / 2)),
          ) as Record<string, unknown>,
      );
  });
}

/**
 * The sweep's bodies for one call: for every string in the valid body, and for every top-level field of
 * the body's schema (as a string when the valid body lacks it or holds another type), one body per
 * control character, the character inside the value.
 */
export function controlSweepBodies(base: Record<string, unknown>, schemaFields: string[]): Record<string, unknown>[] {
  const leaves = stringLeaves(base);
  const others = schemaFields.filter((field) => typeof base[field] !== 'string').map((field) => [field]);
  return [...leaves, ...others].flatMap((leaf) =>
    CONTROL_CHARACTERS.map((character) => replacedAt(base, leaf, (old) => withInside(old, character)) as Record<string, unknown>),
  );
}

/** Where a sweep sends its requests: the call, a valid request to start from, and what may vary in it. */
export interface SweepTarget {
  method: GeneratedRequest['method'];
  /** The path below API_BASE with `:name` segments, and a real value for each. */
  path: string;
  params: Record<string, string>;
  /** A valid body (none for calls without one) and the top-level fields of the body's schema. */
  body?: Record<string, unknown>;
  bodyFields: string[];
  /** The query schema's fields (none for calls without a query). */
  queryFields: string[];
  authorization?: string;
  /** The buyer desk's calls carry the buyer session's cookie instead. */
  cookie?: string;
}

const HEADERS_TO_SWEEP: Record<string, string> = {
  'user-agent': 'Mozilla/5.0',
  'x-forwarded-for': '203.0.113.7',
  'idempotency-key': 'fuzz-key-0001',
};

/**
 * Every control character in every string field of one call: each string of the valid body and each
 * field of its schema, each query field and path parameter, and (with what a socket can carry) each
 * header the server reads; one request per field and character, everything else valid.
 */
export function controlSweep(target: SweepTarget, apiBase: string): GeneratedRequest[] {
  const url = (params: Record<string, string>, query = '') =>
    `${apiBase}${target.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')}${query}`;
  const headers: Record<string, string> = {
    ...(target.authorization ? { authorization: target.authorization } : {}),
    ...(target.cookie ? { cookie: target.cookie } : {}),
  };
  const body = target.body === undefined ? {} : { contentType: 'application/json', payload: JSON.stringify(target.body) };
  const request = (overrides: Partial<GeneratedRequest>): GeneratedRequest => ({
    method: target.method,
    url: url(target.params),
    headers,
    ...body,
    ...overrides,
  });
  const forEachCharacter = (make: (character: string) => GeneratedRequest) => CONTROL_CHARACTERS.map(make);
  return [
    ...(target.body === undefined
      ? []
      : controlSweepBodies(target.body, target.bodyFields).map((sent) => request({ payload: JSON.stringify(sent) }))),
    ...target.queryFields.flatMap((field) =>
      forEachCharacter((character) => request({ url: url(target.params, `?${field}=${encodeForUrl(withInside('bush', character))}`) })),
    ),
    ...Object.entries(target.params).flatMap(([name, value]) =>
      forEachCharacter((character) => request({ url: url({ ...target.params, [name]: encodeForUrl(withInside(value, character)) }) })),
    ),
    ...Object.entries({ ...HEADERS_TO_SWEEP, ...headers }).flatMap(([name, value]) =>
      HEADER_CONTROL_CHARACTERS.map((character) => request({ headers: { ...headers, [name]: withInside(value, character, value.length - 2) } })),
    ),
  ];
}
