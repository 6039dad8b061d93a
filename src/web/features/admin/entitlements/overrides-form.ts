/**
 * An admin's overrides as a form: per limit "the plan's", a number or unlimited; per flag "the
 * plan's", on or off. "The plan's" is no override at all, so the customer follows its plan, also
 * when the plan changes.
 */
import type { EntitlementOverrides } from '@shared/contracts/entitlements';
import { KNOWN_FLAGS, LIMIT_KEYS, type LimitKey } from '@shared/contracts/plan-entitlements';
import { z } from 'zod';
import type { OverridesUpdate } from './use-entitlements';

const limitChoice = z
  .object({ choice: z.enum(['plan', 'number', 'unlimited']), value: z.string() })
  .superRefine((limit, context) => {
    if (limit.choice === 'number' && !/^\d{1,13}$/.test(limit.value.trim()))
      context.addIssue({ code: 'custom', path: ['value'], message: 'A whole number, 0 or more' });
  });

export const overridesForm = z.object({
  limits: z.object(
    Object.fromEntries(LIMIT_KEYS.map((key) => [key, limitChoice])) as Record<LimitKey, typeof limitChoice>,
  ),
  flags: z.array(z.object({ name: z.string(), choice: z.enum(['plan', 'on', 'off']) })),
});
export type OverridesFormValues = z.infer<typeof overridesForm>;

export const overridesMessages = { 'A whole number, 0 or more': 'admin-entitlements.form.wholeNumber' };

/** The kit's flags, then every other flag the plan or an override names. */
export function flagNames(planFlags: Record<string, boolean>, overrides: EntitlementOverrides): string[] {
  return [...new Set([...KNOWN_FLAGS, ...Object.keys(planFlags), ...Object.keys(overrides.flags)])];
}

export function toOverridesForm(overrides: EntitlementOverrides, names: string[]): OverridesFormValues {
  return {
    limits: Object.fromEntries(
      LIMIT_KEYS.map((key) => {
        const value = overrides.limits[key];
        if (value === undefined) return [key, { choice: 'plan', value: '' }];
        if (value === null) return [key, { choice: 'unlimited', value: '' }];
        return [key, { choice: 'number', value: String(value) }];
      }),
    ) as OverridesFormValues['limits'],
    flags: names.map((name) => {
      const value = overrides.flags[name];
      return { name, choice: value === undefined ? 'plan' : value ? 'on' : 'off' };
    }),
  };
}

export function toOverridesUpdate(values: OverridesFormValues): OverridesUpdate {
  const limits: OverridesUpdate['limits'] = {};
  for (const key of LIMIT_KEYS) {
    const { choice, value } = values.limits[key];
    if (choice === 'number') limits[key] = Number(value.trim());
    else if (choice === 'unlimited') limits[key] = null;
  }
  const flags = Object.fromEntries(
    values.flags.filter((flag) => flag.choice !== 'plan').map((flag) => [flag.name, flag.choice === 'on']),
  );
  return { flags, limits };
}
