/**
 * The billing e-mails: subscription started, changed, canceled, payment failed. Plain functions
 * like those of src/server/mail/templates.ts (a later issue moves every template to the
 * database); every interpolated value is HTML-escaped.
 */
import { escapeHtml } from '../../mail/templates.ts';

interface Rendered {
  subject: string;
  html: string;
  text: string;
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
</table></td></tr></table></body></html>`;
}

function button(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/** 1900 → "$19.00" (amounts are integer cents; the plans are priced in US dollars). */
export const formatMoney = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

const formatDate = (date: Date | null): string =>
  date ? date.toISOString().slice(0, 10) : 'the end of the current period';

interface PlanLine {
  name: string;
  billingCycle: 'monthly' | 'yearly';
  amount: number;
}

const planLine = (plan: PlanLine) =>
  `${plan.name}, ${formatMoney(plan.amount)} ${plan.billingCycle === 'yearly' ? 'per year' : 'per month'}`;

interface Base {
  name: string;
  appName: string;
  /** The account's billing page. */
  url: string;
}

export function subscriptionStartedEmail(input: Base & { plan: PlanLine; renewsAt: Date | null }): Rendered {
  const line = planLine(input.plan);
  return {
    subject: `Your ${input.appName} ${input.plan.name} subscription is active`,
    html: layout(
      'Welcome aboard',
      `<p>Hi ${escapeHtml(input.name)},</p><p>Your subscription is active: <strong>${escapeHtml(line)}</strong>. It renews on ${escapeHtml(formatDate(input.renewsAt))}.</p>${button(input.url, 'Manage billing')}`,
    ),
    text: `Hi ${input.name},\n\nYour subscription is active: ${line}. It renews on ${formatDate(input.renewsAt)}.\n\nManage billing: ${input.url}\n`,
  };
}

export function subscriptionChangedEmail(input: Base & { from: PlanLine | null; to: PlanLine }): Rendered {
  const from = input.from ? planLine(input.from) : 'your previous plan';
  const to = planLine(input.to);
  return {
    subject: `Your ${input.appName} subscription changed to ${input.to.name}`,
    html: layout(
      'Your plan changed',
      `<p>Hi ${escapeHtml(input.name)},</p><p>Your subscription changed from ${escapeHtml(from)} to <strong>${escapeHtml(to)}</strong>.</p>${button(input.url, 'Manage billing')}`,
    ),
    text: `Hi ${input.name},\n\nYour subscription changed from ${from} to ${to}.\n\nManage billing: ${input.url}\n`,
  };
}

export function subscriptionCanceledEmail(
  input: Base & { planName: string; endsAt: Date | null; ended: boolean },
): Rendered {
  const sentence = input.ended
    ? `Your ${input.planName} subscription has ended.`
    : `Your ${input.planName} subscription is canceled and stays active until ${formatDate(input.endsAt)}. You can resume it until then.`;
  return {
    subject: `Your ${input.appName} subscription is canceled`,
    html: layout(
      'Subscription canceled',
      `<p>Hi ${escapeHtml(input.name)},</p><p>${escapeHtml(sentence)}</p>${button(input.url, 'Manage billing')}`,
    ),
    text: `Hi ${input.name},\n\n${sentence}\n\nManage billing: ${input.url}\n`,
  };
}

export function paymentFailedEmail(
  input: Base & { planName: string | null; amount: number | null },
): Rendered {
  const what = `${input.amount === null ? 'The latest payment' : `The payment of ${formatMoney(input.amount)}`}${input.planName ? ` for your ${input.planName} subscription` : ''}`;
  const sentence = `${what} failed. Please update your payment method to keep your subscription.`;
  return {
    subject: `Payment failed for your ${input.appName} subscription`,
    html: layout(
      'Payment failed',
      `<p>Hi ${escapeHtml(input.name)},</p><p>${escapeHtml(sentence)}</p>${button(input.url, 'Update payment method')}`,
    ),
    text: `Hi ${input.name},\n\n${sentence}\n\nUpdate it here: ${input.url}\n`,
  };
}
