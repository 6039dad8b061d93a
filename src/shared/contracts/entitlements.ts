/**
 * Entitlements: what a customer (a user, or an organization) may do, from its live plan's `flags`
 * and `limits` plus the overrides an admin grants, and what it has used. One plan definition
 * drives the pricing page, the checks on the server and the upgrade prompt.
 */
import { z } from 'zod';
import { organizationIdField } from './billing-subscriptions.ts';
import { endpoints } from './endpoint.ts';
import { LIMIT_KEYS, meterName, planFlags } from './plan-entitlements.ts';

/** What an admin grants one customer on top of its plan: a limit of null is unlimited. */
export const overrideLimits = z.partialRecord(
  z.enum(LIMIT_KEYS),
  z.number().min(0).max(1_000_000_000_000).nullable(),
);
export const entitlementOverrides = z.object({
  flags: planFlags,
  limits: overrideLimits,
  updatedAt: z.string().nullable(),
});
export type EntitlementOverrides = z.infer<typeof entitlementOverrides>;
/** PUT replaces the part it names (`flags` or `limits`) whole: `{ limits: {} }` removes every limit override. */
export const overridesBody = z
  .object({ flags: planFlags.optional(), limits: overrideLimits.optional() })
  .strict()
  .refine((body) => body.flags !== undefined || body.limits !== undefined, 'Nothing to update');

export const limitUsage = z.object({
  /** null: not counted (a rate, such as apiRequestsPerMinute). */
  used: z.number().nullable(),
  /** null: unlimited. */
  max: z.number().nullable(),
});
export const meterUsage = z.object({
  used: z.number(),
  included: z.number().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Cents owed past the included units this period (0 when nothing is priced). */
  overageAmount: z.number().int(),
});
export const entitlementsView = z.object({
  plan: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The subscription's status, or null on the Free plan without one. */
  status: z.string().nullable(),
  flags: planFlags,
  limits: z.record(z.string(), limitUsage),
  meters: z.record(z.string(), meterUsage),
});
export type EntitlementsView = z.infer<typeof entitlementsView>;

export const entitlementsQuery = z.object({ organizationId: organizationIdField });

/** A day as `YYYY-MM-DD` (UTC). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD');
/** Without `from`/`to`: the current billing period. At most 400 days. */
export const usageQuery = z.object({
  meter: meterName.default('api_requests'),
  from: day.optional(),
  to: day.optional(),
  organizationId: organizationIdField,
});
export const usageSeries = z.object({
  meter: z.string(),
  from: z.string(),
  to: z.string(),
  /** One entry per day from `from` to `to` (UTC), zero-filled. */
  series: z.array(z.object({ date: z.string(), quantity: z.number() })),
  total: z.number(),
});
export type UsageSeries = z.infer<typeof usageSeries>;

export const usageEventBody = z
  .object({
    meter: meterName,
    quantity: z.number().int().min(1).max(1_000_000_000),
    /** The caller's own key for this event: sent again (a retry), it is counted once. */
    idempotencyKey: z.string().trim().min(1).max(200),
  })
  .strict();
export const usageEvent = z.object({
  id: z.number().int(),
  meter: z.string(),
  quantity: z.number().int(),
  recordedAt: z.string(),
});

export const entitlementEndpoints = endpoints(
  { access: 'user', tags: ['entitlements'] },
  {
    mine: {
      method: 'GET',
      path: '/api/entitlements',
      summary: "The caller's (or a member's organization's) plan, flags, limits with their use, and meters",
      query: entitlementsQuery,
      response: entitlementsView,
    },
    record: {
      method: 'POST',
      path: '/api/usage',
      summary:
        "Record usage on a meter for the key's customer (API keys only); the same idempotencyKey again answers 200 with the first event",
      apiKey: ['usage:write'],
      body: usageEventBody,
      response: z.object({ event: usageEvent }),
      status: [200, 201],
    },
    usage: {
      method: 'GET',
      path: '/api/usage',
      summary: "A meter's use per day (the current billing period unless `from`/`to` say otherwise)",
      query: usageQuery,
      response: usageSeries,
    },
  },
);

const overridesResponse = z.object({ overrides: entitlementOverrides });
const customerEntitlements = z.object({ entitlements: entitlementsView, overrides: entitlementOverrides });
const customerId = z.object({ id: z.string().min(1).max(64) });
export const adminEntitlementEndpoints = endpoints(
  { access: 'admin', tags: ['admin: entitlements'] },
  {
    organizationView: {
      method: 'GET',
      path: '/api/admin/organizations/:id/entitlements',
      summary: "An organization's entitlements, usage and overrides (an addition: the admin's page reads it)",
      params: customerId,
      response: customerEntitlements,
    },
    userView: {
      method: 'GET',
      path: '/api/admin/users/:id/entitlements',
      summary: "A user's entitlements, usage and overrides in its personal space (an addition)",
      params: customerId,
      response: customerEntitlements,
    },
    organization: {
      method: 'PUT',
      path: '/api/admin/organizations/:id/entitlements',
      summary: "Grant an organization flags and limits on top of its plan's",
      params: customerId,
      body: overridesBody,
      response: overridesResponse,
    },
    user: {
      method: 'PUT',
      path: '/api/admin/users/:id/entitlements',
      summary: "Grant a user flags and limits on top of its plan's (its personal space)",
      params: customerId,
      body: overridesBody,
      response: overridesResponse,
    },
  },
);
