import { z } from 'zod';
import { BIDI_CONTROL, LINE_BREAK_OR_TAB, LONE_SURROGATE, PLAIN_TEXT, isWebLink } from './text-characters.js';

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

export const controlCharactersMessage = (label: string) => `${label} must not contain control characters.`;

/** Why `value` is not acceptable text (as a message about `label`), or null when it is. */
export function textProblem(value: string, label: string, { oneLine = false } = {}): string | null {
  if (!PLAIN_TEXT.test(value)) return controlCharactersMessage(label);
  if (LONE_SURROGATE.test(value)) return `${label} contains a broken character (half of a UTF-16 pair).`;
  if (!oneLine) return null;
  if (LINE_BREAK_OR_TAB.test(value)) return `${label} must be one line, without tabs or line breaks.`;
  if (BIDI_CONTROL.test(value)) return `${label} must not contain text-direction control characters.`;
  return null;
}

/** Adds the text rules to a string schema (checks run in order: after a trim, they see the trimmed value). */
const withTextRules = (schema: z.ZodString, label: string, oneLine: boolean) =>
  schema.check((ctx) => {
    const problem = textProblem(ctx.value, label, { oneLine });
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** Free text (a message, a description, a note): may hold tab and line breaks (see textProblem). */
export const plainText = (label: string, typeError: string) => withTextRules(z.string({ error: typeError }), label, false);
/**
 * One line of text, trimmed. Control characters are refused before the trim (it would quietly drop a
 * vertical tab or form feed at an end); tabs and line breaks after it, so a stray one at an end is forgiven.
 */
export const oneLineText = (label: string, typeError: string) => withTextRules(plainText(label, typeError).trim(), label, true);

/** A record or product id as sent in bodies. */
export const idField = oneLineText('_id', 'An _id is required.').max(64, 'That _id is not valid.');
/** A POST that carries no data: nothing, or an empty JSON object. */
/** A calendar day, YYYY-MM-DD, that exists (what it means in India time is the server's). */
export const dayField = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((v) => {
      const time = Date.parse(`${v}T00:00:00Z`);
      return !/^\d{4}-\d{2}-\d{2}$/.test(v) || (!Number.isNaN(time) && new Date(time).toISOString().startsWith(v));
    }, `${label} is not a real date.`);

export const emptyBody = z.object({}).nullish();

export const idBody = z.object({
  _id: idField.min(1, 'An _id is required.'),
});
export type IdBody = z.infer<typeof idBody>;

/** A required free-text field: trimmed, not empty, capped; may span lines. */
export const requiredText = (label: string, max: number) =>
  plainText(label, `${label} is required.`).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** An optional free-text field: trimmed, capped, missing or null becomes ''; may span lines. */
export const optionalText = (label: string, max: number) =>
  plainText(label, `${label} must be text.`)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

/** A required one-line field (a name, a title, a file name): trimmed, not empty, capped. */
export const requiredLine = (label: string, max: number) =>
  oneLineText(label, `${label} is required.`).min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** An optional one-line field: trimmed, capped, missing or null becomes ''. */
export const optionalLine = (label: string, max: number) =>
  oneLineText(label, `${label} must be text.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

export const emailField = oneLineText('Email', 'Email is required.')
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** An optional link (see isWebLink); missing, null or blank becomes ''. */
export const optionalWebLink = (label: string, max: number) =>
  optionalLine(label, max).refine((value) => value === '' || isWebLink(value), {
    message: `${label} must start with https://, http:// or / (a page on this site).`,
  });

export const healthResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ database: z.literal('ok'), uptimeSeconds: z.number() }),
});
