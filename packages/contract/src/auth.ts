import { z } from 'zod';
import { oneLineText } from './common.js';
import { LIMITS } from './constants.js';

/**
 * An admin's e-mail, as login, ADMIN_EMAIL and the reset command all accept it: text, an at sign, text,
 * no spaces. Looser than a public form's address on purpose, so the generated admin@localhost can log in.
 */
export const adminEmailField = oneLineText('Email', 'Email is required.')
  .min(1, 'Email is required.')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters.`)
  .regex(/^[^\s@]+@[^\s@]+$/, 'Please enter a valid email address.')
  .transform((email) => email.toLowerCase());

/** The admin the server creates on first start when none exists and none is configured. */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/**
 * A code from the authenticator app (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx). The server drops
 * the spaces and dashes a person types; the length cap keeps nonsense out early.
 */
export const secondFactorCode = (label = 'Code') =>
  oneLineText(label, `${label} is required.`).min(1, `${label} is required.`).max(40, `${label} is not a valid code.`);

export const loginBody = z.object({
  Email: adminEmailField,
  Password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200, 'Password must be at most 200 characters.'),
  RoleType: z.literal('admin', { error: "RoleType must be 'admin'." }).default('admin'),
  /** Only for an account with two-factor sign-in on: without it the answer is 401 with TwoFactorRequired. */
  Code: secondFactorCode().optional(),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  Token: z.string(),
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;
