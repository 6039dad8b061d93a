/**
 * Ending a subscription now, not at the period's end: an admin's cancel, an owner's "cancel now
 * and delete", a checkout its starter may no longer complete. The provider ends it first (Stripe:
 * a network call, so outside any transaction); its canceled state then becomes the
 * customer.subscription.deleted event Stripe sends, applied like any event: the row, the payer's
 * "canceled" e-mail and the subscription_updated entry follow as in every other path.
 */
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { type Subscription, subscriptions } from '../../db/schema.ts';
import { ENDED_STATUSES } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { newId, stateOf, subscriptionObject } from './local-state.ts';
import { processEvent } from './subscription-events.ts';
import type { ProviderEvent } from './webhook-event.ts';

/** A subscription that has not ended yet: 404 unknown, 409 already over. */
export async function endableSubscription(db: Db, id: string): Promise<Subscription> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw notFound('Subscription not found');
  if (ENDED_STATUSES.includes(row.status))
    throw new AppError('CONFLICT', `This subscription has already ended (${row.status})`);
  return row;
}

/**
 * Ends `row` at the provider and returns the event describing its end, stamped with the time the
 * call started (the canceled state is at least that recent: an older event arriving later from
 * Stripe is then ignored).
 */
export async function endAtProvider(
  { provider }: Pick<BillingDeps, 'provider'>,
  row: Subscription,
  options: { prorate?: boolean } = {},
): Promise<ProviderEvent> {
  // The local provider's time is its clock's (its stored states are stamped with it).
  const startedAt = await provider.now();
  const canceled =
    (await provider.cancelSubscriptionNow(row.id, options)) ??
    subscriptionObject({ ...stateOf(row), status: 'canceled', cancelAtPeriodEnd: false }, startedAt);
  return {
    id: newId('evt_end_now'),
    type: 'customer.subscription.deleted',
    created: Math.floor(startedAt.getTime() / 1000),
    data: { object: canceled },
  };
}

/** Ends a live subscription now and applies it (its own transaction, then its e-mail). */
export async function endSubscriptionNow(deps: BillingDeps, id: string, meta: RequestMeta) {
  const row = await endableSubscription(deps.db, id);
  await processEvent(deps, await endAtProvider(deps, row), meta);
}
