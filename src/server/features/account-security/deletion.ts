/**
 * DELETE /api/me: the account and everything personal about it go (personal-data.ts, then the
 * user row, whose foreign keys cascade to sessions, sign-in methods, subscriptions and likes); a
 * live subscription is cancelled at the provider first; uploaded files are removed from storage;
 * security-log entries stay without the person; a confirmation goes to the old address.
 * Confirmed with the password, or for accounts without one with a code e-mailed just before.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DeleteAccountBody } from '../../../shared/contracts/account-security.ts';
import { DELETION_CODE_LENGTH } from '../../../shared/contracts/account-security.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { RequestSession } from '../../core/session.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertPassword, passwordHashOf } from './credentials.ts';
import { deletionBlockers } from './deletion-blockers.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { DELETED_USER, dataSubjectOf, PERSONAL_DATA, uploadKeysOf } from './personal-data.ts';
import { dropSecrets, newCode, storeSecret, takeSecret } from './tokens.ts';

const CODE_PURPOSE = 'account-deletion';
const CODE_TTL_MS = 15 * 60 * 1000;
/** Subscription states the provider would still bill. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/** POST /api/me/deletion-code: for an account without a password, a fresh code by e-mail. */
export async function sendDeletionCode(deps: AccountSecurityDeps, session: RequestSession) {
  const { user } = session;
  if (await passwordHashOf(deps.db, user.id))
    throw new AppError('CONFLICT', 'Your account has a password: confirm the deletion with it', {
      apiCode: 'has_password',
    });
  // Only the newest code works.
  await dropSecrets(deps.db, CODE_PURPOSE, user.id);
  const code = newCode(DELETION_CODE_LENGTH);
  await storeSecret(deps.db, { purpose: CODE_PURPOSE, secret: code, value: user.id, ttlMs: CODE_TTL_MS });
  await deps.mailer.sendTemplate('account_deletion_code', user.email, { name: user.name, code });
  return {
    success: true as const,
    message: 'We sent a code to your e-mail address. It is valid for 15 minutes.',
  };
}

async function assertConfirmed(deps: AccountSecurityDeps, userId: string, body: DeleteAccountBody) {
  if ('password' in body) return assertPassword(deps.db, userId, body.password);
  if (await passwordHashOf(deps.db, userId))
    throw new AppError('BAD_REQUEST', 'Your account has a password: confirm the deletion with it', {
      apiCode: 'has_password',
    });
  const owner = await takeSecret(deps.db, CODE_PURPOSE, body.code);
  if (owner !== userId)
    throw new AppError('BAD_REQUEST', 'The code is not correct or has expired', { apiCode: 'code_invalid' });
}

async function cancelLiveSubscriptions(deps: AccountSecurityDeps, userId: string) {
  const live = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE_STATUSES)));
  // Before anything is deleted: if the provider cannot be reached, the account stays as it was.
  for (const subscription of live) await deps.cancelSubscription(subscription.id);
  return live.length;
}

export async function deleteAccount(
  deps: AccountSecurityDeps,
  session: RequestSession,
  body: DeleteAccountBody,
  meta: RequestMeta,
  log: FastifyBaseLogger,
) {
  const { user } = session;
  await assertConfirmed(deps, user.id, body);
  for (const blocker of deletionBlockers) {
    const blocked = await blocker(deps.db, user);
    if (blocked) throw new AppError('CONFLICT', blocked.message, { apiCode: blocked.code });
  }
  const cancelled = await cancelLiveSubscriptions(deps, user.id);
  const fileKeys = await uploadKeysOf(deps.db, user.id);
  const subject = await dataSubjectOf(deps.db, user);

  await inTransaction(deps.db, async (tx) => {
    for (const table of PERSONAL_DATA) await table.erase?.(tx, subject);
    await tx.delete(users).where(eq(users.id, user.id));
    await deps.securityLog.write(
      {
        eventType: 'account_deleted',
        description: `A ${DELETED_USER} deleted their account`,
        userId: null,
        // The id is a random pseudonym: it ties the kept entries together without naming anyone.
        metadata: {
          deletedUser: true,
          deletedUserId: user.id,
          cancelledSubscriptions: cancelled,
          files: fileKeys.length,
        },
        meta,
      },
      tx,
    );
  });
  // The rows cascaded; this also drops anything the auth library keeps about the sessions elsewhere.
  const context = await deps.auth.$context;
  await context.internalAdapter.deleteUserSessions(user.id);
  for (const key of fileKeys) {
    await deps.storage
      .delete(key)
      .catch((error: unknown) => log.error({ err: error, key }, 'could not delete a deleted account’s file'));
  }
  await deps.mailer.sendTemplate(
    'account_deleted',
    user.email,
    { name: user.name },
    user.locale ?? undefined,
  );
  return { success: true as const };
}
