/**
 * Usage → the payment provider: with Stripe, each new usage event of a meter the customer's live
 * plan prices becomes a Billing Meter event, and Stripe bills the overage on the plan's metered
 * price (stripe-meters.ts). The local provider reads the usage table at renewal instead, so it is
 * sent nothing. The entitlements feature, which stores the usage, calls this (given as a
 * dependency by features/index.ts, so the two features do not import each other). A report Stripe
 * fails to take is sent again by a job (`billing.usage-report`).
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { subscriptionPlans, subscriptions } from '../../db/schema.ts';
import type { JobRunner, Queue } from '../../jobs/runner.ts';
import { LIVE_STATUSES } from './current-subscription.ts';
import type { BillingDeps } from './deps.ts';

/** Whose usage it is: a user's own (`organizationId` null), or an organization's. */
export interface UsageCustomer {
  userId: string | null;
  organizationId: string | null;
}

export type ReportUsage = (
  customer: UsageCustomer,
  meter: string,
  quantity: number,
  identifier: string,
  at: Date,
) => Promise<void>;

/** The customer's live subscription at the provider, with its plan's usage pricing. */
async function liveSubscriptionOf({ db }: BillingDeps, customer: UsageCustomer) {
  const owner = customer.organizationId
    ? eq(subscriptions.organizationId, customer.organizationId)
    : customer.userId
      ? and(eq(subscriptions.userId, customer.userId), isNull(subscriptions.organizationId))
      : null;
  if (!owner) return undefined;
  const [row] = await db
    .select({ customerId: subscriptions.customerId, usagePricing: subscriptionPlans.usagePricing })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(owner, inArray(subscriptions.status, LIVE_STATUSES)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** A report that failed, as the retry job carries it. */
export interface UsageReportJob {
  customer: UsageCustomer;
  meter: string;
  quantity: number;
  identifier: string;
  at: string;
}

/**
 * Sends the event when the customer's live plan prices `meter`; otherwise (no live subscription,
 * Free, a meter not priced) the usage is only counted here. Throws when the provider fails.
 */
async function sendUsage(deps: BillingDeps, report: Omit<UsageReportJob, 'at'> & { at: Date }) {
  const live = await liveSubscriptionOf(deps, report.customer);
  if (!live?.customerId || !live.usagePricing.some((price) => price.meter === report.meter)) return;
  await deps.provider.reportMeterEvent({
    meter: report.meter,
    customerId: live.customerId,
    quantity: report.quantity,
    identifier: report.identifier,
    at: report.at,
  });
}

/** The first wait before a failed report is sent again (then 2, 4, 8 minutes…, 8 more attempts). */
const RETRY_BASE_MS = 60_000;

/**
 * The job that sends a failed report again, with backoff. Stripe takes the same `identifier`
 * once, so a report that reached it before its answer was lost is not counted twice.
 */
export function defineUsageReportRetries(jobs: JobRunner, deps: BillingDeps): Queue<UsageReportJob> {
  return jobs.define<UsageReportJob>({
    name: 'billing.usage-report',
    maxAttempts: 8,
    retryDelayMs: (attempt) => RETRY_BASE_MS * 2 ** attempt,
    run: (job) => sendUsage(deps, { ...job, at: new Date(job.at) }),
  });
}

/**
 * Reports new usage to the payment provider. Never throws: the usage is stored already, and the
 * caller's request must not fail on Stripe. A failed report becomes a job of the runner that
 * sends it again (`retries`), so Stripe's invoice still gets it.
 */
export async function reportUsage(
  deps: BillingDeps,
  retries: Queue<UsageReportJob>,
  customer: UsageCustomer,
  meter: string,
  quantity: number,
  identifier: string,
  at: Date,
): Promise<void> {
  if (deps.provider.kind !== 'stripe') return;
  try {
    await sendUsage(deps, { customer, meter, quantity, identifier, at });
  } catch (error) {
    deps.log.warn(
      { err: error, meter, identifier, customer },
      'usage report failed: queued to be sent again',
    );
    // This was the first attempt: the job is the second, after the first backoff.
    await retries
      .add(
        { customer, meter, quantity, identifier, at: at.toISOString() },
        { runAt: new Date(Date.now() + RETRY_BASE_MS) },
      )
      .catch((queueError: unknown) =>
        deps.log.error(
          { err: queueError, meter, identifier, customer },
          'usage not reported to the payment provider',
        ),
      );
  }
}
