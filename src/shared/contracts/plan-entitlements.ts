/**
 * What a plan grants, as its record holds it: `flags` (switches), `limits` (counted quotas, in
 * billing-plans.ts as ever) and `usagePricing` (metered prices). Apart from the plan contracts so
 * that they and the entitlements contract can both import it.
 */
import { z } from 'zod';

/** The switches the kit checks itself; a plan may carry more (a team's own features). */
export const KNOWN_FLAGS = ['apiAccess', 'webhooks', 'customDomain', 'sso', 'prioritySupport'] as const;
/** The counted quotas the kit enforces; `null` is unlimited. */
export const LIMIT_KEYS = [
  'projects',
  'teamMembers',
  'storageMb',
  'apiRequestsPerMonth',
  'apiRequestsPerMinute',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** A flag's or a meter's name: an identifier, so it can be a translation key and a metric name. */
export const flagKey = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9]{0,49}$/, 'A flag is a name of letters and digits (apiAccess)');
export const meterName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,49}$/, 'A meter is a name of lower-case letters, digits and _ (api_requests)');
/** The meter every API-key request counts on. */
export const API_REQUESTS_METER = 'api_requests';

export const planFlags = z.record(flagKey, z.boolean());
export type PlanFlags = z.infer<typeof planFlags>;

/** Past `includedUnits` in a billing period, `unitAmount` cents for every `per` units (started). */
export const usagePrice = z
  .object({
    meter: meterName,
    includedUnits: z.number().int().min(0).max(1_000_000_000_000),
    unitAmount: z.number().int().min(0).max(100_000_000),
    per: z.number().int().min(1).max(1_000_000_000),
  })
  .strict();
export type UsagePrice = z.infer<typeof usagePrice>;
export const usagePricing = z
  .array(usagePrice)
  .max(20)
  .refine((prices) => new Set(prices.map((price) => price.meter)).size === prices.length, {
    message: 'Each meter is priced once',
  });

/** The body of a 403 `plan_limit` / `plan_feature` refusal, beside the envelope's fields. */
export const planRefusal = z.object({
  limit: z.object({ key: z.string(), used: z.number(), max: z.number() }).nullable(),
  feature: z.string().nullable(),
  /** Active, visible plans that would allow it, cheapest first. */
  upgradePlans: z.array(z.string()),
});
export type PlanRefusal = z.infer<typeof planRefusal>;
