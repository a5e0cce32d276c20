// Zod-free (the '@rp/contract/plain' entry): public pages use isWebLink without loading zod (ADR 079).

/**
 * Text rules (ADR 054). No text field takes a control character (C0, DEL, C1) other than tab, line feed
 * and carriage return, nor a lone UTF-16 surrogate: PostgreSQL refuses NUL outright, a lone surrogate is
 * no character at all (it would be stored as U+FFFD), and the rest only ever arrives from broken or
 * hostile clients. One-line fields (names, e-mails, phones, file names, links, ids, codes, search) also
 * refuse tab, line breaks (CR, LF, U+2028, U+2029) and the bidi embedding, override and isolate
 * controls (U+202A-U+202E, U+2066-U+2069), which can make a file name or a name read as something else.
 */
// eslint-disable-next-line no-control-regex -- the control characters are exactly what this refuses
export const PLAIN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/** In a /u pattern a paired surrogate is one code point, so only a lone surrogate is \p{Cs}. */
export const LONE_SURROGATE = /\p{Cs}/u;
export const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
export const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

export const hasNoControlCharacters = (value: string) => PLAIN_TEXT.test(value) && !LONE_SURROGATE.test(value);

/**
 * A link the site may render in href or src: an absolute http(s) URL, or a path on this site. Refuses
 * javascript:, data: and every other scheme, protocol-relative `//host` and backslashes (`/\\host`).
 */
export function isWebLink(value: string): boolean {
  if (!value || /[\t\n\r\\]/.test(value) || !hasNoControlCharacters(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
