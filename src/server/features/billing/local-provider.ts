/**
 * The local payment provider (no STRIPE_SECRET_KEY): checkout and the billing portal are pages of
 * this service (local-checkout.ts, local-portal.ts), and every action there becomes the
 * Stripe-shaped event Stripe would have sent, applied like a webhook's. So the whole subscription
 * flow, its e-mails and security entries work offline.
 */

import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { localCheckoutCoupons, localCheckoutSessions } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { clockNow } from './local-clock.ts';
import { newId } from './local-state.ts';
import type { PaymentProvider } from './provider.ts';

const CHECKOUT_TTL_MS = 60 * 60 * 1000;

export function createLocalProvider(deps: {
  db: Db;
  baseUrl: string;
  webhookSecret: string | undefined;
}): PaymentProvider {
  const { db, baseUrl } = deps;
  return {
    kind: 'local',

    now: () => clockNow(db),

    // Whether the payer still gets a trial is checked again when the checkout is confirmed.
    async createCheckout({ user, plan, billingCycle, priceId, organizationId, seats, coupon }) {
      const id = newId('local_cs');
      await inTransaction(db, async (tx) => {
        await tx.insert(localCheckoutSessions).values({
          id,
          userId: user.id,
          planId: plan.id,
          billingCycle,
          priceId,
          organizationId: organizationId ?? null,
          seats,
          expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
        });
        // As Stripe's session keeps its `discounts`: the page shows it, confirming applies it.
        if (coupon)
          await tx.insert(localCheckoutCoupons).values({ checkoutSessionId: id, couponId: coupon.id });
      });
      return { url: `${baseUrl}/billing/checkout/${id}` };
    },

    async createPortal(_user, organizationId) {
      return {
        url: `${baseUrl}/billing/portal${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ''}`,
      };
    },

    async retrieveSubscription() {
      return null;
    },

    async syncPlans() {
      throw new AppError(
        'BAD_REQUEST',
        'Stripe is not configured (STRIPE_SECRET_KEY is not set): nothing to sync',
      );
    },

    // The local provider's subscriptions live only in our tables: there is no one else to tell.
    async cancelSubscriptionNow() {
      return null;
    },

    async setCancelAtPeriodEnd() {
      return null;
    },

    // Plan changes are charged and applied by plan-changes.ts and the clock's renewals.
    async changePrice() {
      return null;
    },
    async scheduleChange() {
      return null;
    },
    async releaseSchedule() {},

    // The local provider applies coupons itself (local-checkout.ts, the clock's renewals).
    async createCoupon() {
      return null;
    },

    async updateCoupon() {},

    // The local renewal invoice reads the usage table itself (local-invoice.ts): nothing to send.
    async reportMeterEvent() {},

    async verify() {
      return [
        {
          name: 'Payment provider',
          ok: true,
          message:
            'The local payment provider is in use (STRIPE_SECRET_KEY is not set): checkout and the billing portal run on this service, no payment is taken',
        },
        {
          name: 'Webhook secret',
          ok: true,
          message: deps.webhookSecret
            ? 'STRIPE_WEBHOOK_SECRET is set: Stripe-signed webhooks are accepted'
            : 'STRIPE_WEBHOOK_SECRET is not set (optional with the local provider)',
        },
      ];
    },
  };
}
