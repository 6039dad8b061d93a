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

const lineOf = (plan: SubscriptionPlan, cycle: BillingCycle) =>
  planLine({ name: plan.name, billingCycle: cycle, amount: amountOf(plan, cycle) });

export interface StateChange {
  /** The stored state before this event (undefined: the subscription is new). */
  existing: Subscription | undefined;
  values: {
    status: string;
    billingCycle: BillingCycle;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  };
  plan: SubscriptionPlan | undefined;
  user: { email: string; name: string };
}

export async function stateChangeMails(
  tx: Db,
  baseUrl: string,
  change: StateChange,
): Promise<TemplatedMail[]> {
  const { existing, values, plan, user } = change;
  const base = { name: user.name, url: billingPageUrl(baseUrl) };
  const wasLive = existing !== undefined && LIVE_STATUSES.includes(existing.status);
  const isLive = LIVE_STATUSES.includes(values.status);
  const mails: TemplatedMail[] = [];
  const planName = plan?.name ?? 'current';

  if (!wasLive && (values.status === 'active' || values.status === 'trialing') && plan) {
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
): TemplatedMail => ({
  to: user.email,
  template: 'payment_failed',
  values: {
    name: user.name,
    url: billingPageUrl(baseUrl),
    planName: planName ?? 'current',
    amount: amount === null ? 'the latest payment' : formatMoney(amount),
  },
});
