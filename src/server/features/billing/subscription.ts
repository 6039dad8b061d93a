/** The signed-in user's subscription, and the way to pay (checkout) or manage it (portal). */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CheckoutBody, PortalBody } from '../../../shared/contracts/billing.ts';
import { AppError } from '../../core/errors.ts';
import { subscriptions } from '../../db/schema.ts';
import { currentSubscription, OPEN_STATUSES } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { payablePlan } from './plans.ts';
import { couponForCheckout } from './promotion-codes.ts';
import { seatsForCheckout } from './seats.ts';
import { trialDaysFor } from './trials.ts';

export async function getSubscription({ db }: BillingDeps, userId: string) {
  return { subscription: await currentSubscription(db, userId) };
}

/**
 * A URL where the user pays, for themself or (`organizationId`, owner or admin only) for an
 * organization, with the coupon of `promotionCode` (400 saying why when it does not apply); 409
 * while a subscription of the same payer is live.
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
    .where(and(payer, inArray(subscriptions.status, OPEN_STATUSES)))
    .limit(1);
  if (live)
    throw new AppError(
      'CONFLICT',
      organizationId
        ? 'This organization already has a subscription: change or cancel it in the billing portal'
        : 'You already have a subscription: change or cancel it in the billing portal',
      { apiCode: 'already_subscribed' },
    );
  const coupon = body.promotionCode
    ? await couponForCheckout(db, body.promotionCode, {
        plan,
        payer: { userId: user.id, organizationId },
        now: await provider.now(),
        stripe: provider.kind === 'stripe',
      })
    : null;
  return provider.createCheckout({
    user,
    plan,
    billingCycle: body.billingCycle,
    priceId: body.priceId,
    organizationId,
    trialDays: await trialDaysFor(db, plan, { userId: user.id, organizationId }),
    seats: await seatsForCheckout(db, plan, { organizationId }, body.seats),
    coupon,
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
