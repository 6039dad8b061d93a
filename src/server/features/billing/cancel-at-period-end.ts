/**
 * POST /api/subscription/cancel and /resume: the payer's live subscription cancelled at its
 * period's end, or that undone before then. The provider is told first (Stripe: a network call,
 * outside any transaction); its answer (or, locally, the stored state with the flag changed)
 * becomes the customer.subscription.updated event Stripe sends, applied like any event: the row,
 * the "canceled" e-mail and the subscription_updated entry follow as on every path.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CancelBody } from '../../../shared/contracts/billing.ts';
import { AppError, orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { subscriptions } from '../../db/schema.ts';
import { organizationSubscription, subscriptionById } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { newId, stateOf, subscriptionObject } from './local-state.ts';
import { dropScheduledChange, scheduledChangeOf } from './scheduled-changes.ts';
import { processEvent } from './subscription-events.ts';

/** A subscription that can still be cancelled or resumed: it has not ended and is paid for. */
const CANCELLABLE = ['trialing', 'active', 'past_due'];

export async function setCancelAtPeriodEnd(
  deps: BillingDeps,
  userId: string,
  body: CancelBody,
  cancel: boolean,
  meta: RequestMeta,
) {
  const organizationId = body?.organizationId;
  if (organizationId) await deps.organizationPayers.requirePayer(deps.db, organizationId, userId);
  const owner = organizationId
    ? eq(subscriptions.organizationId, organizationId)
    : and(eq(subscriptions.userId, userId), isNull(subscriptions.organizationId));
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(owner, inArray(subscriptions.status, CANCELLABLE)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', 'You have no active subscription');

  // A subscription that ends has no plan change ahead (and Stripe takes no cancellation of a
  // subscription its schedule runs): a scheduled change is dropped first.
  if (cancel) {
    const scheduled = await scheduledChangeOf(deps.db, row.id);
    if (scheduled?.stripeScheduleId) await deps.provider.releaseSchedule(scheduled.stripeScheduleId);
    if (scheduled) await dropScheduledChange(deps.db, row.id);
  }
  if (row.cancelAtPeriodEnd !== cancel) {
    // The state is at least as recent as the call's start (an older event arriving later is ignored).
    const startedAt = await deps.provider.now();
    const state =
      (await deps.provider.setCancelAtPeriodEnd(row.id, cancel)) ??
      subscriptionObject({ ...stateOf(row), cancelAtPeriodEnd: cancel }, startedAt);
    await processEvent(
      deps,
      {
        id: newId(cancel ? 'evt_cancel' : 'evt_resume'),
        type: 'customer.subscription.updated',
        created: Math.floor(startedAt.getTime() / 1000),
        data: { object: state },
      },
      meta,
    );
    if (body?.reason)
      deps.log.info(
        { subscriptionId: row.id, cancel, reason: body.reason },
        'subscription cancellation reason',
      );
  }
  const subscription = organizationId
    ? await organizationSubscription(deps.db, organizationId)
    : await subscriptionById(deps.db, row.id);
  return { subscription: orNotFound(subscription, 'Subscription') };
}
