/**
 * DELETE /api/me: the account and everything personal about it go (personal-data.ts, then the
 * user row, whose foreign keys cascade to sessions, sign-in methods, subscriptions and likes); a
 * live subscription is cancelled at the provider first; uploaded files are removed from storage;
 * security-log entries stay without the person; a confirmation goes to the old address.
 * Confirmed with the password, or for accounts without one with a code e-mailed just before
 * (confirmation-code.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DeleteAccountBody } from '../../../shared/contracts/account-security.ts';
import { bumpContentVersion } from '../../content/content-version.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { RequestSession } from '../../core/session.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { assertConfirmed, sendConfirmationCode } from './confirmation-code.ts';
import { deletionBlockers } from './deletion-blockers.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { DELETED_USER, dataSubjectOf, PERSONAL_DATA, uploadKeysOf } from './personal-data.ts';

/** Subscription states the provider would still bill. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/** POST /api/me/deletion-code: the confirmation code, in an e-mail that speaks of deletion. */
export function sendDeletionCode(deps: AccountSecurityDeps, session: RequestSession) {
  return sendConfirmationCode(deps, session, 'account_deletion_code');
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
  await assertConfirmed(deps.db, user.id, body);
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
    // Public pages may have shown the account: its published testimonials go (personal-data.ts),
    // its posts lose their author. Deletions are rare: the content version moves for every one.
    await bumpContentVersion(tx);
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
