import type { z } from 'zod';

/**
 * A form refinement: a filled-in value must pass the contract's schema for the field it is sent as,
 * so forms show the server's own rules and messages (lengths, characters) before sending. Empty values
 * pass: each form says itself whether a field is required, in its own words.
 */
export const followsContract = (field: z.ZodType) => (value: string, ctx: z.RefinementCtx) => {
  if (!value.trim()) return;
  const result = field.safeParse(value);
  if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'This value is not valid.' });
};
