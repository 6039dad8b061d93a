/**
 * Billing's named types for the pages (the pricing page, the user's billing pages, the local
 * provider's pages, the admin's plan editor), from src/shared/contracts/billing.ts (type-only:
 * nothing is added to a page). The calls are `api(...)` of the contract's endpoints, imported from
 * `@shared/endpoints/billing`.
 */
import type {
  adminPlan,
  BillingCycle,
  invoiceView,
  limitValue,
  localBillingEndpoints,
  planAdminEndpoints,
  planUpdateBody,
  providerKind,
  publicPlan,
  subscriptionView,
  syncReportEntry,
} from '@shared/contracts/billing';
import type { ResponseOf } from '@shared/contracts/endpoint';
import type { z } from 'zod';

export type { BillingCycle };
/** A plan as the pricing page lists it (money in cents; `priceIds` are what checkout takes). */
export type Plan = z.output<typeof publicPlan>;
/** The user's subscription (GET /api/subscription, and `subscription` of GET /api/me). */
export type Subscription = z.output<typeof subscriptionView>;
export type PaymentProvider = z.output<typeof providerKind>;
/** One of the payer's invoices (GET /api/subscription/invoices): Stripe's, or the local provider's. */
export type Invoice = z.output<typeof invoiceView>;
export type LimitValue = z.output<typeof limitValue>;
/** A checkout session of the local payment provider, as its page shows it. */
export type LocalCheckoutSession = ResponseOf<typeof localBillingEndpoints.checkout>['session'];
/** A plan as the admin edits it (every field, hidden and inactive plans too). */
export type AdminPlan = z.output<typeof adminPlan>;
export type AdminPlanUpdate = z.input<typeof planUpdateBody>;
export type SyncReportEntry = z.output<typeof syncReportEntry>;
export type VerifyResult = ResponseOf<typeof planAdminEndpoints.verify>;
