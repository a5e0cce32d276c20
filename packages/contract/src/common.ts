import { z } from 'zod';

/** Every success answer: { success: true, message, data }. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** Every error answer. `errors` maps a field name to its message. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A POST that carries no data: nothing, or an empty JSON object. */
export const emptyBody = z.object({}).nullish();

export const idBody = z.object({
  _id: z.string({ error: 'An _id is required.' }).trim().min(1, 'An _id is required.').max(64, 'That _id is not valid.'),
});
export type IdBody = z.infer<typeof idBody>;

/** A required text field: trimmed, not empty, capped. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** An optional text field: trimmed, capped, missing or null becomes ''. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const healthResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ database: z.literal('ok'), uptimeSeconds: z.number() }),
});
