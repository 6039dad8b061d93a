/** Reading the plans: the public list (pricing page, local portal) and the admin's full list. */
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema.ts';
import type { BillingDeps } from './deps.ts';
import { toAdminPlan, toPublicPlan } from './plans.ts';

const byOrder = [asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id)];

/** Every plan, hidden and inactive ones too, by sort order. */
export const allPlans = (db: Db) =>
  db
    .select()
    .from(subscriptionPlans)
    .orderBy(...byOrder);

/**
 * Visible, active plans by sort order, with the current provider's price ids, their description
 * and features in `locale` (English where a plan has no translation).
 */
export async function publicPlans({ db, provider }: BillingDeps, locale: Locale) {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.active, true), eq(subscriptionPlans.visible, true)))
    .orderBy(...byOrder);
  return rows.map((plan) => toPublicPlan(plan, provider.kind, locale));
}

export async function listPlans(deps: BillingDeps, locale: Locale) {
  return { provider: deps.provider.kind, plans: await publicPlans(deps, locale) };
}

export async function adminPlans({ db }: BillingDeps) {
  return { plans: (await allPlans(db)).map(toAdminPlan) };
}
