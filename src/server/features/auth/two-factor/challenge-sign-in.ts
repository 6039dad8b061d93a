/**
 * POST /api/auth/two-factor: the second step of a sign-in. A TOTP code or an unused backup code
 * answers the challenge; the session starts then, through the same finish as every way in.
 */
import { AppError } from '../../../core/errors.ts';
import type { RequestMeta } from '../../../core/security-log.ts';
import { banMessage } from '../better-auth.ts';
import { apiErrorCode } from '../deps.ts';
import { recordSignIn, type SignInMethod } from '../finish-sign-in.ts';
import { beginAttempt, CHALLENGE_MAX_ATTEMPTS, deleteChallenge } from './challenges.ts';
import type { TwoFactorDeps } from './settings.ts';
import { claimTotpStep, consumeBackupCode, findTwoFactor, findUser } from './store.ts';
import { isTotpCode, totpStep } from './totp.ts';

const DEAD_CHALLENGE = 'The sign-in has expired or had too many attempts; please sign in again';

export async function answerChallenge(
  deps: TwoFactorDeps,
  body: { challengeToken: string; code: string },
  headers: Headers,
  meta: RequestMeta,
) {
  const challenge = await beginAttempt(deps.db, body.challengeToken);
  if (!challenge) throw new AppError('UNAUTHORIZED', DEAD_CHALLENGE, { apiCode: 'sign_in_expired' });
  const user = await findUser(deps.db, challenge.userId);
  const state = await findTwoFactor(deps, challenge.userId);
  if (!user || !state?.enabled) {
    // Two-factor was turned off (or the account deleted) since the challenge: sign in again.
    await deleteChallenge(deps.db, challenge.id);
    throw new AppError('UNAUTHORIZED', DEAD_CHALLENGE, { apiCode: 'sign_in_expired' });
  }

  const byBackupCode = !isTotpCode(body.code);
  const valid = byBackupCode
    ? await consumeBackupCode(deps.db, user.id, body.code)
    : await claimTotpCode(deps, user.id, state.secret, body.code);
  if (!valid) {
    const attemptsLeft = CHALLENGE_MAX_ATTEMPTS - challenge.attempts;
    await deps.securityLog.write({
      eventType: 'two_factor_failed',
      description: `Wrong two-factor code at sign-in for ${user.email} (${attemptsLeft} attempts left)`,
      userId: user.id,
      success: false,
      metadata: {
        reason: 'sign_in',
        attempt: challenge.attempts,
        kind: byBackupCode ? 'backup_code' : 'totp',
      },
      meta,
    });
    if (attemptsLeft <= 0) {
      await deleteChallenge(deps.db, challenge.id);
      throw new AppError('UNAUTHORIZED', DEAD_CHALLENGE, { apiCode: 'sign_in_expired' });
    }
    throw new AppError('UNAUTHORIZED', 'Invalid code', { apiCode: 'code_invalid' });
  }

  // One challenge, one session: a second request with the same token finds nothing.
  await deleteChallenge(deps.db, challenge.id);
  if (byBackupCode) {
    await deps.securityLog.write({
      eventType: 'backup_code_used',
      description: `${user.email} signed in with a backup code`,
      userId: user.id,
      meta,
    });
  }
  const { headers: sessionHeaders, response } = await deps.auth.api
    .startTwoFactorSession({ body: { userId: user.id }, headers, returnHeaders: true })
    .catch((error: unknown) => {
      // Banned between the password and the code: refused as at the first step.
      if (apiErrorCode(error) === 'BANNED_USER')
        throw new AppError('FORBIDDEN', banMessage(user), { apiCode: 'account_banned' });
      throw error;
    });
  return recordSignIn(
    deps,
    { headers: sessionHeaders, user: { ...response.user, role: user.role } },
    challenge.method as SignInMethod,
    meta,
    { twoFactor: byBackupCode ? 'backup_code' : 'totp' },
  );
}

/** A TOTP code is good once: its step must be later than the last one used to sign in. */
async function claimTotpCode(deps: TwoFactorDeps, userId: string, secret: string, code: string) {
  const step = totpStep(secret, code);
  return step !== null && (await claimTotpStep(deps.db, userId, step));
}
