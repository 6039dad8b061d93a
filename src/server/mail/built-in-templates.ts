/**
 * The e-mails the service sends, as the templates it installs on first start. Admins edit them
 * (each save is a new version) in /dashboard/admin/email-templates; the code only names a key and
 * passes variables. `{{appName}}`, `{{baseUrl}}` and `{{year}}` are available in every template.
 */
import type { TemplateVariable } from '../db/schema.ts';

export interface BuiltInTemplate {
  key: string;
  name: string;
  description: string;
  variables: TemplateVariable[];
  subject: string;
  html: string;
  /** Empty: generated from the HTML. */
  text: string;
}

export const GLOBAL_VARIABLES: TemplateVariable[] = [
  { name: 'appName', description: 'The product name', sample: 'SaaS Starter' },
  { name: 'baseUrl', description: 'The public address of the service', sample: 'https://example.com' },
  { name: 'year', description: 'The current year', sample: '2026' },
];

function layout(title: string, body: string): string {
  return `<!doctype html>
<html>
<body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${title}</h1>
${body}
</td></tr>
</table>
<p style="font-size:12px;color:#a1a1aa;margin:16px 0 0">© {{year}} {{appName}}</p>
</td></tr></table>
</body>
</html>`;
}

const button = (label: string) =>
  `<p style="margin:24px 0"><a href="{{url}}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${label}</a></p>
<p style="font-size:13px;color:#71717a">Or open this link: <a href="{{url}}">{{url}}</a></p>`;

const quote = (name: string) =>
  `<blockquote style="margin:24px 0 0;padding-left:12px;border-left:3px solid #e4e4e7;color:#71717a">{{${name}}}</blockquote>`;

const v = (name: string, description: string, sample: string): TemplateVariable => ({
  name,
  description,
  sample,
});
const nameVar = v('name', "The recipient's name", 'Ada Lovelace');
const billingUrl = v('url', 'The billing page of the account', 'https://example.com/account/billing');

export const BUILT_IN_TEMPLATES: BuiltInTemplate[] = [
  {
    key: 'welcome',
    name: 'Welcome',
    description: 'Sent once the new user has verified their e-mail address.',
    variables: [nameVar, v('url', 'Where to start (the account page)', 'https://example.com/account')],
    subject: 'Welcome to {{appName}}',
    html: layout(
      'Welcome, {{name}}!',
      `<p>Your e-mail address is confirmed and your account is ready.</p>${button('Open my account')}`,
    ),
    text: '',
  },
  {
    key: 'email_verification',
    name: 'E-mail verification',
    description: 'Sent on sign-up (and on request) with the link that confirms the address.',
    variables: [
      nameVar,
      v('url', 'The verification link (valid 24 hours)', 'https://example.com/verify-email?token=…'),
    ],
    subject: 'Verify your e-mail address for {{appName}}',
    html: layout(
      'Confirm your e-mail address',
      `<p>Hi {{name}},</p>
<p>Thanks for signing up. Confirm your e-mail address to finish setting up your account.</p>
${button('Verify e-mail')}
<p style="font-size:13px;color:#71717a">The link is valid for 24 hours. If you did not sign up, ignore this e-mail.</p>`,
    ),
    text: '',
  },
  {
    key: 'password_reset',
    name: 'Password reset',
    description: 'Sent when someone asks to reset the password of an account.',
    variables: [
      nameVar,
      v('url', 'The reset link (valid one hour, single use)', 'https://example.com/reset-password?token=…'),
    ],
    subject: 'Reset your {{appName}} password',
    html: layout(
      'Reset your password',
      `<p>Hi {{name}},</p>
<p>Someone asked to reset the password of your account. Choose a new password with the link below.</p>
${button('Choose a new password')}
<p style="font-size:13px;color:#71717a">The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
    ),
    text: '',
  },
  {
    key: 'subscription_started',
    name: 'Subscription started',
    description: 'Sent when a subscription becomes active.',
    variables: [
      nameVar,
      v('plan', 'The plan, price and cycle', 'Pro, $19.00 per month'),
      v('renewsOn', 'The renewal date', '2026-12-23'),
      billingUrl,
    ],
    subject: 'Your {{appName}} subscription is active',
    html: layout(
      'Welcome aboard',
      `<p>Hi {{name}},</p>
<p>Your subscription is active: <strong>{{plan}}</strong>. It renews on {{renewsOn}}.</p>
${button('Manage billing')}`,
    ),
    text: '',
  },
  {
    key: 'subscription_changed',
    name: 'Subscription changed',
    description: 'Sent when the plan or the billing cycle of a subscription changes.',
    variables: [
      nameVar,
      v('fromPlan', 'The previous plan, price and cycle', 'Pro, $19.00 per month'),
      v('toPlan', 'The new plan, price and cycle', 'Startup, $49.00 per month'),
      billingUrl,
    ],
    subject: 'Your {{appName}} subscription changed',
    html: layout(
      'Your plan changed',
      `<p>Hi {{name}},</p>
<p>Your subscription changed from {{fromPlan}} to <strong>{{toPlan}}</strong>.</p>
${button('Manage billing')}`,
    ),
    text: '',
  },
  {
    key: 'subscription_canceled',
    name: 'Subscription canceled',
    description: 'Sent when a subscription is canceled (at the period end) or has ended.',
    variables: [
      nameVar,
      v('planName', 'The plan', 'Pro'),
      v('summary', 'What happens now (ends on a date, or has ended)', 'It stays active until 2026-12-23.'),
      billingUrl,
    ],
    subject: 'Your {{appName}} subscription is canceled',
    html: layout(
      'Subscription canceled',
      `<p>Hi {{name}},</p>
<p>Your {{planName}} subscription is canceled. {{summary}}</p>
${button('Manage billing')}`,
    ),
    text: '',
  },
  {
    key: 'payment_failed',
    name: 'Payment failed',
    description: 'Sent when a subscription payment fails.',
    variables: [
      nameVar,
      v('planName', 'The plan', 'Pro'),
      v('amount', 'The amount that failed', '$19.00'),
      billingUrl,
    ],
    subject: 'Payment failed for your {{appName}} subscription',
    html: layout(
      'Payment failed',
      `<p>Hi {{name}},</p>
<p>The payment of {{amount}} for your {{planName}} subscription failed. Please update your payment method to keep your subscription.</p>
${button('Update payment method')}`,
    ),
    text: '',
  },
  {
    key: 'waitlist_invitation',
    name: 'Waitlist invitation',
    description: 'Sent when a waitlist entry is invited, with a sign-up link.',
    variables: [nameVar, v('url', 'The sign-up link', 'https://example.com/sign-up?email=ada%40example.com')],
    subject: "You're invited to {{appName}}",
    html: layout(
      "You're in!",
      `<p>Hi {{name}},</p>
<p>Thanks for waiting. Your spot on the {{appName}} waitlist came up: create your account with the link below.</p>
${button('Create my account')}`,
    ),
    text: '',
  },
  {
    key: 'contact_reply',
    name: 'Contact reply',
    description: "An admin's reply to a message sent through the contact form.",
    variables: [
      nameVar,
      v('subject', 'The subject the admin chose', 'Re: Pricing for schools'),
      v('message', "The admin's reply", 'Yes, we do! Schools get 50 % off every plan.'),
      v('originalMessage', 'The message being answered', 'Do you offer discounts for schools?'),
    ],
    subject: '{{subject}}',
    html: layout(
      '{{subject}}',
      `<p>Hi {{name}}, thanks for getting in touch.</p>
<p>{{message}}</p>
${quote('originalMessage')}`,
    ),
    text: 'Hi {{name}}, thanks for getting in touch.\n\n{{message}}\n\n> {{originalMessage}}\n',
  },
  {
    key: 'feedback_reply',
    name: 'Feedback reply',
    description: "An admin's reply to feedback sent from the widget.",
    variables: [
      nameVar,
      v('message', "The admin's reply", 'Thanks! Dark mode ships next week.'),
      v('originalMessage', 'The feedback being answered', 'Please add a dark mode.'),
    ],
    subject: 'About your feedback to {{appName}}',
    html: layout(
      'About your feedback',
      `<p>Hi {{name}}, thank you for your feedback.</p>
<p>{{message}}</p>
${quote('originalMessage')}`,
    ),
    text: 'Hi {{name}}, thank you for your feedback.\n\n{{message}}\n\n> {{originalMessage}}\n',
  },
];
