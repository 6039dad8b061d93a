/** Forgotten passwords: the e-mailed reset link (no account enumeration) and setting the new password. */
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { verifications } from '../../db/schema.ts';
import { type AccountDeps, findUserByEmail } from './deps.ts';

/**
 * forgot-password answers no sooner than this, account or not: for a known address better-auth
 * stores a token and we queue an e-mail (tens of milliseconds), which would otherwise tell who has
 * an account. better-auth pads resend-verification the same way (500 ms).
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

export async function forgotPassword(
  { db, auth, securityLog }: AccountDeps,
  email: string,
  meta: RequestMeta,
) {
  const started = performance.now();
  const known = await findUserByEmail(db, email);
  await auth.api.requestPasswordReset({ body: { email } });
  await securityLog.write({
    eventType: 'password_reset_requested',
    description: `Password reset requested for ${email}`,
    userId: known?.id ?? null,
    success: Boolean(known),
    metadata: { email, accountExists: Boolean(known) },
    meta,
  });
  const remaining = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  return {
    success: true as const,
    message: 'If an account exists for this e-mail, a reset link is on its way.',
  };
}

export async function resetPassword(
  { db, auth, securityLog }: AccountDeps,
  token: string,
  password: string,
  meta: RequestMeta,
) {
  const [pending] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (isAPIError(error))
      throw new AppError('BAD_REQUEST', 'This reset link is invalid or has expired', {
        apiCode: 'link_invalid',
      });
    throw error;
  }
  await securityLog.write({
    eventType: 'password_reset',
    description: 'Password was reset with an e-mailed link; other sessions were signed out',
    userId: pending?.userId ?? null,
    meta,
  });
  return {
    success: true as const,
    message: 'Your password has been changed. Sign in with the new password.',
  };
}
