import { z } from 'zod';
import { secondFactorCode } from './auth.js';
import { idField, successEnvelope } from './common.js';
import { PASSWORD_MAX } from './team.js';

/** TOTP as authenticator apps expect it (RFC 6238): 6 digits, a new code every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many one-time recovery codes enabling two-factor sign-in answers. */
export const RECOVERY_CODE_COUNT = 10;

/** One signed-in device of the caller, as "Signed-in devices" lists it. */
export const sessionInfo = z.object({
  _id: z.string(),
  /** A readable name from the user agent, such as "Chrome on Windows". */
  Browser: z.string(),
  Ip: z.string(),
  CreatedAt: z.string(),
  LastSeenAt: z.string(),
  /** The session this call was made with. */
  Current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
export const sessionListResponse = successEnvelope(z.array(sessionInfo));
export const revokeSessionBody = z.object({ _id: idField.min(1, 'An _id is required.') });
export const revokeSessionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when the revoked session was the caller's own: the client signs out. */
  SignedOut: z.boolean(),
});

/** Just the 6-digit code of the app (enabling proves the app is set up; a recovery code cannot). */
export const totpCodeField = z
  .string({ error: 'Code is required.' })
  .trim()
  .min(1, 'Code is required.')
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

export const twoFactorSetupResponse = successEnvelope(
  z.object({
    /** The secret in Base32, for typing into an app by hand. */
    Secret: z.string(),
    /** otpauth://totp/... for the QR code. */
    Uri: z.string(),
    /** The QR code of Uri as a data:image/png URL. */
    QrCode: z.string(),
  }),
);
const currentPasswordField = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX, 'That password is too long.');
/** Turning two-factor sign-in on asks for the password too (and ends the account's other sessions). */
export const twoFactorEnableBody = z.object({ Password: currentPasswordField, Code: totpCodeField });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;
export const twoFactorEnableResponse = successEnvelope(z.object({ RecoveryCodes: z.array(z.string()) }));
export const twoFactorDisableBody = z.object({
  Password: currentPasswordField,
  Code: secondFactorCode(),
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;
