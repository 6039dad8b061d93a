/**
 * Billing's API: the public plans, the signed-in user's subscription with checkout and portal,
 * the local payment provider's pages (no Stripe key) and the admin's plan editor. Every type comes
 * from src/shared/contracts/billing.ts (type-only: nothing is added to a page).
 */
import type {
  adminPlan,
  adminPlanResponse,
  adminPlansResponse,
  BillingCycle,
  checkoutBody,
  confirmResponse,
  limitValue,
  localCheckoutResponse,
  localPortalResponse,
  localSubscriptionResponse,
  plansResponse,
  planUpdateBody,
  providerKind,
  publicPlan,
  redirectResponse,
  subscriptionResponse,
  subscriptionView,
  syncReportEntry,
  syncResponse,
  urlResponse,
  verifyResponse,
} from '@shared/contracts/billing';
import type { z } from 'zod';
import { request } from '../api';

export type { BillingCycle };
/** A plan as the pricing page lists it (money in cents; `priceIds` are what checkout takes). */
export type Plan = z.output<typeof publicPlan>;
/** The user's subscription (GET /api/subscription, and `subscription` of GET /api/me). */
export type Subscription = z.output<typeof subscriptionView>;
export type PaymentProvider = z.output<typeof providerKind>;
export type LimitValue = z.output<typeof limitValue>;
/** A checkout session of the local payment provider, as its page shows it. */
export type LocalCheckoutSession = z.output<typeof localCheckoutResponse>['session'];
/** A plan as the admin edits it (every field, hidden and inactive plans too). */
export type AdminPlan = z.output<typeof adminPlan>;
export type AdminPlanUpdate = z.input<typeof planUpdateBody>;
export type SyncReportEntry = z.output<typeof syncReportEntry>;
export type VerifyResult = z.output<typeof verifyResponse>;
export type CheckoutBody = z.input<typeof checkoutBody>;

type Local = z.output<typeof localSubscriptionResponse>;

const localCheckoutPath = (id: string) => `/api/billing/local/checkout/${encodeURIComponent(id)}`;
/** The local portal acts on the user's own subscription, or with `organizationId` on the organization's. */
const orgBody = (organizationId?: string) => (organizationId ? { organizationId } : undefined);
const portalAction =
  (action: 'cancel' | 'resume' | 'simulate-payment-failure') => (organizationId?: string) =>
    request<Local>('POST', `/api/billing/local/portal/${action}`, orgBody(organizationId));

export const billingApi = {
  plans: () => request<z.output<typeof plansResponse>>('GET', '/api/plans'),
  subscription: () => request<z.output<typeof subscriptionResponse>>('GET', '/api/subscription'),
  /** Where to send the browser: Stripe's hosted page, or the local provider's /billing/checkout/<id>. */
  checkout: (body: CheckoutBody) =>
    request<z.output<typeof urlResponse>>('POST', '/api/subscription/checkout', body),
  portal: () => request<z.output<typeof urlResponse>>('POST', '/api/subscription/portal'),

  local: {
    checkout: (id: string) => request<z.output<typeof localCheckoutResponse>>('GET', localCheckoutPath(id)),
    confirm: (id: string) =>
      request<z.output<typeof confirmResponse>>('POST', `${localCheckoutPath(id)}/confirm`),
    cancel: (id: string) =>
      request<z.output<typeof redirectResponse>>('POST', `${localCheckoutPath(id)}/cancel`),
    portal: (organizationId?: string) =>
      request<z.output<typeof localPortalResponse>>(
        'GET',
        `/api/billing/local/portal${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ''}`,
      ),
    changePlan: (body: CheckoutBody, organizationId?: string) =>
      request<Local>('POST', '/api/billing/local/portal/change-plan', {
        ...body,
        ...orgBody(organizationId),
      }),
    cancelSubscription: portalAction('cancel'),
    resume: portalAction('resume'),
    simulatePaymentFailure: portalAction('simulate-payment-failure'),
  },

  admin: {
    plans: () => request<z.output<typeof adminPlansResponse>>('GET', '/api/admin/subscription-plans'),
    updatePlan: (id: number, body: AdminPlanUpdate) =>
      request<z.output<typeof adminPlanResponse>>('PUT', `/api/admin/subscription-plans/${id}`, body),
    sync: () => request<z.output<typeof syncResponse>>('POST', '/api/admin/subscription-plans/sync'),
    verify: () => request<VerifyResult>('POST', '/api/admin/subscription-plans/verify'),
  },
};
