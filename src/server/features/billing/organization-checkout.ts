/**
 * A checkout for an organization is paid only for someone who may still buy for it. When Stripe
 * reports the session completed, its starter must still be the organization's owner or admin.
 * Otherwise (removed or demoted since the checkout started, or the organization deleted) the
 * subscription is ended at once with the unused time credited (the organization would otherwise
 * pay, and a live subscription keeps it from being deleted), and it is logged. The local
 * provider checks the role when the payment is confirmed (local-checkout.ts).
 */
import type { RequestMeta } from '../../core/security-log.ts';
import { ENDED_STATUSES } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { organizationIdOf, userById } from './event-lookups.ts';
import type { PrefetchedSubscription } from './subscription-events.ts';
import { isHandled, type ProviderEvent } from './webhook-event.ts';

async function mayStillBuy(deps: BillingDeps, organizationId: string, starterId: string | null) {
  if (!starterId || !(await organizationIdOf(deps.db, organizationId))) return false;
  return deps.organizationPayers.mayPay(deps.db, organizationId, starterId);
}

/**
 * The subscription state to apply for a completed checkout: `fetched` as it is, or, when the
 * starter may no longer buy for the organization, the state of its cancellation (ended at Stripe
 * here, before the event's transaction).
 */
export async function endIfStarterMayNotBuy(
  deps: BillingDeps,
  event: ProviderEvent,
  fetched: PrefetchedSubscription | null,
  meta: RequestMeta,
): Promise<PrefetchedSubscription | null> {
  if (!isHandled(event) || event.type !== 'checkout.session.completed') return fetched;
  const session = event.data.object;
  const sub =
    fetched?.subscription ?? (typeof session.subscription === 'object' ? session.subscription : null);
  const organizationId = session.metadata?.organizationId ?? sub?.metadata?.organizationId;
  // Already ended (e.g. a retry of this event after the cancellation): nothing more to do.
  if (!organizationId || !sub || ENDED_STATUSES.includes(sub.status)) return fetched;
  const starterId = session.client_reference_id ?? session.metadata?.userId ?? null;
  if (await mayStillBuy(deps, organizationId, starterId)) return fetched;

  const fetchedAt = Math.floor(Date.now() / 1000);
  const canceled = await deps.provider.cancelSubscriptionNow(sub.id, { prorate: true });
  const starter = await userById(deps.db, starterId);
  const description = `Subscription ${sub.id} for organization ${organizationId} canceled at once, unused time credited: its checkout (${session.id}) was completed after ${starter?.email ?? 'its starter'} stopped being the organization's owner or admin`;
  deps.log.warn({ eventId: event.id, subscriptionId: sub.id, organizationId, starterId }, description);
  await deps.securityLog.write({
    eventType: 'subscription_updated',
    userId: starter?.id ?? null,
    description,
    metadata: {
      subscriptionId: sub.id,
      organizationId,
      checkoutSessionId: session.id,
      eventId: event.id,
      reason: 'checkout_starter_not_owner_or_admin',
    },
    meta,
  });
  return { subscription: canceled ?? { ...sub, status: 'canceled' }, fetchedAt };
}
