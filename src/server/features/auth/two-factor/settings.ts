/**
 * The signed-in user's two-factor settings: enable (a pending secret and backup codes), verify
 * (the first code turns it on), disable, and new backup codes. Each change is logged; enabling
 * also e-mails the user, so an unexpected change is noticed.
 */

import { AppError } from '../../../core/errors.ts';
import type { RequestMeta, SecurityLog } from '../../../core/security-log.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { assertConfirmed, type Confirmation, type EmailedCodeCheck } from './password-check.ts';
import {
  consumeBackupCode,
  findTwoFactor,
  markEnabled,
  removeTwoFactor,
  replaceBackupCodes,
  savePendingSecret,
  type TwoFactorStoreDeps,
} from './store.ts';
import { isTotpCode, newTotpSecret, totpUri, verifyTotp } from './totp.ts';

export interface TwoFactorDeps extends TwoFactorStoreDeps {
  securityLog: SecurityLog;
  mailer: Mailer;
  baseUrl: string;
  /** The e-mailed code that confirms a change for an account without a password. */
  assertEmailedCode: EmailedCodeCheck;
}

export interface Caller {
  id: string;
  email: string;
  name: string;
}

const alreadyEnabled = () =>
  new AppError('CONFLICT', 'Two-factor authentication is already enabled', {
    apiCode: 'two_factor_already_enabled',
  });
const notEnabled = () =>
  new AppError('CONFLICT', 'Two-factor authentication is not enabled', { apiCode: 'two_factor_not_enabled' });

/** A wrong code: written to the security log as a failure, then refused. */
async function refuseWrongCode(
  deps: TwoFactorDeps,
  user: Caller,
  reason: 'setup' | 'disable',
  meta: RequestMeta,
): Promise<never> {
  await deps.securityLog.write({
    eventType: 'two_factor_failed',
    description: `Wrong two-factor code from ${user.email} (${reason})`,
    userId: user.id,
    success: false,
    metadata: { reason },
    meta,
  });
  throw new AppError('BAD_REQUEST', 'Invalid code', { apiCode: 'code_invalid' });
}

function logSwitched(deps: TwoFactorDeps, user: Caller, state: 'enabled' | 'disabled', meta: RequestMeta) {
  return deps.securityLog.write({
    eventType: `two_factor_${state}`,
    description: `${user.email} ${state} two-factor authentication`,
    userId: user.id,
    meta,
  });
}

export async function enableTwoFactor(deps: TwoFactorDeps, user: Caller, confirmation: Confirmation) {
  await assertConfirmed(deps, user.id, confirmation);
  if ((await findTwoFactor(deps, user.id))?.enabled) throw alreadyEnabled();
  const secret = newTotpSecret();
  await savePendingSecret(deps, user.id, secret);
  const backupCodes = await replaceBackupCodes(deps.db, user.id);
  return { totpUri: totpUri(secret, user.email), secret, backupCodes };
}

export async function verifyTwoFactorSetup(
  deps: TwoFactorDeps,
  user: Caller,
  code: string,
  meta: RequestMeta,
) {
  const state = await findTwoFactor(deps, user.id);
  if (!state)
    throw new AppError('CONFLICT', 'Start the setup first (POST /api/me/two-factor/enable)', {
      apiCode: 'two_factor_not_enabled',
    });
  if (state.enabled) throw alreadyEnabled();
  if (!verifyTotp(state.secret, code)) await refuseWrongCode(deps, user, 'setup', meta);
  await markEnabled(deps.db, user.id);
  await logSwitched(deps, user, 'enabled', meta);
  await deps.mailer.sendTemplate('two_factor_enabled', user.email, {
    name: user.name,
    url: `${deps.baseUrl}/account/security`,
  });
  return { enabled: true as const };
}

export async function disableTwoFactor(
  deps: TwoFactorDeps,
  user: Caller,
  body: ({ password: string } | { emailCode: string }) & { code: string },
  meta: RequestMeta,
) {
  await assertConfirmed(
    deps,
    user.id,
    'password' in body ? { password: body.password } : { code: body.emailCode },
  );
  const state = await findTwoFactor(deps, user.id);
  if (!state?.enabled) throw notEnabled();
  const valid = isTotpCode(body.code)
    ? verifyTotp(state.secret, body.code)
    : await consumeBackupCode(deps.db, user.id, body.code);
  if (!valid) await refuseWrongCode(deps, user, 'disable', meta);
  await removeTwoFactor(deps.db, user.id);
  await logSwitched(deps, user, 'disabled', meta);
  return { enabled: false as const };
}

export async function regenerateBackupCodes(deps: TwoFactorDeps, user: Caller, confirmation: Confirmation) {
  await assertConfirmed(deps, user.id, confirmation);
  if (!(await findTwoFactor(deps, user.id))?.enabled) throw notEnabled();
  return { backupCodes: await replaceBackupCodes(deps.db, user.id) };
}
