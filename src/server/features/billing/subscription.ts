/** The signed-in user's subscription, and the way to pay (checkout) or manage it (portal). */
import { and, eq, inArray } from 'drizzle-orm';
import type { CheckoutBody } from '../../../shared/contracts/billing.ts';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { currentSubscription, LIVE_STATUSES } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';
import { payablePlan } from './plans.ts';

export async function getSubscription({ db }: BillingDeps, userId: string) {
  return { subscription: await currentSubscription(db, userId) };
}

/** A URL where the user pays; 409 while one of their subscriptions is live. */
export async function startCheckout(
  { db, provider }: BillingDeps,
  user: { id: string; email: string; name: string },
  body: CheckoutBody,
) {
  // Checkout takes only the current provider's price ids.
  const plan = await payablePlan(db, body, {
    stripe: provider.kind === 'stripe',
    local: provider.kind === 'local',
  });
  const [live] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, LIVE_STATUSES)))
    .limit(1);
  if (live)
    throw new AppError(
      'CONFLICT',
      'You already have a subscription: change or cancel it in the billing portal',
    );
  return provider.createCheckout({ user, plan, billingCycle: body.billingCycle, priceId: body.priceId });
}

export function openPortal({ provider }: BillingDeps, user: { id: string }) {
  return provider.createPortal(user);
}
