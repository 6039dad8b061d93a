/**
 * The plans as everyone sees them (GET /api/plans) and what every view of a plan is built from:
 * prices, limits, and the texts' translations. Amounts are integer US cents.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { endpoints } from './endpoint.ts';
import { planFlags, usagePricing } from './plan-entitlements.ts';

export const billingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof billingCycle>;

/** A plan limit: a number, a switch, a word, or null for unlimited. */
export const limitValue = z.union([z.number(), z.boolean(), z.string().max(200), z.null()]);
export const money = z.number().int().min(0).max(100_000_000);

/** `flat`: one price per period; `per_seat`: the price per member of the organization per period. */
export const pricingModel = z.enum(['flat', 'per_seat']);
export type PricingModel = z.infer<typeof pricingModel>;
/** Days of free trial a customer's first subscription of the plan gets (0: none). */
export const trialDays = z.number().int().min(0).max(730);

/** The limits of a plan's texts, the same in every language. */
export const planDescription = z.string().trim().max(1000);
export const planFeatures = z.array(z.string().trim().min(1).max(200)).max(50);

/** Every language but English (`DEFAULT_LOCALE` is typed as any `Locale`, so it is named here). */
export type TranslatedLocale = Exclude<Locale, 'en'>;
/** The languages a plan's texts are translated into (English is the plan's own fields). */
export const PLAN_TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
) as [TranslatedLocale, ...TranslatedLocale[]];

/**
 * A plan's description and features in another language. A missing or empty description, or a
 * missing or empty feature list, is shown in English (each on its own).
 */
export const planTexts = z
  .object({ description: planDescription.optional(), features: planFeatures.optional() })
  .strict();
/** `{ de?: { description?, features? }, fr?: …, es?: … }`; another key is refused (400). */
export const planTranslations = z.partialRecord(z.enum(PLAN_TRANSLATION_LOCALES), planTexts);
export type PlanTranslations = z.infer<typeof planTranslations>;

/** What every view of a plan starts with. */
export const planBase = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  priceMonthly: z.number().int(),
  priceYearly: z.number().int(),
  trialDays: z.number().int(),
  pricingModel,
});

export const publicPlan = planBase.extend({
  features: z.array(z.string()),
  limits: z.record(z.string(), limitValue),
  /** What the plan switches on (the pricing page lists them, the server checks them). */
  flags: planFlags,
  /** Metered prices past the included units. */
  usagePricing,
  sortOrder: z.number().int(),
  /** What to send as `priceId` to checkout; null when that cycle costs nothing (no checkout). */
  priceIds: z.object({ monthly: z.string().nullable(), yearly: z.string().nullable() }),
});

export const providerKind = z.enum(['stripe', 'local']);
export type ProviderKind = z.infer<typeof providerKind>;
export const plansResponse = z.object({ provider: providerKind, plans: z.array(publicPlan) });

export const planEndpoints = endpoints(
  { access: 'public', tags: ['billing'] },
  {
    list: {
      method: 'GET',
      path: '/api/plans',
      summary:
        "Visible, active plans by sort order, with the price ids to send to checkout; description and features in the reader's language (saved choice, `locale` cookie, Accept-Language), else English",
      response: plansResponse,
    },
  },
);
