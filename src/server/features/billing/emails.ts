/**
 * The values of the billing e-mails (subscription started, changed, canceled, payment failed).
 * The messages themselves are database templates (src/server/mail/built-in-templates.ts) that
 * admins edit; this file only formats what goes into their variables.
 */

/** 1900 → "$19.00" (amounts are integer cents; the plans are priced in US dollars). */
export const formatMoney = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

export const formatDate = (date: Date | null): string =>
  date ? date.toISOString().slice(0, 10) : 'the end of the current period';

export interface PlanLine {
  name: string;
  billingCycle: 'monthly' | 'yearly';
  amount: number;
}

/** "Pro, $19.00 per month". */
export const planLine = (plan: PlanLine) =>
  `${plan.name}, ${formatMoney(plan.amount)} ${plan.billingCycle === 'yearly' ? 'per year' : 'per month'}`;
