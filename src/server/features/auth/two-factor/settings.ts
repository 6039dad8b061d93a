/**
 * The signed-in user's two-factor settings: enable (a pending secret and backup codes), verify
 * (the first code turns it on), disable, and new backup codes. Each change is logged; enabling
 * also e-mails the user, so an unexpected change is noticed.
 */

import { AppError } from '../../../http/errors.ts';
import type { RequestMeta, SecurityLog } from '../../../http/security-log.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { assertPassword } from './password-check.ts';
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
}

export interface Caller {
  id: string;
  email: string;
  name: string;
}

const alreadyEnabled = () => new AppError('CONFLICT', 'Two-factor authentication is already enabled');
const notEnabled = () => new AppError('CONFLICT', 'Two-factor authentication is not enabled');

async function logFailure(deps: TwoFactorDeps, user: Caller, reason: string, meta: RequestMeta) {
  await deps.securityLog.write({
    eventType: 'two_factor_failed',
    description: `Wrong two-factor code from ${user.email} (${reason})`,
    userId: user.id,
    success: false,
    metadata: { reason },
    meta,
  });
}

export async function enableTwoFactor(deps: TwoFactorDeps, user: Caller, password: string) {
  await assertPassword(deps.db, user.id, password);
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
  if (!state) throw new AppError('CONFLICT', 'Start the setup first (POST /api/me/two-factor/enable)');
  if (state.enabled) throw alreadyEnabled();
  if (!verifyTotp(state.secret, code)) {
    await logFailure(deps, user, 'setup', meta);
    throw new AppError('BAD_REQUEST', 'Invalid code');
  }
  await markEnabled(deps.db, user.id);
  await deps.securityLog.write({
    eventType: 'two_factor_enabled',
    description: `${user.email} enabled two-factor authentication`,
    userId: user.id,
    meta,
  });
  await deps.mailer.sendTemplate('two_factor_enabled', user.email, {
    name: user.name,
    url: `${deps.baseUrl}/account/security`,
  });
  return { enabled: true as const };
}

export async function disableTwoFactor(
  deps: TwoFactorDeps,
  user: Caller,
  body: { password: string; code: string },
  meta: RequestMeta,
) {
  await assertPassword(deps.db, user.id, body.password);
  const state = await findTwoFactor(deps, user.id);
  if (!state?.enabled) throw notEnabled();
  const valid = isTotpCode(body.code)
    ? verifyTotp(state.secret, body.code)
    : await consumeBackupCode(deps.db, user.id, body.code);
  if (!valid) {
    await logFailure(deps, user, 'disable', meta);
    throw new AppError('BAD_REQUEST', 'Invalid code');
  }
  await removeTwoFactor(deps.db, user.id);
  await deps.securityLog.write({
    eventType: 'two_factor_disabled',
    description: `${user.email} disabled two-factor authentication`,
    userId: user.id,
    meta,
  });
  return { enabled: false as const };
}

export async function regenerateBackupCodes(deps: TwoFactorDeps, user: Caller, password: string) {
  await assertPassword(deps.db, user.id, password);
  if (!(await findTwoFactor(deps, user.id))?.enabled) throw notEnabled();
  return { backupCodes: await replaceBackupCodes(deps.db, user.id) };
}
