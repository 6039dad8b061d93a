/**
 * Billing endpoints: public plans, the signed-in user's subscription, checkout and portal sessions,
 * the local payment provider's pages (no Stripe key) and the admin's plan editor. Same envelope
 * and errors as every other call (`request` from ./api).
 */
import { type BillingCycle, type Plan, request, type Subscription } from './api';

export type { BillingCycle, Plan, Subscription };

export type PaymentProvider = 'stripe' | 'local';

export type LimitValue = number | boolean | string | null;

export type LocalCheckoutStatus = 'open' | 'completed' | 'canceled' | 'expired';

/** A checkout session of the local payment provider, as its page shows it. */
export interface LocalCheckoutSession {
  id: string;
  status: LocalCheckoutStatus;
  plan: { id: number; name: string; priceMonthly: number; priceYearly: number };
  billingCycle: BillingCycle;
  /** Cents. */
  amount: number;
  expiresAt: string;
}

/** A plan as the admin edits it (every field, hidden and inactive plans too). */
export interface AdminPlan {
  id: number;
  name: string;
  slug: string;
  description: string;
  priceMonthly: number;
  priceYearly: number;
  stripeProductId: string | null;
  stripePriceIdMonthly: string | null;
  stripePriceIdYearly: string | null;
  features: string[];
  limits: Record<string, LimitValue>;
  active: boolean;
  visible: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export type AdminPlanUpdate = Partial<
  Pick<
    AdminPlan,
    | 'name'
    | 'description'
    | 'priceMonthly'
    | 'priceYearly'
    | 'stripePriceIdMonthly'
    | 'stripePriceIdYearly'
    | 'features'
    | 'limits'
    | 'active'
    | 'visible'
    | 'sortOrder'
  >
>;

export interface SyncReportEntry {
  planId: number;
  name: string;
  productId: string | null;
  priceIdMonthly: string | null;
  priceIdYearly: string | null;
  /** What the sync did, in words ("created product", "new monthly price", …); empty when nothing. */
  changes: string[];
}

export interface VerifyCheck {
  name: string;
  ok: boolean;
  message: string;
}

export interface VerifyResult {
  provider: PaymentProvider;
  ok: boolean;
  checks: VerifyCheck[];
}

const localCheckoutPath = (id: string) => `/api/billing/local/checkout/${encodeURIComponent(id)}`;

export const billingApi = {
  plans: () => request<{ provider: PaymentProvider; plans: Plan[] }>('GET', '/api/plans'),
  subscription: () => request<{ subscription: Subscription | null }>('GET', '/api/subscription'),
  /** Where to send the browser: Stripe's hosted page, or the local provider's /billing/checkout/<id>. */
  checkout: (body: { priceId: string; billingCycle: BillingCycle }) =>
    request<{ url: string }>('POST', '/api/subscription/checkout', body),
  portal: () => request<{ url: string }>('POST', '/api/subscription/portal'),

  local: {
    checkout: (id: string) => request<{ session: LocalCheckoutSession }>('GET', localCheckoutPath(id)),
    confirm: (id: string) =>
      request<{ subscription: Subscription; redirectUrl: string }>(
        'POST',
        `${localCheckoutPath(id)}/confirm`,
      ),
    cancel: (id: string) => request<{ redirectUrl: string }>('POST', `${localCheckoutPath(id)}/cancel`),
    portal: () =>
      request<{ subscription: Subscription | null; plans: Plan[] }>('GET', '/api/billing/local/portal'),
    changePlan: (body: { priceId: string; billingCycle: BillingCycle }) =>
      request<{ subscription: Subscription }>('POST', '/api/billing/local/portal/change-plan', body),
    cancelSubscription: () =>
      request<{ subscription: Subscription }>('POST', '/api/billing/local/portal/cancel'),
    resume: () => request<{ subscription: Subscription }>('POST', '/api/billing/local/portal/resume'),
    simulatePaymentFailure: () =>
      request<{ subscription: Subscription }>('POST', '/api/billing/local/portal/simulate-payment-failure'),
  },

  admin: {
    plans: () => request<{ plans: AdminPlan[] }>('GET', '/api/admin/subscription-plans'),
    updatePlan: (id: number, body: AdminPlanUpdate) =>
      request<{ plan: AdminPlan }>('PUT', `/api/admin/subscription-plans/${id}`, body),
    sync: () =>
      request<{ plans: AdminPlan[]; report: SyncReportEntry[] }>(
        'POST',
        '/api/admin/subscription-plans/sync',
      ),
    verify: () => request<VerifyResult>('POST', '/api/admin/subscription-plans/verify'),
  },
};
