/**
 * What a plan grants, as the plan editor's form holds it: a switch per flag (the kit's own, then a
 * team's), a number or "Unlimited" per counted limit the kit knows, and rows of metered prices
 * (the price typed in dollars, sent in cents). The flag and meter names follow the contract's own
 * rules (plan-entitlements.ts), so the form refuses what the API would.
 */
import {
  flagKey,
  KNOWN_FLAGS,
  LIMIT_KEYS,
  type LimitKey,
  meterName,
  type UsagePrice,
} from '@shared/contracts/plan-entitlements';
import { z } from 'zod';
import type { AdminPlan } from '@/lib/api/billing';
import { dollars, toCents, toDollars } from './plan-money';

/** Up to a trillion: the contract's largest limit, as digits (no sign, no decimals). */
const wholeNumber = z
  .string()
  .trim()
  .regex(/^\d{1,13}$/, 'A whole number, 0 or more');
const positiveNumber = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,8}$/, 'A whole number, 1 or more');

export const flagRows = z
  .array(z.object({ name: flagKey, on: z.boolean() }))
  .superRefine((flags, context) => {
    const seen = new Set<string>();
    flags.forEach((flag, index) => {
      if (seen.has(flag.name))
        context.addIssue({ code: 'custom', path: [index, 'name'], message: 'This flag is listed twice' });
      seen.add(flag.name);
    });
  });

// The number's field is disabled while "Unlimited" is ticked, and a disabled field may have no value.
const quota = z
  .object({ unlimited: z.boolean(), value: z.string().optional() })
  .superRefine((limit, context) => {
    if (limit.unlimited) return;
    const checked = wholeNumber.safeParse(limit.value);
    if (!checked.success)
      context.addIssue({ code: 'custom', path: ['value'], message: 'A whole number, 0 or more' });
  });
export const quotas = z.object(
  Object.fromEntries(LIMIT_KEYS.map((key) => [key, quota])) as Record<LimitKey, typeof quota>,
);

export const usagePriceRows = z
  .array(z.object({ meter: meterName, includedUnits: wholeNumber, price: dollars, per: positiveNumber }))
  .superRefine((prices, context) => {
    const seen = new Set<string>();
    prices.forEach((price, index) => {
      if (seen.has(price.meter))
        context.addIssue({ code: 'custom', path: [index, 'meter'], message: 'Each meter is priced once' });
      seen.add(price.meter);
    });
  });

export type FlagRow = z.infer<typeof flagRows>[number];
export type QuotaValues = z.infer<typeof quotas>;
export type UsagePriceRow = z.infer<typeof usagePriceRows>[number];

/**
 * The messages of these rules, by their English wording (formResolver translates them); "A whole
 * number, 0 or more" is the plan form's own.
 */
export const termsMessages = {
  'A whole number, 1 or more': 'admin-plans.form.positive',
  'A flag is a name of letters and digits (apiAccess)': 'admin-plans.form.flagName',
  'This flag is listed twice': 'admin-plans.form.flagTwice',
  'A meter is a name of lower-case letters, digits and _ (api_requests)': 'admin-plans.form.meterName',
  'Each meter is priced once': 'admin-plans.form.meterTwice',
};

export const isKnownFlag = (name: string) => (KNOWN_FLAGS as readonly string[]).includes(name);
export const isKnownLimit = (key: string): key is LimitKey => (LIMIT_KEYS as readonly string[]).includes(key);

/** The kit's flags first, always (off when the plan does not name them), then the plan's own. */
export function flagsToForm(flags: AdminPlan['flags']): FlagRow[] {
  return [
    ...KNOWN_FLAGS.map((name) => ({ name, on: flags[name] === true })),
    ...Object.entries(flags)
      .filter(([name]) => !isKnownFlag(name))
      .map(([name, on]) => ({ name, on })),
  ];
}

export function flagsToUpdate(rows: FlagRow[]): AdminPlan['flags'] {
  return Object.fromEntries(rows.map((row) => [row.name.trim(), row.on]));
}

/**
 * Each known limit: a number, else unlimited (null or absent). A word or switch stored under a
 * known key is shown as typed, so the form asks for a number rather than dropping it.
 */
export function quotasToForm(limits: AdminPlan['limits']): QuotaValues {
  return Object.fromEntries(
    LIMIT_KEYS.map((key) => {
      const value = limits[key];
      const unlimited = value === null || value === undefined;
      return [key, { unlimited, value: unlimited ? '' : String(value) }];
    }),
  ) as QuotaValues;
}

export function quotasToUpdate(values: QuotaValues): Record<LimitKey, number | null> {
  return Object.fromEntries(
    LIMIT_KEYS.map((key) => [key, values[key].unlimited ? null : Number(values[key].value?.trim())]),
  ) as Record<LimitKey, number | null>;
}

export function usagePricingToForm(prices: UsagePrice[]): UsagePriceRow[] {
  return prices.map((price) => ({
    meter: price.meter,
    includedUnits: String(price.includedUnits),
    price: toDollars(price.unitAmount),
    per: String(price.per),
  }));
}

export function usagePricingToUpdate(rows: UsagePriceRow[]): UsagePrice[] {
  return rows.map((row) => ({
    meter: row.meter.trim(),
    includedUnits: Number(row.includedUnits.trim()),
    unitAmount: toCents(row.price),
    per: Number(row.per.trim()),
  }));
}
