/**
 * The plan editor's form values and their mapping to the API: prices are typed in dollars and sent
 * in cents; the kit's own limits, flags and metered prices have their fields (plan-terms-form.ts);
 * any other limits are key/value rows whose values become numbers, booleans, text or null
 * ("unlimited", an empty value); the other languages' features are one per line.
 */
import { PLAN_TRANSLATION_LOCALES } from '@shared/contracts/billing';
import { z } from 'zod';
import type { AdminPlan, AdminPlanUpdate, LimitValue } from '@/lib/api/billing';
import { dollars, toCents, toDollars } from './plan-money';
import {
  flagRows,
  flagsToForm,
  flagsToUpdate,
  isKnownLimit,
  quotas,
  quotasToForm,
  quotasToUpdate,
  termsMessages,
  usagePriceRows,
  usagePricingToForm,
  usagePricingToUpdate,
} from './plan-terms-form';

/** The languages a plan's description and features are translated into (English is the plan's own). */
export const TRANSLATED_LOCALES = PLAN_TRANSLATION_LOCALES;

/** One feature per line, blank lines ignored: the contract's limits (50 features of 200 characters). */
const featureLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const translationFields = z.object({
  description: z.string().trim().max(1000, 'At most 1000 characters'),
  features: z.string().superRefine((text, context) => {
    const lines = featureLines(text);
    if (lines.length > 50) context.addIssue({ code: 'custom', message: 'At most 50 features' });
    else if (lines.some((line) => line.length > 200))
      context.addIssue({ code: 'custom', message: 'Each feature at most 200 characters' });
  }),
});

export const planForm = z
  .object({
    name: z.string().trim().min(1, 'Give the plan a name').max(100, 'At most 100 characters'),
    description: z.string().trim().max(1000, 'At most 1000 characters'),
    priceMonthly: dollars,
    priceYearly: dollars,
    sortOrder: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, 'A whole number, 0 or more'),
    trialDays: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'A whole number, 0 or more'),
    pricingModel: z.enum(['flat', 'per_seat']),
    visible: z.boolean(),
    active: z.boolean(),
    features: z.array(z.object({ value: z.string().max(200, 'At most 200 characters') })),
    flags: flagRows,
    quotas,
    usagePricing: usagePriceRows,
    /** The limits the kit does not know (a team's own), kept as the plan has them. */
    limits: z.array(
      z.object({
        key: z
          .string()
          .trim()
          .min(1, 'Name the limit')
          .max(100, 'At most 100 characters')
          .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Letters, digits and _ only, starting with a letter'),
        value: z.string().trim().max(200, 'At most 200 characters'),
      }),
    ),
    stripePriceIdMonthly: z.string().trim().max(255),
    stripePriceIdYearly: z.string().trim().max(255),
    translations: z.record(z.enum(TRANSLATED_LOCALES), translationFields),
  })
  .superRefine((values, context) => {
    const seen = new Set<string>();
    values.limits.forEach((limit, index) => {
      if (isKnownLimit(limit.key)) {
        context.addIssue({
          code: 'custom',
          path: ['limits', index, 'key'],
          message: 'This limit has its own field',
        });
      } else if (seen.has(limit.key)) {
        context.addIssue({
          code: 'custom',
          path: ['limits', index, 'key'],
          message: 'This limit is listed twice',
        });
      }
      seen.add(limit.key);
    });
  });

export type PlanFormValues = z.infer<typeof planForm>;

/** The form's own messages that say more than "required" or "too long" (react-hook-form shows them). */
export const planMessages = {
  'A price in dollars, like 19 or 19.99': 'admin-plans.form.price',
  'Give the plan a name': 'admin-plans.form.nameRequired',
  'A whole number, 0 or more': 'admin-plans.form.sortOrder',
  'Name the limit': 'admin-plans.form.limitRequired',
  'Letters, digits and _ only, starting with a letter': 'admin-plans.form.limitKey',
  'This limit is listed twice': 'admin-plans.form.limitTwice',
  'This limit has its own field': 'admin-plans.form.limitKnown',
  'At most 50 features': 'admin-plans.translations.tooManyFeatures',
  'Each feature at most 200 characters': 'admin-plans.translations.featureTooLong',
  ...termsMessages,
};

export function limitToText(value: LimitValue): string {
  return value === null ? '' : String(value);
}

export function textToLimit(text: string): LimitValue {
  const value = text.trim();
  if (value === '') return null;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

export function toForm(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description ?? '',
    priceMonthly: toDollars(plan.priceMonthly),
    priceYearly: toDollars(plan.priceYearly),
    sortOrder: String(plan.sortOrder),
    trialDays: String(plan.trialDays),
    pricingModel: plan.pricingModel,
    visible: plan.visible,
    active: plan.active,
    features: plan.features.map((value) => ({ value })),
    flags: flagsToForm(plan.flags),
    quotas: quotasToForm(plan.limits),
    usagePricing: usagePricingToForm(plan.usagePricing),
    limits: Object.entries(plan.limits ?? {})
      .filter(([key]) => !isKnownLimit(key))
      .map(([key, value]) => ({ key, value: limitToText(value) })),
    stripePriceIdMonthly: plan.stripePriceIdMonthly ?? '',
    stripePriceIdYearly: plan.stripePriceIdYearly ?? '',
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const texts = plan.translations[locale];
        return [
          locale,
          { description: texts?.description ?? '', features: (texts?.features ?? []).join('\n') },
        ];
      }),
    ) as PlanFormValues['translations'],
  };
}

/** The filled-in translations only: an empty text is left out (the pricing page then shows English). */
function translationsOf(values: PlanFormValues['translations']): AdminPlanUpdate['translations'] {
  const translations: NonNullable<AdminPlanUpdate['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const description = values[locale].description.trim();
    const features = featureLines(values[locale].features);
    if (!description && features.length === 0) continue;
    translations[locale] = {
      ...(description ? { description } : {}),
      ...(features.length > 0 ? { features } : {}),
    };
  }
  return translations;
}

export function toUpdate(values: PlanFormValues): AdminPlanUpdate {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    priceMonthly: toCents(values.priceMonthly),
    priceYearly: toCents(values.priceYearly),
    sortOrder: Number(values.sortOrder),
    trialDays: Number(values.trialDays),
    pricingModel: values.pricingModel,
    visible: values.visible,
    active: values.active,
    features: values.features.map((feature) => feature.value.trim()).filter(Boolean),
    limits: {
      ...Object.fromEntries(values.limits.map((limit) => [limit.key.trim(), textToLimit(limit.value)])),
      ...quotasToUpdate(values.quotas),
    },
    flags: flagsToUpdate(values.flags),
    usagePricing: usagePricingToUpdate(values.usagePricing),
    stripePriceIdMonthly: values.stripePriceIdMonthly.trim() || null,
    stripePriceIdYearly: values.stripePriceIdYearly.trim() || null,
    translations: translationsOf(values.translations),
  };
}
