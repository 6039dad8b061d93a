import type { Plan } from '@/lib/api/billing';

/** What a year costs less than twelve months, in cents (0 when nothing is saved). */
export function yearlySaving(plan: Plan): number {
  return Math.max(0, plan.priceMonthly * 12 - plan.priceYearly);
}
