/**
 * Which e-mails a change of subscription state sends: started (not live → active/trialing),
 * changed (plan or cycle), canceled (scheduled at period end, or ended), payment failed. They are
 * built inside the event's transaction and sent after its commit, so a replay sends none.
 */
import type { BillingCycle } from '../../../shared/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import type { Subscription, SubscriptionPlan } from '../../db/schema.ts';
import type { TemplatedMail } from '../../mail/mailer.ts';
import { LIVE_STATUSES } from './current-subscription.ts';
import { formatDate, formatMoney, planLine } from './emails.ts';
import { planById } from './event-lookups.ts';
import { amountOf } from './plans.ts';

export const billingPageUrl = (baseUrl: string) => `${baseUrl}/account/billing`;

/**
 * Where the payer updates the payment method: the account's billing page (its payment alert), or
 * an organization's billing page. The e-mails of a failed payment and of an unpaid subscription link there.
 */
export const paymentMethodUrl = (baseUrl: string, organizationId: string | null | undefined) =>
  organizationId
    ? `${baseUrl}/organizations/${encodeURIComponent(organizationId)}/billing`
    : `${billingPageUrl(baseUrl)}#payment-method`;

const lineOf = (plan: SubscriptionPlan, cycle: BillingCycle) =>
  planLine({ name: plan.name, billingCycle: cycle, amount: amountOf(plan, cycle) });

export interface StateChange {
  /** The stored state before this event (undefined: the subscription is new). */
  existing: Subscription | undefined;
  values: {
    status: string;
    organizationId: string | null;
    billingCycle: BillingCycle;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
    trialEndsAt: Date | null;
  };
  plan: SubscriptionPlan | undefined;
  user: { email: string; name: string };
  /** The event that carried the state (a trial_will_end event sends the trial-ending e-mail). */
  eventType: string;
}

export async function stateChangeMails(
  tx: Db,
  baseUrl: string,
  change: StateChange,
): Promise<TemplatedMail[]> {
  const { existing, values, plan, user, eventType } = change;
  const base = { name: user.name, url: billingPageUrl(baseUrl) };
  const wasLive = existing !== undefined && LIVE_STATUSES.includes(existing.status);
  const isLive = LIVE_STATUSES.includes(values.status);
  const mails: TemplatedMail[] = [];
  const planName = plan?.name ?? 'current';

  if (values.status === 'trialing' && existing?.status !== 'trialing' && plan) {
    mails.push({
      to: user.email,
      template: 'trial_started',
      values: {
        ...base,
        plan: lineOf(plan, values.billingCycle),
        trialEndsOn: formatDate(values.trialEndsAt),
      },
    });
  } else if (!wasLive && values.status === 'active' && plan) {
    mails.push({
      to: user.email,
      template: 'subscription_started',
      values: {
        ...base,
        plan: lineOf(plan, values.billingCycle),
        renewsOn: formatDate(values.currentPeriodEnd),
      },
    });
  } else if (
    wasLive &&
    isLive &&
    plan &&
    (existing.planId !== plan.id || existing.billingCycle !== values.billingCycle)
  ) {
    const previous = await planById(tx, existing.planId);
    mails.push({
      to: user.email,
      template: 'subscription_changed',
      values: {
        ...base,
        fromPlan: previous ? lineOf(previous, existing.billingCycle as BillingCycle) : 'your previous plan',
        toPlan: lineOf(plan, values.billingCycle),
      },
    });
  }

  if (eventType === 'customer.subscription.trial_will_end' && values.status === 'trialing' && plan) {
    mails.push({
      to: user.email,
      template: 'trial_ending',
      values: {
        ...base,
        plan: lineOf(plan, values.billingCycle),
        trialEndsOn: formatDate(values.trialEndsAt),
      },
    });
  }
  const owed = existing?.status === 'past_due' || existing?.status === 'unpaid';
  if (owed && values.status === 'active') {
    mails.push({ to: user.email, template: 'payment_recovered', values: { ...base, planName } });
  } else if (values.status === 'unpaid' && existing?.status !== 'unpaid') {
    const url = paymentMethodUrl(baseUrl, values.organizationId);
    mails.push({ to: user.email, template: 'subscription_unpaid', values: { ...base, url, planName } });
  }

  if (values.status === 'canceled' && existing && existing.status !== 'canceled') {
    mails.push({
      to: user.email,
      template: 'subscription_canceled',
      values: { ...base, planName, summary: 'It has ended.' },
    });
  } else if (isLive && values.cancelAtPeriodEnd && existing && !existing.cancelAtPeriodEnd) {
    mails.push({
      to: user.email,
      template: 'subscription_canceled',
      values: {
        ...base,
        planName,
        summary: `It stays active until ${formatDate(values.currentPeriodEnd)}, and you can resume it until then.`,
      },
    });
  }
  return mails;
}

export const paymentFailedMail = (
  baseUrl: string,
  user: { email: string; name: string },
  planName: string | undefined,
  amount: number | null,
  organizationId: string | null,
): TemplatedMail => ({
  to: user.email,
  template: 'payment_failed',
  values: {
    name: user.name,
    url: paymentMethodUrl(baseUrl, organizationId),
    planName: planName ?? 'current',
    amount: amount === null ? 'the latest payment' : formatMoney(amount),
  },
});
