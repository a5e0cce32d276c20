import { z } from 'zod';

/** Every success answer: { success: true, message, data }. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** Every error answer. `errors` maps a field name to its message. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** Login: the password was right and the account needs its second factor (send Code). */
  TwoFactorRequired: z.literal(true).optional(),
  /** REQUIRE_2FA: this account must set up two-factor sign-in before anything else. */
  TwoFactorEnrolmentRequired: z.literal(true).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * Text may hold tab, line feed and carriage return but no other control character (C0, DEL, C1):
 * PostgreSQL refuses NUL outright and the rest only ever arrives from broken or hostile clients.
 */
// eslint-disable-next-line no-control-regex -- the control characters are exactly what this refuses
const PLAIN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
export const hasNoControlCharacters = (value: string) => PLAIN_TEXT.test(value);
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters.`;

/** A string of plain text (see PLAIN_TEXT); every text field of every call starts from this. */
export const plainText = (label: string, typeError: string) => z.string({ error: typeError }).regex(PLAIN_TEXT, controlCharactersMessage(label));

/** A record or product id as sent in bodies. */
export const idField = plainText('_id', 'An _id is required.').trim().max(64, 'That _id is not valid.');
/** A POST that carries no data: nothing, or an empty JSON object. */
export const emptyBody = z.object({}).nullish();

export const idBody = z.object({
  _id: idField.min(1, 'An _id is required.'),
});
export type IdBody = z.infer<typeof idBody>;

/** A required text field: trimmed, not empty, capped. */
export const requiredText = (label: string, max: number) =>
  plainText(label, `${label} is required.`).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** An optional text field: trimmed, capped, missing or null becomes ''. */
export const optionalText = (label: string, max: number) =>
  plainText(label, `${label} must be text.`)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

export const emailField = plainText('Email', 'Email is required.')
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

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

/** An optional link (see isWebLink); missing, null or blank becomes ''. */
export const optionalWebLink = (label: string, max: number) =>
  optionalText(label, max).refine((value) => value === '' || isWebLink(value), {
    message: `${label} must start with https://, http:// or / (a page on this site).`,
  });

export const healthResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ database: z.literal('ok'), uptimeSeconds: z.number() }),
});
