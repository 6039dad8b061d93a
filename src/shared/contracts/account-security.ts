/**
 * Account security (docs/api.md, "Account security"): sessions, password and e-mail change,
 * export, deletion and impersonation. The server validates with these and the web app's forms
 * use the same rules.
 */
import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, passwordSchema } from '../auth-contracts.ts';
import { signInResponse } from './auth.ts';
import { CONFIRMATION_CODE_LENGTH, emailedCode } from './emailed-code.ts';
import { endpoints } from './endpoint.ts';

export { CONFIRMATION_CODE_LENGTH, emailedCode };

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
/** A first password, for an account without one, confirmed with the e-mailed code. */
export const setPasswordBody = z.object({ code: emailedCode, newPassword: passwordSchema });
/** The two ways to confirm an e-mail change: the password, or (no password) the e-mailed code. */
export const changeEmailWithPassword = z.object({ newEmail: emailSchema, password: currentPassword });
export const changeEmailWithCode = z.object({ newEmail: emailSchema, code: emailedCode }).strict();
export const changeEmailBody = z.union([changeEmailWithPassword, changeEmailWithCode]);
export const changeEmailResponse = z.object({ success: z.literal(true), message: z.string() });
export const confirmEmailBody = z.object({ token: z.string().min(1, 'Token is required').max(2048) });
export const confirmEmailResponse = z.object({ success: z.literal(true), email: z.string() });

/** The deletion code is the confirmation code (POST /api/me/deletion-code words its e-mail for deletion). */
export const DELETION_CODE_LENGTH = CONFIRMATION_CODE_LENGTH;
export const deleteAccountBody = z.union([
  z.object({ password: currentPassword }).strict(),
  z.object({ code: emailedCode }).strict(),
]);
export const deletionCodeResponse = z.object({ success: z.literal(true), message: z.string() });
export const confirmationCodeResponse = deletionCodeResponse;

/** The impersonation the caller's session is, for the bar every page shows while it lasts. */
export const impersonationResponse = z.object({
  impersonation: z
    .object({ admin: z.object({ id: z.string(), name: z.string(), email: z.string() }), endsAt: z.string() })
    .nullable(),
});

export const impersonateParams = z.object({ id: z.string().min(1).max(255) });

export type SessionView = z.infer<typeof sessionView>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/**
 * The signed-in user's sessions, password, e-mail address and deletion under /api/me; the changes
 * that stay the owner's are `accountSecurity` (an impersonation session is refused them: 403,
 * logged). GET /api/me/export is a file the browser downloads (`raw`).
 */
export const accountSecurityEndpoints = endpoints(
  { access: 'user', tags: ['me: security'] },
  {
    sessions: {
      method: 'GET',
      path: '/api/me/sessions',
      summary: 'The active sessions of the signed-in user',
      response: sessionsResponse,
    },
    export: {
      method: 'GET',
      path: '/api/me/export',
      summary: 'Download everything stored about you as one JSON file',
      produces: ['application/json'],
      raw: true,
    },
    impersonation: {
      method: 'GET',
      path: '/api/me/impersonation',
      summary: 'Whether an admin is acting as you in this session (the bar shown while it lasts)',
      response: impersonationResponse,
    },
    revokeSession: {
      method: 'DELETE',
      path: '/api/me/sessions/:id',
      accountSecurity: true,
      summary: 'Revoke one of your sessions (another user’s: 404)',
      params: sessionIdParam,
      response: successResponse,
    },
    revokeOthers: {
      method: 'POST',
      path: '/api/me/sessions/revoke-others',
      accountSecurity: true,
      summary: 'Revoke every session but this one',
      response: revokedResponse,
    },
    changePassword: {
      method: 'POST',
      path: '/api/me/password',
      accountSecurity: true,
      summary: 'Change the password (the other sessions are revoked)',
      body: changePasswordBody,
      response: successResponse,
    },
    setPassword: {
      method: 'POST',
      path: '/api/me/password/set',
      accountSecurity: true,
      summary:
        'Set a first password on an account without one, with the e-mailed code (the other sessions are revoked; 400 has_password if it has one)',
      body: setPasswordBody,
      response: successResponse,
    },
    confirmationCode: {
      method: 'POST',
      path: '/api/me/confirmation-code',
      accountSecurity: true,
      summary:
        'E-mail a code that confirms a sensitive change of an account without a password (in place of the password)',
      response: confirmationCodeResponse,
    },
    changeEmail: {
      method: 'POST',
      path: '/api/me/email',
      accountSecurity: true,
      summary:
        'Ask to change the e-mail address (a link goes to the new one; the change applies when it is followed)',
      body: changeEmailBody,
      response: changeEmailResponse,
    },
    confirmEmail: {
      method: 'POST',
      path: '/api/me/email/confirm',
      access: 'public',
      summary: 'Apply an e-mail change with the link’s token',
      body: confirmEmailBody,
      response: confirmEmailResponse,
    },
    deletionCode: {
      method: 'POST',
      path: '/api/me/deletion-code',
      accountSecurity: true,
      summary:
        'E-mail a code that confirms deleting an account without a password (the confirmation code, worded for deletion)',
      response: deletionCodeResponse,
    },
    deleteAccount: {
      method: 'DELETE',
      path: '/api/me',
      accountSecurity: true,
      summary: 'Delete the account and its personal data (409 for the last admin)',
      body: deleteAccountBody,
      response: successResponse,
    },
  },
);

/** Impersonation, under /api/admin: started by an admin, ended by the impersonation session itself. */
export const impersonationEndpoints = endpoints(
  { access: 'admin', tags: ['admin: users'] },
  {
    start: {
      method: 'POST',
      path: '/api/admin/users/:id/impersonate',
      summary: 'Start a one-hour session as this user (admins cannot be impersonated: 403)',
      params: impersonateParams,
      response: signInResponse,
    },
    stop: {
      method: 'POST',
      path: '/api/admin/impersonation/stop',
      // The caller is the impersonation session, which is the user's: an admin route would refuse it.
      access: 'user',
      summary: 'End the impersonation (back to the admin’s own session)',
      response: successResponse,
    },
  },
);
