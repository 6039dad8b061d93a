/**
 * A payer's subscription (a user's, or an organization's through its owner or an admin): reading
 * it, checkout and the billing portal, Stripe's webhook answer, and the admin's immediate cancel.
 */
import { z } from 'zod';
import { billingCycle } from './billing-plans.ts';
import { endpoints } from './endpoint.ts';

/**
 * The statuses a subscription is stored with. Stripe's `incomplete_expired` and `paused` arrive as
 * `canceled` (neither gives access, and neither comes back without a new payment).
 */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
] as const;
export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** The user's subscription, as GET /api/subscription, GET /api/me and the admin user file show it. */
export const subscriptionView = z.object({
  id: z.string(),
  status: subscriptionStatus,
  plan: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    priceMonthly: z.number().int(),
    priceYearly: z.number().int(),
  }),
  billingCycle: billingCycle,
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: z.string().nullable(),
  /** The end of the free trial (its first charge); null without a trial. */
  trialEndsAt: z.string().nullable(),
  /** How many seats a per-seat plan is paid for; null for a flat plan. */
  seats: z.number().int().nullable(),
  /** The discount applied (coupons; null: none). */
  discount: z
    .object({
      code: z.string(),
      percentOff: z.number().nullable(),
      amountOff: z.number().int().nullable(),
      endsAt: z.string().nullable(),
    })
    .nullable(),
  /** A plan change scheduled for the period's end (null: none). */
  scheduledChange: z
    .object({
      plan: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
      billingCycle,
      effectiveAt: z.string(),
    })
    .nullable(),
  /** When a payment failed (past_due, then unpaid); null once paid. */
  pastDueSince: z.string().nullable(),
  /** Until when the plan's entitlements stay despite the failed payment; then unpaid. */
  graceEndsAt: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;
export const subscriptionResponse = z.object({ subscription: subscriptionView.nullable() });

/** Checkout and portal for an organization (its owner or an admin) instead of the user. */
export const organizationIdField = z.string().trim().min(1).max(64).optional();

/** A plan's price, for the user or an organization. */
export const planChoiceBody = z.object({
  priceId: z.string().trim().min(1, 'priceId is required').max(255),
  billingCycle,
  organizationId: organizationIdField,
});
/** A coupon's code (any case); a code that does not apply: 400 naming the reason. An empty field: none. */
export const promotionCodeField = z
  .string()
  .trim()
  .max(100)
  .transform((code) => code || undefined)
  .optional();
/** A per-seat plan's quantity: at least one per member of the organization (the default). */
export const seatsField = z.number().int().min(1).max(10_000).optional();
export const checkoutBody = planChoiceBody.extend({ promotionCode: promotionCodeField, seats: seatsField });
export type CheckoutBody = z.infer<typeof checkoutBody>;
export const urlResponse = z.object({ url: z.string() });
/** POST /api/subscription/portal: no body for the user's own, `{ organizationId }` for an organization's. */
export const portalBody = z.object({ organizationId: organizationIdField }).optional();
export type PortalBody = z.infer<typeof portalBody>;
/** The local portal page of an organization's subscription: GET /api/billing/local/portal?organizationId=. */
export const portalQuery = z.object({ organizationId: organizationIdField });

/** Cancel at the period's end, or undo that: the user's own subscription, or an organization's. */
export const cancelBody = z
  .object({
    organizationId: organizationIdField,
    /** Why (kept in the log). */
    reason: z.string().trim().max(500).optional(),
  })
  .optional();
export type CancelBody = z.infer<typeof cancelBody>;
export const currentSubscriptionResponse = z.object({ subscription: subscriptionView });

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** POST /api/admin/subscriptions/{id}/cancel: a user's or an organization's subscription, ended now. */
export const subscriptionIdParam = z.object({ id: z.string().trim().min(1).max(255) });
export const canceledSubscriptionResponse = z.object({ subscription: subscriptionView });

// ---- Endpoints ---------------------------------------------------------------------------------
// Stripe's webhook (POST /api/stripe/webhook) is not declared: it reads the raw body to check the
// signature, and no page calls it.

/** Checkout and portal also answer 503 when the payment provider fails. */
export const subscriptionEndpoints = endpoints(
  { access: 'user', tags: ['billing'] },
  {
    get: {
      method: 'GET',
      path: '/api/subscription',
      summary: "The user's subscription (newest not canceled, else newest; null when none)",
      response: subscriptionResponse,
    },
    checkout: {
      method: 'POST',
      path: '/api/subscription/checkout',
      summary:
        'Start a checkout for the user or, with `organizationId` (owner or admin), for an organization; 409 when that payer already has a subscription; `promotionCode`: a coupon applied to it, 400 with a `promotion_code_*` code saying why when it does not apply (unknown, inactive, expired, used up, not for this plan, already redeemed by this customer)',
      body: checkoutBody,
      response: urlResponse,
      errors: [503],
    },
    cancel: {
      method: 'POST',
      path: '/api/subscription/cancel',
      summary:
        "Cancel the subscription at the period's end (at Stripe too); `organizationId`: the organization's (owner or admin). 400 without a live subscription",
      body: cancelBody,
      response: currentSubscriptionResponse,
      errors: [503],
    },
    resume: {
      method: 'POST',
      path: '/api/subscription/resume',
      summary:
        "Undo a cancellation at the period's end, before that end; `organizationId`: the organization's (owner or admin). 400 without a live subscription",
      body: cancelBody,
      response: currentSubscriptionResponse,
      errors: [503],
    },
    portal: {
      method: 'POST',
      path: '/api/subscription/portal',
      summary:
        "A billing-portal URL (400 before the first checkout in Stripe mode); `organizationId`: the organization's (owner or admin)",
      body: portalBody,
      response: urlResponse,
      errors: [503],
    },
  },
);

/** Answers 503 when the provider fails. */
export const subscriptionAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: subscriptions'] },
  {
    cancel: {
      method: 'POST',
      path: '/api/admin/subscriptions/:id/cancel',
      summary:
        "End a user's or an organization's subscription now, at the provider too (404 unknown; 409 already ended; 503 provider unavailable)",
      params: subscriptionIdParam,
      response: canceledSubscriptionResponse,
      errors: [503],
    },
  },
);
