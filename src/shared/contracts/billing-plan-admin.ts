/**
 * The admin's plan editor (/api/admin/subscription-plans): every plan with its provider ids and
 * translations, edits, and the Stripe sync and configuration check.
 */
import { z } from 'zod';
import {
  limitValue,
  money,
  planBase,
  planDescription,
  planFeatures,
  planTranslations,
  pricingModel,
  providerKind,
  trialDays,
} from './billing-plans.ts';
import { endpoints } from './endpoint.ts';
import { planFlags, usagePricing } from './plan-entitlements.ts';

export const adminPlan = planBase.extend({
  stripeProductId: z.string().nullable(),
  stripePriceIdMonthly: z.string().nullable(),
  stripePriceIdYearly: z.string().nullable(),
  features: z.array(z.string()),
  /** The description and features in German, French and Spanish (English: `description`, `features`). */
  translations: planTranslations,
  limits: z.record(z.string(), limitValue),
  flags: planFlags,
  usagePricing,
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
    description: planDescription.optional(),
    priceMonthly: money.optional(),
    priceYearly: money.optional(),
    stripePriceIdMonthly: optionalPriceId,
    stripePriceIdYearly: optionalPriceId,
    features: planFeatures.optional(),
    /** Replaces every translation at once (a language left out has none). */
    translations: planTranslations.optional(),
    limits: z.record(z.string().max(100), limitValue).optional(),
    /** Replaces every flag at once. */
    flags: planFlags.optional(),
    /** Replaces every metered price at once. */
    usagePricing: usagePricing.optional(),
    active: z.boolean().optional(),
    visible: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(1_000_000).optional(),
    trialDays: trialDays.optional(),
    pricingModel: pricingModel.optional(),
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
  /** The metered price of each priced meter (`usagePricing`) per cycle: Stripe Billing Meters bill the overage. */
  meteredPrices: z.record(
    z.string(),
    z.object({ monthly: z.string().nullable(), yearly: z.string().nullable() }),
  ),
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

export const planAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: subscription plans'] },
  {
    list: {
      method: 'GET',
      path: '/api/admin/subscription-plans',
      summary: 'Every plan',
      response: adminPlansResponse,
    },
    update: {
      method: 'PUT',
      path: '/api/admin/subscription-plans/:id',
      summary: 'Edit a plan (any subset of its fields); 409 when a price id belongs to another plan',
      params: planIdParam,
      body: planUpdateBody,
      response: adminPlanResponse,
    },
    sync: {
      method: 'POST',
      path: '/api/admin/subscription-plans/sync',
      summary: 'Create or update the Stripe product and prices of every paid plan (Stripe mode only)',
      response: syncResponse,
      errors: [503],
    },
    verify: {
      method: 'POST',
      path: '/api/admin/subscription-plans/verify',
      summary: 'Check the payment configuration: key, webhook secret, every paid price',
      response: verifyResponse,
    },
  },
);
