/**
 * The local payment provider's pages (used without Stripe): its checkout session, confirming or
 * abandoning it, and its portal (change plan, cancel, resume, a simulated failed renewal).
 */
import { z } from 'zod';
import { checkoutDiscount } from './billing-coupons.ts';
import { billingCycle, publicPlan } from './billing-plans.ts';
import { planChoiceBody, portalBody, portalQuery, subscriptionView } from './billing-subscriptions.ts';
import { endpoints } from './endpoint.ts';

export const sessionIdParam = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The local provider's test cards: `success` pays; `fails_on_renewal` pays the first payment, then
 * every renewal fails until the card is updated in the portal; `declined` fails the checkout.
 */
export const TEST_CARDS = ['success', 'fails_on_renewal', 'declined'] as const;
export const testCard = z.enum(TEST_CARDS);
export type TestCard = z.infer<typeof testCard>;
/** The card to pay with (default `success`). */
export const confirmBody = z.object({ card: testCard.optional() }).optional();
export const paymentMethodBody = z.object({
  card: testCard,
  organizationId: z.string().trim().min(1).max(64).optional(),
});
export type PaymentMethodBody = z.infer<typeof paymentMethodBody>;
export const localCheckoutResponse = z.object({
  session: z.object({
    id: z.string(),
    status: z.string(),
    plan: z.object({
      id: z.number().int(),
      name: z.string(),
      priceMonthly: z.number().int(),
      priceYearly: z.number().int(),
    }),
    billingCycle,
    /** The price for the period: per seat times `seats` for a per-seat plan. */
    amount: z.number().int(),
    /** Seats bought of a per-seat plan; null for a flat one. */
    seats: z.number().int().nullable(),
    expiresAt: z.string(),
    /** The days of free trial confirming it starts (0: paid now). */
    trialDays: z.number().int(),
    /** The organization it bills; null: the user's own subscription. */
    organization: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The coupon of the promotion code entered at checkout; null: none. */
    discount: checkoutDiscount.nullable(),
    /** The first invoice: `amount` less the discount (charged at the trial's end when there is one). */
    amountDue: z.number().int(),
  }),
});
export const confirmResponse = z.object({ subscription: subscriptionView, redirectUrl: z.string() });
export const redirectResponse = z.object({ redirectUrl: z.string() });
export const localPortalResponse = z.object({
  subscription: subscriptionView.nullable(),
  plans: z.array(publicPlan),
});
export const localSubscriptionResponse = z.object({ subscription: subscriptionView });

const forOrganization = "; `{ organizationId }`: the organization's subscription (owner or admin)";

/** The local provider's pages (registered only without Stripe: 404 in Stripe mode). */
export const localBillingEndpoints = endpoints(
  { access: 'user', tags: ['billing: local provider'] },
  {
    checkout: {
      method: 'GET',
      path: '/api/billing/local/checkout/:id',
      summary: "One of the user's checkout sessions",
      params: sessionIdParam,
      response: localCheckoutResponse,
    },
    confirm: {
      method: 'POST',
      path: '/api/billing/local/checkout/:id/confirm',
      summary:
        'Simulate the payment with a test card (`success` by default): the subscription starts (trialing, when the plan has a trial this payer may still have); `declined`: 400 `card_declined`, the session stays open',
      params: sessionIdParam,
      body: confirmBody,
      response: confirmResponse,
    },
    cancelCheckout: {
      method: 'POST',
      path: '/api/billing/local/checkout/:id/cancel',
      summary: 'Abandon the checkout',
      params: sessionIdParam,
      response: redirectResponse,
    },
    portal: {
      method: 'GET',
      path: '/api/billing/local/portal',
      summary:
        "The user's subscription (or, with `organizationId`, the organization's: owner or admin) and the plans to change to (texts in the reader's language, as GET /api/plans)",
      query: portalQuery,
      response: localPortalResponse,
    },
    changePlan: {
      method: 'POST',
      path: '/api/billing/local/portal/change-plan',
      summary: 'Switch plan and/or billing cycle',
      body: planChoiceBody,
      response: localSubscriptionResponse,
    },
    cancel: {
      method: 'POST',
      path: '/api/billing/local/portal/cancel',
      summary: `Cancel at the end of the period${forOrganization}`,
      body: portalBody,
      response: localSubscriptionResponse,
    },
    resume: {
      method: 'POST',
      path: '/api/billing/local/portal/resume',
      summary: `Undo a scheduled cancellation (or pay a past_due subscription)${forOrganization}`,
      body: portalBody,
      response: localSubscriptionResponse,
    },
    paymentMethod: {
      method: 'POST',
      path: '/api/billing/local/portal/payment-method',
      summary: `Replace the test card; a past_due or unpaid subscription is paid at once with a card that pays (active again)${forOrganization}`,
      body: paymentMethodBody,
      response: localSubscriptionResponse,
    },
    simulatePaymentFailure: {
      method: 'POST',
      path: '/api/billing/local/portal/simulate-payment-failure',
      summary: `Simulate a failed renewal: past_due and the payment-failed e-mail${forOrganization}`,
      body: portalBody,
      response: localSubscriptionResponse,
    },
  },
);
