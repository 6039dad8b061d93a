/**
 * POST /api/admin/subscriptions/{id}/cancel: an admin ends a user's or an organization's
 * subscription now (e.g. so that the organization, or the account, can be deleted at once). The
 * provider is told first; the canceled state and the admin's entry then commit together.
 */
import type { AdminActor } from '../../core/admin-action.ts';
import { orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { subscriptionById } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { endAtProvider, endableSubscription } from './end-now.ts';
import { applyEvent, sendMails } from './subscription-events.ts';

export async function adminCancelSubscription(
  deps: BillingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: string,
) {
  const row = await endableSubscription(deps.db, id);
  const ended = await endAtProvider(deps, row);
  const payer = row.organizationId ? `organization ${row.organizationId}` : `user ${row.userId}`;
  const mails = await deps.runAdminAction({ actor, meta }, async (tx) => ({
    result: (await applyEvent(deps, tx, ended, meta)).mails,
    event: {
      eventType: 'subscription_updated',
      userId: row.userId,
      description: `Subscription ${id} of ${payer} canceled now by admin ${actor.email}`,
      metadata: {
        subscriptionId: id,
        organizationId: row.organizationId,
        previousStatus: row.status,
        byAdmin: true,
      },
    },
  }));
  await sendMails(deps, mails);
  return { subscription: orNotFound(await subscriptionById(deps.db, id), 'Subscription') };
}
