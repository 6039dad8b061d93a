/**
 * Billing's contract: the public plans, the user's subscription with checkout and portal, Stripe's
 * webhook answer, the local provider's pages, and the admin's plan editor, sync and verify.
 * Amounts are integer US cents.
 */
import { z } from 'zod';

export const billingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof billingCycle>;

/** A plan limit: a number, a switch, a word, or null for unlimited. */
export const limitValue = z.union([z.number(), z.boolean(), z.string().max(200), z.null()]);
const money = z.number().int().min(0).max(100_000_000);

/** What every view of a plan starts with. */
const planBase = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  priceMonthly: z.number().int(),
  priceYearly: z.number().int(),
});

export const publicPlan = planBase.extend({
  features: z.array(z.string()),
  limits: z.record(z.string(), limitValue),
  sortOrder: z.number().int(),
  /** What to send as `priceId` to checkout; null when that cycle costs nothing (no checkout). */
  priceIds: z.object({ monthly: z.string().nullable(), yearly: z.string().nullable() }),
});

export const providerKind = z.enum(['stripe', 'local']);
export type ProviderKind = z.infer<typeof providerKind>;
export const plansResponse = z.object({ provider: providerKind, plans: z.array(publicPlan) });

export const adminPlan = planBase.extend({
  stripeProductId: z.string().nullable(),
  stripePriceIdMonthly: z.string().nullable(),
  stripePriceIdYearly: z.string().nullable(),
  features: z.array(z.string()),
  limits: z.record(z.string(), limitValue),
  active: z.boolean(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlan>;

const optionalPriceId = z
  .string()
  .trim()
  .max(255)
  .nullable()
  .optional()
  // An empty field clears the id.
  .transform((value) => (value === '' ? null : value));

export const planUpdateBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100).optional(),
    description: z.string().trim().max(1000).optional(),
    priceMonthly: money.optional(),
    priceYearly: money.optional(),
    stripePriceIdMonthly: optionalPriceId,
    stripePriceIdYearly: optionalPriceId,
    features: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
    limits: z.record(z.string().max(100), limitValue).optional(),
    active: z.boolean().optional(),
    visible: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict();
export type PlanUpdateBody = z.infer<typeof planUpdateBody>;

export const planIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const adminPlansResponse = z.object({ plans: z.array(adminPlan) });
export const adminPlanResponse = z.object({ plan: adminPlan });

export const syncReportEntry = z.object({
  planId: z.number().int(),
  name: z.string(),
  productId: z.string().nullable(),
  priceIdMonthly: z.string().nullable(),
  priceIdYearly: z.string().nullable(),
  changes: z.array(z.string()),
});
export type SyncReportEntry = z.infer<typeof syncReportEntry>;
export const syncResponse = z.object({ plans: z.array(adminPlan), report: z.array(syncReportEntry) });

export const verifyCheck = z.object({ name: z.string(), ok: z.boolean(), message: z.string() });
export type VerifyCheck = z.infer<typeof verifyCheck>;
export const verifyResponse = z.object({
  provider: providerKind,
  ok: z.boolean(),
  checks: z.array(verifyCheck),
});

/** The user's subscription, as GET /api/subscription, GET /api/me and the admin user file show it. */
export const subscriptionView = z.object({
  id: z.string(),
  status: z.string(),
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
});
export type SubscriptionView = z.infer<typeof subscriptionView>;
export const subscriptionResponse = z.object({ subscription: subscriptionView.nullable() });

/** Checkout and portal for an organization (its owner or an admin) instead of the user. */
const organizationIdField = z.string().trim().min(1).max(64).optional();

export const checkoutBody = z.object({
  priceId: z.string().trim().min(1, 'priceId is required').max(255),
  billingCycle,
  organizationId: organizationIdField,
});
export type CheckoutBody = z.infer<typeof checkoutBody>;
export const urlResponse = z.object({ url: z.string() });
/** POST /api/subscription/portal: no body for the user's own, `{ organizationId }` for an organization's. */
export const portalBody = z.object({ organizationId: organizationIdField }).optional();
export type PortalBody = z.infer<typeof portalBody>;
/** The local portal page of an organization's subscription: GET /api/billing/local/portal?organizationId=. */
export const portalQuery = z.object({ organizationId: organizationIdField });

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

// The local provider's pages.
export const sessionIdParam = z.object({ id: z.string().trim().min(1).max(100) });
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
    amount: z.number().int(),
    expiresAt: z.string(),
  }),
});
export const confirmResponse = z.object({ subscription: subscriptionView, redirectUrl: z.string() });
export const redirectResponse = z.object({ redirectUrl: z.string() });
export const localPortalResponse = z.object({
  subscription: subscriptionView.nullable(),
  plans: z.array(publicPlan),
});
export const localSubscriptionResponse = z.object({ subscription: subscriptionView });
