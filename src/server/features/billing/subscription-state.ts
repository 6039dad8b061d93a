/**
 * The only writer of `subscription`: applies one provider subscription state, unless a newer one
 * is stored.
 *
 * Out of order: a state older than the row's `provider_updated_at` is ignored (equal times apply:
 * Stripe's clock has one-second resolution and events of one second, e.g. checkout +
 * subscription.created, describe the same state). The write itself is conditional
 * (`writeSubscriptionState`), and a first event that finds no row inserts it only if still absent,
 * so two concurrent first events of one subscription cannot let the older win.
 */
import { eq, sql } from 'drizzle-orm';
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { billingCustomers, type Subscription, subscriptions } from '../../db/schema.ts';
import type { TemplatedMail } from '../../mail/mailer.ts';
import type { EventDeps } from './deps.ts';
import { dunningColumns, dunningEntries, OWING_STATUSES } from './dunning.ts';
import { fromUnix, idOf, organizationIdOf, planById, userById, userIdOfCustomer } from './event-lookups.ts';
import { stateOf, subscriptionObject } from './local-state.ts';
import { planForPriceId } from './plans.ts';
import { dropScheduledChange } from './scheduled-changes.ts';
import { stateChangeMails } from './subscription-mails.ts';
import { monthlyRevenueOf, recordMovement } from './subscription-movements.ts';
import { type ProviderEvent, type ProviderSubscription, planItem, storedStatus } from './webhook-event.ts';

type SubscriptionRow = typeof subscriptions.$inferInsert;

/**
 * Writes a subscription state unless the stored one is newer, in one statement: the guard holds
 * even when no row existed when the caller looked (a concurrent event may have created it since).
 * Returns whether the state was written (inserted or updated).
 */
export async function writeSubscriptionState(tx: Db, row: SubscriptionRow): Promise<boolean> {
  const { id: _id, ...set } = row;
  const written = await tx
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptions.id,
      set,
      setWhere: sql`${subscriptions.providerUpdatedAt} <= excluded.provider_updated_at`,
    })
    .returning({ id: subscriptions.id });
  return written.length > 0;
}

async function lockedRow(tx: Db, id: string): Promise<Subscription | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/**
 * The subscription's own fields in our columns: its plan (by price id), cycle, period,
 * cancellation, trial and seats.
 */
async function readSubscription({ log }: EventDeps, tx: Db, sub: ProviderSubscription) {
  const item = planItem(sub.items.data);
  const priceId = item?.price.id ?? null;
  const mapped = priceId ? await planForPriceId(tx, priceId, { stripe: true, local: true }) : null;
  if (priceId && !mapped) log.warn({ priceId, subscriptionId: sub.id }, 'price matches no plan');
  const billingCycle: BillingCycle =
    mapped?.billingCycle ?? (item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly');
  return {
    plan: mapped?.plan,
    columns: {
      status: storedStatus(sub.status),
      billingCycle,
      priceId,
      customerId: idOf(sub.customer),
      currentPeriodStart: fromUnix(item?.current_period_start),
      currentPeriodEnd: fromUnix(item?.current_period_end),
      // Newer Stripe API versions schedule a cancellation with `cancel_at` rather than the flag.
      cancelAtPeriodEnd: sub.status !== 'canceled' && (sub.cancel_at_period_end || Boolean(sub.cancel_at)),
      canceledAt: fromUnix(sub.canceled_at) ?? (sub.status === 'canceled' ? fromUnix(sub.ended_at) : null),
      trialEndsAt: fromUnix(sub.trial_end),
      // A flat plan's quantity is always one: `seats` says so only for a per-seat plan.
      seats: mapped?.plan.pricingModel === 'per_seat' ? (item?.quantity ?? 1) : null,
    },
  };
}

/**
 * Applies one subscription state as of `stateTime` (Unix seconds: the event's `created`, or when
 * the state was fetched); returns the e-mails to send after the commit. An ignored state writes
 * no security entry and sends no e-mail.
 */
export async function applySubscription(
  deps: EventDeps,
  tx: Db,
  sub: ProviderSubscription,
  event: ProviderEvent,
  meta: RequestMeta,
  options: { hintUserId?: string | null; stateTime?: number } = {},
): Promise<TemplatedMail[]> {
  const { log } = deps;
  const stateTime = new Date((options.stateTime ?? event.created) * 1000);
  const ignored = (reason: string) => {
    log.info({ eventId: event.id, subscriptionId: sub.id, reason }, 'older subscription state ignored');
    return [];
  };
  let existing = await lockedRow(tx, sub.id);
  if (existing && existing.providerUpdatedAt.getTime() > stateTime.getTime())
    return ignored('the stored state is newer');
  // The user of an event: existing row → metadata.userId → client_reference_id → billing_customer.
  const user =
    (await userById(tx, existing?.userId)) ??
    (await userById(tx, sub.metadata?.userId)) ??
    (await userById(tx, options.hintUserId)) ??
    (await userById(tx, await userIdOfCustomer(tx, idOf(sub.customer))));
  if (!user) {
    log.warn({ eventId: event.id, subscriptionId: sub.id }, 'subscription of no known user ignored');
    return [];
  }

  const { plan, columns } = await readSubscription(deps, tx, sub);
  // The organization it was bought for: named in the metadata at checkout (and existing), kept after.
  const organizationId = existing ? null : await organizationIdOf(tx, sub.metadata?.organizationId);
  const valuesFor = (previous: Subscription | undefined) => ({
    userId: user.id,
    organizationId: previous ? previous.organizationId : organizationId,
    planId: plan?.id ?? previous?.planId ?? null,
    ...columns,
    ...dunningColumns(previous, columns.status, stateTime, deps.graceDays),
    providerUpdatedAt: stateTime,
  });
  let values = valuesFor(existing);

  // No row to lock yet (the first event of this subscription): insert it if still absent. When a
  // concurrent first event inserted it meanwhile, this INSERT waited for that commit and does
  // nothing; its row is then locked and compared like any stored state (so the e-mails and the
  // log entry know the real previous state, e.g. no second "started" e-mail).
  let written = false;
  if (!existing) {
    const [inserted] = await tx
      .insert(subscriptions)
      .values({ id: sub.id, ...values })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    written = inserted !== undefined;
    if (!written) {
      existing = await lockedRow(tx, sub.id);
      values = valuesFor(existing);
    }
  }
  if (!written && !(await writeSubscriptionState(tx, { id: sub.id, ...values })))
    return ignored('a newer state was stored concurrently');
  if (columns.customerId) {
    // The first checkout of a user records the customer (a webhook may be the first to know it).
    await tx
      .insert(billingCustomers)
      .values({ userId: user.id, customerId: columns.customerId })
      .onConflictDoNothing();
  }

  const { billingCycle, cancelAtPeriodEnd } = columns;
  const status = columns.status;
  // A scheduled plan change is done once the price changes (it took effect, or another change
  // replaced it), and moot once the subscription ends.
  if (existing && (existing.priceId !== columns.priceId || status === 'canceled'))
    await dropScheduledChange(tx, sub.id);
  await deps.securityLog.write(
    {
      eventType: 'subscription_updated',
      userId: user.id,
      description: `Subscription ${sub.id} of ${user.email}: ${existing ? `${existing.status} → ` : ''}${status}${plan ? ` (${plan.name}, ${billingCycle})` : ''}${cancelAtPeriodEnd ? ', cancels at period end' : ''}`,
      metadata: {
        subscriptionId: sub.id,
        status,
        previousStatus: existing?.status ?? null,
        planId: values.planId,
        previousPlanId: existing?.planId ?? null,
        billingCycle,
        cancelAtPeriodEnd,
        eventId: event.id,
        eventType: event.type,
      },
      meta,
    },
    tx,
  );

  await recordMovement(tx, {
    subscriptionId: sub.id,
    at: stateTime,
    status,
    mrr: monthlyRevenueOf({
      status,
      billingCycle,
      seats: columns.seats,
      plan: plan ?? (await planById(tx, values.planId)),
    }),
  });

  // The lifecycle's own entries: a trial started, a payment failed or recovered, the plan lost.
  for (const entry of dunningEntries(existing, values, sub.id, plan?.name))
    await deps.securityLog.write({ ...entry, userId: user.id, meta }, tx);

  await emitSubscriptionEvent(deps, tx, sub.id, existing, values);
  return stateChangeMails(tx, deps.baseUrl, { existing, values, plan, user, eventType: event.type });
}

/**
 * The customer's webhook event of an applied state: created (its first state), canceled (it ended,
 * or was set to end at the period's end), else updated.
 */
function emitSubscriptionEvent(
  deps: EventDeps,
  tx: Db,
  id: string,
  existing: Subscription | undefined,
  values: Omit<Subscription, 'id' | 'createdAt' | 'updatedAt'>,
) {
  const canceled =
    (values.status === 'canceled' && existing?.status !== 'canceled') ||
    (values.cancelAtPeriodEnd && existing?.cancelAtPeriodEnd === false);
  const type = !existing
    ? 'subscription.created'
    : canceled
      ? 'subscription.canceled'
      : 'subscription.updated';
  const subscription = {
    id,
    status: values.status,
    planId: values.planId,
    billingCycle: values.billingCycle,
    organizationId: values.organizationId,
    currentPeriodEnd: values.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: values.cancelAtPeriodEnd,
    seats: values.seats,
  };
  const customer = values.organizationId
    ? { kind: 'organization' as const, id: values.organizationId }
    : { kind: 'user' as const, id: values.userId };
  return deps.emitWebhook(customer, type, { subscription }, tx);
}

/**
 * What an invoice's outcome does to its subscription: a failed payment of a trialing or active one
 * makes it past_due, a paid invoice of a past_due or unpaid one makes it active again. Stripe also
 * reports that state (customer.subscription.updated), in either order: whichever is applied first
 * changes it, the other finds it done. Applied as the stored state with the new status, as of the
 * invoice event (an older invoice never overrides a newer state).
 */
export async function applyPaymentOutcome(
  deps: EventDeps,
  tx: Db,
  subscriptionId: string,
  event: ProviderEvent,
  meta: RequestMeta,
): Promise<TemplatedMail[]> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) return [];
  const paid = event.type === 'invoice.paid';
  const status = paid
    ? OWING_STATUSES.includes(row.status)
      ? 'active'
      : null
    : row.status === 'active' || row.status === 'trialing'
      ? 'past_due'
      : null;
  if (!status) return [];
  const at = new Date(event.created * 1000);
  return applySubscription(deps, tx, subscriptionObject({ ...stateOf(row), status }, at), event, meta);
}
