import { z } from 'zod';
import { emailField } from './common.js';

export const loginBody = z.object({
  Email: emailField,
  Password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(200, 'Password must be at most 200 characters.'),
  RoleType: z.literal('admin', { error: "RoleType must be 'admin'." }).default('admin'),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  Token: z.string(),
  expiresAt: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;
