/** The signed-in user's subscription, and the way to pay (checkout) or manage it (portal). */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CheckoutBody, PortalBody } from '../../../shared/contracts/billing.ts';
import { AppError } from '../../core/errors.ts';
import { subscriptions } from '../../db/schema.ts';
import { currentSubscription, LIVE_STATUSES } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { payablePlan } from './plans.ts';

export async function getSubscription({ db }: BillingDeps, userId: string) {
  return { subscription: await currentSubscription(db, userId) };
}

/**
 * A URL where the user pays, for themself or (`organizationId`, owner or admin only) for an
 * organization; 409 while a subscription of the same payer is live.
 */
export async function startCheckout(
  { db, provider, organizationPayers }: BillingDeps,
  user: { id: string; email: string; name: string },
  body: CheckoutBody,
) {
  // Checkout takes only the current provider's price ids.
  const plan = await payablePlan(db, body, {
    stripe: provider.kind === 'stripe',
    local: provider.kind === 'local',
  });
  const { organizationId } = body;
  if (organizationId) await organizationPayers.requirePayer(db, organizationId, user.id);
  const payer = organizationId
    ? eq(subscriptions.organizationId, organizationId)
    : and(eq(subscriptions.userId, user.id), isNull(subscriptions.organizationId));
  const [live] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(payer, inArray(subscriptions.status, LIVE_STATUSES)))
    .limit(1);
  if (live)
    throw new AppError(
      'CONFLICT',
      organizationId
        ? 'This organization already has a subscription: change or cancel it in the billing portal'
        : 'You already have a subscription: change or cancel it in the billing portal',
      { apiCode: 'already_subscribed' },
    );
  return provider.createCheckout({
    user,
    plan,
    billingCycle: body.billingCycle,
    priceId: body.priceId,
    organizationId,
  });
}

export async function openPortal(
  { db, provider, organizationPayers }: BillingDeps,
  user: { id: string },
  body?: PortalBody,
) {
  const organizationId = body?.organizationId;
  if (organizationId) await organizationPayers.requirePayer(db, organizationId, user.id);
  return provider.createPortal(user, organizationId);
}
