/**
 * What a plan change costs (issue #31, in-app plan changes), computed as Stripe prorates with
 * `proration_behavior: "always_invoice"`, so the local provider charges what Stripe would and a
 * preview matches the charge:
 *
 * - An **upgrade** (more per month, or monthly to yearly) applies now. Within the same billing
 *   cycle the period stays: the unused time of the old price is credited and the remaining time of
 *   the new price charged, each for the exact share of the period left (by the second, rounded per
 *   line). A new cycle starts a new period now: the unused time is credited against the new
 *   period's full price.
 * - A **downgrade** (less per month, or yearly to monthly) waits for the end of the period: nothing
 *   is charged now, and the next invoice is the new price.
 *
 * Pure functions, no database: the caller reads the prices and the period.
 */
import type { BillingCycle } from '../../../shared/contracts/billing.ts';

/** A price as the subscription pays it: per period of its cycle, for its quantity (seats). */
export interface PeriodPrice {
  /** Per period, per unit, in cents. */
  unitAmount: number;
  quantity: number;
  billingCycle: BillingCycle;
}

/** One line of an invoice or a preview; a credit is negative. */
export interface ProrationLine {
  kind: 'unused_time' | 'remaining_time' | 'new_period';
  amount: number;
  quantity: number;
}

const perMonth = (price: PeriodPrice) =>
  (price.billingCycle === 'yearly' ? price.unitAmount / 12 : price.unitAmount) * price.quantity;

/** Whether the change applies now (upgrade) or at the period's end (downgrade). */
export function changeTiming(from: PeriodPrice, to: PeriodPrice): 'now' | 'period_end' {
  if (from.billingCycle !== to.billingCycle) return to.billingCycle === 'yearly' ? 'now' : 'period_end';
  return perMonth(to) > perMonth(from) ? 'now' : 'period_end';
}

/** The share of the period still ahead at `at`, between 0 and 1. */
export function remainingShare(period: { start: Date; end: Date }, at: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  if (length <= 0) return 0;
  const left = period.end.getTime() - at.getTime();
  return Math.min(1, Math.max(0, left / length));
}

/**
 * The lines charged now for an upgrade at `at`: a credit for the unused time of the old price,
 * then the remaining time of the new price (same cycle) or the new price's full period (a new
 * cycle, which starts now). Their sum is what is due now (never below zero: a credit larger than
 * the charge is carried by the provider, not paid out; see `amountDueNow`).
 */
export function upgradeLines(
  from: PeriodPrice,
  to: PeriodPrice,
  period: { start: Date; end: Date },
  at: Date,
): ProrationLine[] {
  const share = remainingShare(period, at);
  const unused: ProrationLine = {
    kind: 'unused_time',
    amount: -Math.round(from.unitAmount * from.quantity * share),
    quantity: from.quantity,
  };
  if (from.billingCycle !== to.billingCycle)
    return [unused, { kind: 'new_period', amount: to.unitAmount * to.quantity, quantity: to.quantity }];
  return [
    unused,
    {
      kind: 'remaining_time',
      amount: Math.round(to.unitAmount * to.quantity * share),
      quantity: to.quantity,
    },
  ];
}

/** What the lines charge now: their sum, or zero when the credit is larger. */
export function amountDueNow(lines: Pick<ProrationLine, 'amount'>[]): number {
  return Math.max(
    0,
    lines.reduce((sum, line) => sum + line.amount, 0),
  );
}
