import { z } from 'zod';
import { adminEmailField } from './auth.js';
import { idBody, oneLineText, requiredLine, successEnvelope } from './common.js';

/** Owner: everything, including the team and security settings. Staff: everything else. */
export const ACCOUNT_ROLES = ['Owner', 'Staff'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const ACCOUNT_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;
/** Lifetimes of the one-time links in invitation and reset mails. */
export const INVITE_TTL_HOURS = 72;
export const RESET_TTL_HOURS = 1;

/** A new password: length here; the server also rejects guessable ones (zxcvbn) with the reason. */
export const newPasswordField = (label = 'Password') =>
  z
    .string({ error: `${label} is required.` })
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters.`);

const roleField = z.enum(ACCOUNT_ROLES, { error: "Role must be 'Owner' or 'Staff'." });
/** A one-time link's token: 43 base64url characters; anything else is simply not valid. */
const linkTokenField = oneLineText('Token', 'Token is required.').min(1, 'Token is required.').max(200, 'That link is not valid.');

/** An account as the team list shows it: never a password hash, token or secret. */
export const teamMember = z.object({
  _id: z.string(),
  Email: z.string(),
  Name: z.string(),
  Role: roleField,
  Status: z.enum(ACCOUNT_STATUSES),
  TwoFactor: z.boolean(),
  LastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamListResponse = successEnvelope(z.array(teamMember));
export const teamMemberResponse = successEnvelope(teamMember);

/** Inviting an address that is still only invited sends a fresh link (resend invite). */
export const teamInviteBody = z.object({
  Email: adminEmailField,
  Name: requiredLine('Name', NAME_MAX),
  Role: roleField,
});
export type TeamInviteBody = z.input<typeof teamInviteBody>;

export const teamUpdateBody = idBody
  .extend({
    Role: roleField.optional(),
    Active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  })
  .refine((body) => body.Role !== undefined || body.Active !== undefined, { message: 'Give a Role or Active to change.', path: ['Role'] });
export type TeamUpdateBody = z.input<typeof teamUpdateBody>;

export const acceptInviteBody = z.object({ Token: linkTokenField, Name: requiredLine('Name', NAME_MAX), Password: newPasswordField() });
export type AcceptInviteBody = z.input<typeof acceptInviteBody>;
export const forgotPasswordBody = z.object({ Email: adminEmailField });
export const resetPasswordBody = z.object({ Token: linkTokenField, Password: newPasswordField() });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export const changePasswordBody = z.object({
  CurrentPassword: z
    .string({ error: 'CurrentPassword is required.' })
    .min(1, 'CurrentPassword is required.')
    .max(PASSWORD_MAX, 'That password is too long.'),
  NewPassword: newPasswordField('NewPassword'),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** The signed-in person, for the layout (name, initials) and for hiding what the role cannot do. */
export const currentAccount = z.object({
  _id: z.string(),
  Email: z.string(),
  Name: z.string(),
  Role: roleField,
  TwoFactor: z.boolean(),
  /** REQUIRE_2FA is on and this account has not set up two-factor sign-in: only enrolment works. */
  TwoFactorEnrolmentRequired: z.boolean(),
});
export type CurrentAccount = z.infer<typeof currentAccount>;
export const currentAccountResponse = successEnvelope(currentAccount);

/** Initials for the avatar: first letters of the first and last word of the name, else of the address. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return email.slice(0, 1).toUpperCase();
  const first = words[0]!.slice(0, 1);
  const last = words.length > 1 ? words[words.length - 1]!.slice(0, 1) : '';
  return (first + last).toUpperCase();
}
