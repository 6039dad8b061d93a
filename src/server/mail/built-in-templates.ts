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
<head>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>img{max-width:100%;height:auto}a{overflow-wrap:anywhere;word-break:break-word}</style>
</head>
<body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;table-layout:fixed"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:520px;table-layout:fixed;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px;overflow-wrap:anywhere;word-break:break-word">
<h1 style="font-size:20px;margin:0 0 16px">${title}</h1>
${body}
</td></tr>
</table>
<p style="font-size:12px;color:#a1a1aa;margin:16px 0 0">© {{year}} {{appName}}</p>
</td></tr></table>
</body>
</html>`;
}

/** The parts the e-mails are made of (one style each, so every e-mail looks the same). */
const para = (html: string) => `<p>${html}</p>`;
const note = (html: string) => `<p style="font-size:13px;color:#71717a">${html}</p>`;

const button = (label: string) =>
  `<p style="margin:24px 0"><a href="{{url}}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${label}</a></p>
${note('Or open this link: <a href="{{url}}" style="overflow-wrap:anywhere;word-break:break-all">{{url}}</a>')}`;

const quote = (name: string) =>
  `<blockquote style="margin:24px 0 0;padding-left:12px;border-left:3px solid #e4e4e7;color:#71717a">{{${name}}}</blockquote>`;

/** Most e-mails: "Hi {{name}}," then what happened, the link, and an optional note under it. */
const linkBody = (text: string, label: string, footnote?: string) =>
  [para('Hi {{name}},'), para(text), button(label), ...(footnote ? [note(footnote)] : [])].join('\n');

/** An admin's reply: a thank-you line, the reply, and the message it answers; as HTML and as text. */
const replyBody = (thanks: string) =>
  [para(`Hi {{name}}, ${thanks}`), para('{{message}}'), quote('originalMessage')].join('\n');
const replyText = (thanks: string) => `Hi {{name}}, ${thanks}\n\n{{message}}\n\n> {{originalMessage}}\n`;

const v = (name: string, description: string, sample: string): TemplateVariable => ({
  name,
  description,
  sample,
});
const nameVar = v('name', "The recipient's name", 'Ada Lovelace');
const billingUrl = v('url', 'The billing page of the account', 'https://example.com/account/billing');

/** A template as written here: its heading and body go into the layout; no text: made from the HTML. */
interface TemplateSource extends Omit<BuiltInTemplate, 'html' | 'text'> {
  title: string;
  body: string;
  text?: string;
}

const template = ({ title, body, text = '', ...meta }: TemplateSource): BuiltInTemplate => ({
  ...meta,
  html: layout(title, body),
  text,
});

/** A subscription e-mail: to the named user, with the link to their billing page. */
const billingTemplate = ({
  variables,
  text,
  button: label = 'Manage billing',
  ...rest
}: Omit<TemplateSource, 'body'> & { text: string; button?: string }) =>
  template({ ...rest, variables: [nameVar, ...variables, billingUrl], body: linkBody(text, label) });

export const BUILT_IN_TEMPLATES: BuiltInTemplate[] = [
  template({
    key: 'welcome',
    name: 'Welcome',
    description: 'Sent once the new user has verified their e-mail address.',
    variables: [nameVar, v('url', 'Where to start (the account page)', 'https://example.com/account')],
    subject: 'Welcome to {{appName}}',
    title: 'Welcome, {{name}}!',
    body: para('Your e-mail address is confirmed and your account is ready.') + button('Open my account'),
  }),
  template({
    key: 'email_verification',
    name: 'E-mail verification',
    description: 'Sent on sign-up (and on request) with the link that confirms the address.',
    variables: [
      nameVar,
      v('url', 'The verification link (valid 24 hours)', 'https://example.com/verify-email?token=…'),
    ],
    subject: 'Verify your e-mail address for {{appName}}',
    title: 'Confirm your e-mail address',
    body: linkBody(
      'Thanks for signing up. Confirm your e-mail address to finish setting up your account.',
      'Verify e-mail',
      'The link is valid for 24 hours. If you did not sign up, ignore this e-mail.',
    ),
  }),
  template({
    key: 'password_reset',
    name: 'Password reset',
    description: 'Sent when someone asks to reset the password of an account.',
    variables: [
      nameVar,
      v('url', 'The reset link (valid one hour, single use)', 'https://example.com/reset-password?token=…'),
    ],
    subject: 'Reset your {{appName}} password',
    title: 'Reset your password',
    body: linkBody(
      'Someone asked to reset the password of your account. Choose a new password with the link below.',
      'Choose a new password',
      'The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ),
  }),
  billingTemplate({
    key: 'subscription_started',
    name: 'Subscription started',
    description: 'Sent when a subscription becomes active.',
    variables: [
      v('plan', 'The plan, price and cycle', 'Pro, $19.00 per month'),
      v('renewsOn', 'The renewal date', '2026-12-23'),
    ],
    subject: 'Your {{appName}} subscription is active',
    title: 'Welcome aboard',
    text: 'Your subscription is active: <strong>{{plan}}</strong>. It renews on {{renewsOn}}.',
  }),
  billingTemplate({
    key: 'subscription_changed',
    name: 'Subscription changed',
    description: 'Sent when the plan or the billing cycle of a subscription changes.',
    variables: [
      v('fromPlan', 'The previous plan, price and cycle', 'Pro, $19.00 per month'),
      v('toPlan', 'The new plan, price and cycle', 'Startup, $49.00 per month'),
    ],
    subject: 'Your {{appName}} subscription changed',
    title: 'Your plan changed',
    text: 'Your subscription changed from {{fromPlan}} to <strong>{{toPlan}}</strong>.',
  }),
  billingTemplate({
    key: 'subscription_canceled',
    name: 'Subscription canceled',
    description: 'Sent when a subscription is canceled (at the period end) or has ended.',
    variables: [
      v('planName', 'The plan', 'Pro'),
      v('summary', 'What happens now (ends on a date, or has ended)', 'It stays active until 2026-12-23.'),
    ],
    subject: 'Your {{appName}} subscription is canceled',
    title: 'Subscription canceled',
    text: 'Your {{planName}} subscription is canceled. {{summary}}',
  }),
  billingTemplate({
    key: 'payment_failed',
    name: 'Payment failed',
    description: 'Sent when a subscription payment fails.',
    variables: [v('planName', 'The plan', 'Pro'), v('amount', 'The amount that failed', '$19.00')],
    subject: 'Payment failed for your {{appName}} subscription',
    title: 'Payment failed',
    text: 'The payment of {{amount}} for your {{planName}} subscription failed. Please update your payment method to keep your subscription.',
    button: 'Update payment method',
  }),
  template({
    key: 'waitlist_invitation',
    name: 'Waitlist invitation',
    description: 'Sent when a waitlist entry is invited, with a sign-up link.',
    variables: [nameVar, v('url', 'The sign-up link', 'https://example.com/sign-up?email=ada%40example.com')],
    subject: "You're invited to {{appName}}",
    title: "You're in!",
    body: linkBody(
      'Thanks for waiting. Your spot on the {{appName}} waitlist came up: create your account with the link below.',
      'Create my account',
    ),
  }),
  template({
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
    title: '{{subject}}',
    body: replyBody('thanks for getting in touch.'),
    text: replyText('thanks for getting in touch.'),
  }),
  template({
    key: 'feedback_reply',
    name: 'Feedback reply',
    description: "An admin's reply to feedback sent from the widget.",
    variables: [
      nameVar,
      v('message', "The admin's reply", 'Thanks! Dark mode ships next week.'),
      v('originalMessage', 'The feedback being answered', 'Please add a dark mode.'),
    ],
    subject: 'About your feedback to {{appName}}',
    title: 'About your feedback',
    body: replyBody('thank you for your feedback.'),
    text: replyText('thank you for your feedback.'),
  }),
];
