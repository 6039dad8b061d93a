/**
 * The failed-payment lifecycle as it follows from a subscription's states: a failure makes it
 * past_due (`pastDueSince`, `graceEndsAt` = pastDueSince + BILLING_GRACE_DAYS), the end of the
 * grace makes it unpaid (the customer falls to the Free plan's limits: LIVE_STATUSES leaves unpaid
 * out), a payment that succeeds makes it active again. Computed from the previous and the new state
 * by the one writer (subscription-state.ts), so Stripe's events and the local provider's agree.
 */
import type { SecurityEventType } from '../../core/security-log.ts';
import type { Subscription } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
/** A payment is owed: the subscription is not ended, and paying makes it active again. */
export const OWING_STATUSES = ['past_due', 'unpaid'];

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The dunning columns of a new state, given the stored one (kept while it still owes). */
export function dunningColumns(
  previous: Subscription | undefined,
  status: string,
  at: Date,
  graceDays: number,
): { pastDueSince: Date | null; graceEndsAt: Date | null } {
  if (!OWING_STATUSES.includes(status)) return { pastDueSince: null, graceEndsAt: null };
  const owed = previous && OWING_STATUSES.includes(previous.status) ? previous.pastDueSince : null;
  const since = owed ?? at;
  return {
    pastDueSince: since,
    graceEndsAt: previous?.graceEndsAt && owed ? previous.graceEndsAt : addDays(since, graceDays),
  };
}

export interface LifecycleEntry {
  eventType: SecurityEventType;
  description: string;
  metadata: Record<string, unknown>;
  success?: boolean;
}

/** The security-log entries of a change of state: trial started, payment failed or recovered, downgrade. */
export function dunningEntries(
  existing: Subscription | undefined,
  values: { status: string; trialEndsAt: Date | null; pastDueSince: Date | null; graceEndsAt: Date | null },
  subscriptionId: string,
  planName: string | undefined,
): LifecycleEntry[] {
  const before = existing?.status ?? null;
  const after = values.status;
  const plan = planName ?? 'unknown';
  const metadata = { subscriptionId, previousStatus: before, status: after, plan: planName ?? null };
  const entries: LifecycleEntry[] = [];
  if (after === 'trialing' && before !== 'trialing')
    entries.push({
      eventType: 'trial_started',
      description: `Trial of the ${plan} plan started, ends ${values.trialEndsAt?.toISOString() ?? 'unknown'}`,
      metadata: { ...metadata, trialEndsAt: values.trialEndsAt?.toISOString() ?? null },
    });
  if (after === 'past_due' && before !== 'past_due')
    entries.push({
      eventType: 'payment_failed',
      success: false,
      description: `Payment of the ${plan} plan failed: past due, grace period until ${values.graceEndsAt?.toISOString()}`,
      metadata: {
        ...metadata,
        pastDueSince: values.pastDueSince?.toISOString() ?? null,
        graceEndsAt: values.graceEndsAt?.toISOString() ?? null,
      },
    });
  if (after === 'unpaid' && before !== 'unpaid')
    entries.push({
      eventType: 'entitlements_downgraded',
      description: `The ${plan} plan is unpaid after its grace period: the Free plan's limits apply`,
      metadata,
    });
  if (after === 'active' && before !== null && OWING_STATUSES.includes(before))
    entries.push({
      eventType: 'payment_recovered',
      description: `Payment of the ${plan} plan recovered: active again`,
      metadata,
    });
  return entries;
}
