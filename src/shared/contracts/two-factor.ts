/**
 * Two-factor authentication (TOTP with backup codes): /api/me/two-factor/* and the sign-in
 * challenge POST /api/auth/two-factor. Shared by the API and the web forms.
 */
import { z } from 'zod';
import { PASSWORD_MAX } from '../auth-contracts.ts';
import { emailedCode } from './emailed-code.ts';
import { endpoints } from './endpoint.ts';

export const BACKUP_CODE_COUNT = 10;

const password = z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long');

/** A 6-digit TOTP code or a backup code (spaces and dashes are ignored when a code is checked). */
export const twoFactorCode = z.string().trim().min(6, 'Enter the code').max(32, 'The code is too long');

/**
 * A settings change is confirmed with the password, or, for an account without one, with the
 * e-mailed confirmation code (POST /api/me/confirmation-code).
 */
export const twoFactorPasswordBody = z.object({ password });
export const twoFactorEmailedCodeBody = z.object({ code: emailedCode }).strict();
export const twoFactorConfirmBody = z.union([twoFactorPasswordBody, twoFactorEmailedCodeBody]);
export const twoFactorCodeBody = z.object({ code: twoFactorCode });
/** Turning off: the app's code (or a backup code) in `code`, so the e-mailed one is `emailCode`. */
export const twoFactorDisableWithPassword = z.object({ password, code: twoFactorCode });
export const twoFactorDisableWithEmailedCode = z
  .object({ emailCode: emailedCode, code: twoFactorCode })
  .strict();
export const twoFactorDisableBody = z.union([twoFactorDisableWithPassword, twoFactorDisableWithEmailedCode]);
export const twoFactorChallengeBody = z.object({
  challengeToken: z.string().min(1, 'Challenge token is required').max(200),
  code: twoFactorCode,
});

const backupCodes = z.array(z.string()).length(BACKUP_CODE_COUNT);

export const twoFactorEnableResponse = z.object({
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  totpUri: z.string(),
  /** The same secret in base32, for typing it in. */
  secret: z.string(),
  backupCodes,
});
/** Whether the caller has two-factor on (the account page's card reads it). */
export const twoFactorStatusResponse = z.object({ enabled: z.boolean() });
export const twoFactorVerifyResponse = z.object({ enabled: z.literal(true) });
export const twoFactorDisableResponse = z.object({ enabled: z.literal(false) });
export const twoFactorBackupCodesResponse = z.object({ backupCodes });

/** The sign-in answer when the account uses two-factor: no session yet, a challenge to answer. */
export const twoFactorChallengeResponse = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
});

/**
 * The signed-in user's two-factor settings; each change is the owner's (refused while
 * impersonating). The sign-in challenge, POST /api/auth/two-factor, is declared in auth.ts.
 */
export const twoFactorEndpoints = endpoints(
  { access: 'user', tags: ['two-factor'] },
  {
    status: {
      method: 'GET',
      path: '/api/me/two-factor',
      summary: 'Whether two-factor is on for the signed-in user',
      response: twoFactorStatusResponse,
    },
    enable: {
      method: 'POST',
      path: '/api/me/two-factor/enable',
      accountSecurity: true,
      summary: 'Start the two-factor setup: a new secret and ten backup codes (active once verified)',
      body: twoFactorConfirmBody,
      response: twoFactorEnableResponse,
    },
    verify: {
      method: 'POST',
      path: '/api/me/two-factor/verify',
      accountSecurity: true,
      summary: 'Confirm the setup with a code from the app; two-factor is on from now',
      body: twoFactorCodeBody,
      response: twoFactorVerifyResponse,
    },
    disable: {
      method: 'POST',
      path: '/api/me/two-factor/disable',
      accountSecurity: true,
      summary: 'Turn two-factor off (password, or the e-mailed code without one, and a code or backup code)',
      body: twoFactorDisableBody,
      response: twoFactorDisableResponse,
    },
    regenerateBackupCodes: {
      method: 'POST',
      path: '/api/me/two-factor/backup-codes',
      accountSecurity: true,
      summary: 'Ten new backup codes; the old ones stop working',
      body: twoFactorConfirmBody,
      response: twoFactorBackupCodesResponse,
    },
  },
);
