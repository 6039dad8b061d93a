/**
 * Account security (extensions.md, "Account security"): sessions, password and e-mail change,
 * export, deletion and impersonation. The server validates with these and the web app's forms
 * use the same rules.
 */
import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, passwordSchema } from '../auth-contracts.ts';

/** A password being checked, not chosen: an old one may predate the length rules. */
const currentPassword = z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long');

export const sessionView = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The admin acting as the user in that session, or null. */
  impersonatedBy: z.string().nullable(),
});
export const sessionsResponse = z.object({ sessions: z.array(sessionView) });
export const sessionIdParam = z.object({ id: z.string().min(1).max(255) });
export const revokedResponse = z.object({ revoked: z.number().int().nonnegative() });
export const successResponse = z.object({ success: z.literal(true) });

export const changePasswordBody = z.object({ currentPassword, newPassword: passwordSchema });
export const changeEmailBody = z.object({ newEmail: emailSchema, password: currentPassword });
export const changeEmailResponse = z.object({ success: z.literal(true), message: z.string() });
export const confirmEmailBody = z.object({ token: z.string().min(1, 'Token is required').max(2048) });
export const confirmEmailResponse = z.object({ success: z.literal(true), email: z.string() });

/** The deletion code e-mailed to accounts without a password. */
export const DELETION_CODE_LENGTH = 8;
export const deleteAccountBody = z.union([
  z.object({ password: currentPassword }).strict(),
  z
    .object({
      code: z.string().trim().toUpperCase().length(DELETION_CODE_LENGTH, 'Enter the code from the e-mail'),
    })
    .strict(),
]);
export const deletionCodeResponse = z.object({ success: z.literal(true), message: z.string() });

/** The impersonation the caller's session is, for the bar every page shows while it lasts. */
export const impersonationResponse = z.object({
  impersonation: z
    .object({ admin: z.object({ id: z.string(), name: z.string(), email: z.string() }), endsAt: z.string() })
    .nullable(),
});

export const impersonateParams = z.object({ id: z.string().min(1).max(255) });

export type SessionView = z.infer<typeof sessionView>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
