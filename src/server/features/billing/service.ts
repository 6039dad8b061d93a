/**
 * Billing: the plans (public and admin), checkout and portal through the configured
 * PaymentProvider, the user's subscription, and Stripe's webhook. Subscription state is only ever
 * written by subscription-events.ts.
 */
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import Stripe from 'stripe';
import type { CheckoutBody, PlanUpdateBody } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type SubscriptionPlan, subscriptionPlans, subscriptions } from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { AppError, orNotFound } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import { currentSubscription, LIVE_STATUSES } from './current-subscription.ts';
import { allPlans, amountOf, planForPriceId, toAdminPlan, toPublicPlan } from './plans.ts';
import type { PaymentProvider } from './provider.ts';
import { isStripeError, providerUnavailable } from './stripe-provider.ts';
import type { PrefetchedSubscription, SubscriptionEvents } from './subscription-events.ts';
import { isHandled, type ProviderEvent, parseProviderEvent } from './webhook-event.ts';

/** Stripe's default: a signature older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  events: SubscriptionEvents;
  runAdminAction: AdminActionRunner;
  webhookSecret: string | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createBillingService(deps: BillingDeps) {
  const { db, provider, events, runAdminAction, webhookSecret } = deps;

  const publicPlans = async () =>
    (
      await db
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.active, true), eq(subscriptionPlans.visible, true)))
        .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id))
    ).map((plan) => toPublicPlan(plan, provider.kind));

  async function assertPriceIdsFree(tx: Db, planId: number, ids: Array<string | null | undefined>) {
    for (const id of ids) {
      if (!id) continue;
      const [taken] = await tx
        .select({ name: subscriptionPlans.name })
        .from(subscriptionPlans)
        .where(
          and(
            ne(subscriptionPlans.id, planId),
            or(eq(subscriptionPlans.stripePriceIdMonthly, id), eq(subscriptionPlans.stripePriceIdYearly, id)),
          ),
        );
      if (taken)
        throw new AppError('CONFLICT', `The price id ${id} is already used by the ${taken.name} plan`);
    }
  }

  /** The signed event, checked against the shapes we handle (400 for either failure). */
  function verifiedEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!webhookSecret)
      throw new AppError('BAD_REQUEST', 'Webhooks are not configured: STRIPE_WEBHOOK_SECRET is not set');
    if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
    let payload: unknown;
    try {
      payload = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
    }
    return parseProviderEvent(payload);
  }

  return {
    provider: provider.kind,

    async listPlans() {
      return { provider: provider.kind, plans: await publicPlans() };
    },

    publicPlans,

    async adminPlans() {
      return { plans: (await allPlans(db)).map(toAdminPlan) };
    },

    updatePlan(actor: AdminActor, meta: RequestMeta, planId: number, body: PlanUpdateBody) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const [plan] = await tx
          .select()
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.id, planId))
          .for('update');
        const before = orNotFound(plan, 'Plan');
        const monthly =
          body.stripePriceIdMonthly === undefined ? before.stripePriceIdMonthly : body.stripePriceIdMonthly;
        const yearly =
          body.stripePriceIdYearly === undefined ? before.stripePriceIdYearly : body.stripePriceIdYearly;
        if (monthly && monthly === yearly)
          throw new AppError('BAD_REQUEST', 'The monthly and yearly price ids must differ');
        await assertPriceIdsFree(tx, planId, [body.stripePriceIdMonthly, body.stripePriceIdYearly]);

        const changes: Record<string, { before: unknown; after: unknown }> = {};
        const set: Partial<SubscriptionPlan> = {};
        for (const [key, after] of Object.entries(body) as Array<[keyof PlanUpdateBody, unknown]>) {
          if (after === undefined || same(before[key], after)) continue;
          changes[key] = { before: before[key], after };
          (set as Record<string, unknown>)[key] = after;
        }
        const [updated] =
          Object.keys(set).length > 0
            ? await tx
                .update(subscriptionPlans)
                .set(set)
                .where(eq(subscriptionPlans.id, planId))
                .returning()
                .catch((error: unknown) => {
                  // The check above cannot see a concurrent edit giving another plan the same price
                  // id before it commits; the unique index then refuses ours: the same 409.
                  if (isUniqueViolation(error))
                    throw new AppError('CONFLICT', 'A price id is already used by another plan');
                  throw error;
                })
            : [before];
        return {
          result: { plan: toAdminPlan(updated!) },
          event: {
            eventType: 'config_changed',
            description: `${actor.email} updated the ${before.name} plan${Object.keys(changes).length > 0 ? `: ${Object.keys(changes).join(', ')}` : ' (no change)'}`,
            metadata: { planId, planSlug: before.slug, changes },
          },
        };
      });
    },

    async syncPlans(actor: AdminActor, meta: RequestMeta) {
      if (provider.kind !== 'stripe')
        throw new AppError(
          'BAD_REQUEST',
          'Stripe is not configured (STRIPE_SECRET_KEY is not set): the local provider needs no sync',
        );
      const { synced, error } = await provider.syncPlans(await allPlans(db));
      const report = synced.map((entry) => entry.report);
      // What Stripe now holds is stored even when a later plan failed, so the next run reuses it.
      if (synced.length > 0 || !error) {
        await runAdminAction({ actor, meta }, async (tx) => {
          for (const entry of synced) {
            await tx
              .update(subscriptionPlans)
              .set({
                stripeProductId: entry.productId,
                stripePriceIdMonthly: entry.priceIdMonthly,
                stripePriceIdYearly: entry.priceIdYearly,
              })
              .where(eq(subscriptionPlans.id, entry.planId));
          }
          return {
            result: null,
            event: {
              eventType: 'config_changed',
              description: `${actor.email} synced the plans to Stripe${error ? ' (interrupted by an error)' : ''}`,
              metadata: { action: 'stripe_sync', report, complete: !error },
            },
          };
        });
      }
      if (error) throw isStripeError(error) ? providerUnavailable(error) : error;
      return { plans: (await allPlans(db)).map(toAdminPlan), report };
    },

    async verify() {
      const checks = await provider.verify(await allPlans(db));
      return { provider: provider.kind, ok: checks.every((check) => check.ok), checks };
    },

    async subscription(userId: string) {
      return { subscription: await currentSubscription(db, userId) };
    },

    async checkout(user: { id: string; email: string; name: string }, body: CheckoutBody) {
      const found = await planForPriceId(db, body.priceId, {
        stripe: provider.kind === 'stripe',
        local: provider.kind === 'local',
      });
      if (!found?.plan.active || amountOf(found.plan, found.billingCycle) <= 0)
        throw new AppError('BAD_REQUEST', 'Unknown price');
      if (found.billingCycle !== body.billingCycle)
        throw new AppError('BAD_REQUEST', 'The price does not match the billing cycle');
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
      return provider.createCheckout({
        user,
        plan: found.plan,
        billingCycle: body.billingCycle,
        priceId: body.priceId,
      });
    },

    portal(user: { id: string }) {
      return provider.createPortal(user);
    },

    /** Verifies, then applies the event once (a replay is acknowledged and changes nothing). */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, meta: RequestMeta) {
      const event = verifiedEvent(rawBody, signature);
      if (await events.isKnown(event.id)) return { received: true as const, duplicate: true };
      // The session names its subscription by id: fetch it before the transaction, not inside.
      let prefetched: PrefetchedSubscription | null = null;
      if (isHandled(event) && event.type === 'checkout.session.completed') {
        const subscriptionId = event.data.object.subscription;
        if (typeof subscriptionId === 'string') {
          // The state returned is at least as recent as the start of the call: it is stamped so.
          const fetchedAt = Math.floor(Date.now() / 1000);
          const subscription = await provider.retrieveSubscription(subscriptionId);
          if (subscription) prefetched = { subscription, fetchedAt };
        }
      }
      const { duplicate } = await events.process(event, meta, prefetched);
      return { received: true as const, duplicate };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
