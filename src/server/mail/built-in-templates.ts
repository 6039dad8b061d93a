/**
 * The e-mails the service sends, as the templates it installs on first start, in every language
 * (the words are in ./built-in/<locale>.ts; the markup, one style for every e-mail, is here).
 * Admins edit them (each save is a new version of that language) in
 * /dashboard/admin/email-templates; the code only names a key and passes variables.
 * `{{appName}}`, `{{baseUrl}}` and `{{year}}` are available in every template.
 */

import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales.ts';
import type { TemplateVariable } from '../db/schema.ts';
import { MAIL_TEXTS } from './built-in/index.ts';
import type { MailTexts } from './built-in/texts.ts';

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

function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
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

const v = (name: string, description: string, sample: string): TemplateVariable => ({
  name,
  description,
  sample,
});
const nameVar = v('name', "The recipient's name", 'Ada Lovelace');
const billingUrl = v('url', 'The billing page of the account', 'https://example.com/account/billing');

/** The built-in templates in one language (name, description and variables stay English: admin-only). */
export function builtInTemplates(locale: Locale): BuiltInTemplate[] {
  const words: MailTexts = MAIL_TEXTS[locale];

  const button = (label: string) =>
    `<p style="margin:24px 0"><a href="{{url}}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${label}</a></p>
${note(`${words.orOpenLink} <a href="{{url}}" style="overflow-wrap:anywhere;word-break:break-all">{{url}}</a>`)}`;

  const quote = (name: string) =>
    `<blockquote style="margin:24px 0 0;padding-left:12px;border-left:3px solid #e4e4e7;color:#71717a">{{${name}}}</blockquote>`;

  /** Most e-mails: "Hi {{name}}," then what happened, the link, and an optional note under it. */
  const linkBody = (text: string, label: string, footnote?: string) =>
    [para(words.hi), para(text), button(label), ...(footnote ? [note(footnote)] : [])].join('\n');

  /** An admin's reply: the greeting line, the reply, and the message it answers; as HTML and as text. */
  const replyBody = (greeting: string) =>
    [para(greeting), para('{{message}}'), quote('originalMessage')].join('\n');
  const replyText = (greeting: string) => `${greeting}\n\n{{message}}\n\n> {{originalMessage}}\n`;

  /** A template as written here: its heading and body go into the layout; no text: made from the HTML. */
  const template = ({
    title,
    body,
    text = '',
    ...meta
  }: Omit<BuiltInTemplate, 'html' | 'text'> & {
    title: string;
    body: string;
    text?: string;
  }): BuiltInTemplate => ({
    ...meta,
    html: layout(locale, title, body),
    text,
  });

  /** A subscription e-mail: to the named user, with the link to their billing page. */
  const billingTemplate = (
    key: 'subscription_started' | 'subscription_changed' | 'subscription_canceled' | 'payment_failed',
    meta: { name: string; description: string; variables: TemplateVariable[] },
  ) => {
    const mail = words[key];
    return template({
      key,
      ...meta,
      variables: [nameVar, ...meta.variables, billingUrl],
      subject: mail.subject,
      title: mail.title,
      body: linkBody(mail.text, mail.button ?? words.manageBilling),
    });
  };

  /** An e-mail with a call to action, in this language. */
  const linkTemplate = (
    key:
      | 'email_verification'
      | 'password_reset'
      | 'waitlist_invitation'
      | 'two_factor_enabled'
      | 'magic_link',
    meta: { name: string; description: string; variables: TemplateVariable[] },
  ) => {
    const mail = words[key];
    return template({
      key,
      ...meta,
      subject: mail.subject,
      title: mail.title,
      body: linkBody(mail.text, mail.button, mail.footnote),
    });
  };

  const replyTemplate = (
    key: 'contact_reply' | 'feedback_reply',
    meta: { name: string; description: string; variables: TemplateVariable[] },
  ) => {
    const mail = words[key];
    return template({
      key,
      ...meta,
      subject: mail.subject,
      title: mail.title,
      body: replyBody(mail.greeting),
      text: replyText(mail.greeting),
    });
  };

  return [
    template({
      key: 'welcome',
      name: 'Welcome',
      description: 'Sent once the new user has verified their e-mail address.',
      variables: [nameVar, v('url', 'Where to start (the account page)', 'https://example.com/account')],
      subject: words.welcome.subject,
      title: words.welcome.title,
      body: para(words.welcome.text) + button(words.welcome.button),
    }),
    linkTemplate('email_verification', {
      name: 'E-mail verification',
      description: 'Sent on sign-up (and on request) with the link that confirms the address.',
      variables: [
        nameVar,
        v('url', 'The verification link (valid 24 hours)', 'https://example.com/verify-email?token=…'),
      ],
    }),
    linkTemplate('password_reset', {
      name: 'Password reset',
      description: 'Sent when someone asks to reset the password of an account.',
      variables: [
        nameVar,
        v('url', 'The reset link (valid one hour, single use)', 'https://example.com/reset-password?token=…'),
      ],
    }),
    billingTemplate('subscription_started', {
      name: 'Subscription started',
      description: 'Sent when a subscription becomes active.',
      variables: [
        v('plan', 'The plan, price and cycle', 'Pro, $19.00 per month'),
        v('renewsOn', 'The renewal date', '2026-12-23'),
      ],
    }),
    billingTemplate('subscription_changed', {
      name: 'Subscription changed',
      description: 'Sent when the plan or the billing cycle of a subscription changes.',
      variables: [
        v('fromPlan', 'The previous plan, price and cycle', 'Pro, $19.00 per month'),
        v('toPlan', 'The new plan, price and cycle', 'Startup, $49.00 per month'),
      ],
    }),
    billingTemplate('subscription_canceled', {
      name: 'Subscription canceled',
      description: 'Sent when a subscription is canceled (at the period end) or has ended.',
      variables: [
        v('planName', 'The plan', 'Pro'),
        v('summary', 'What happens now (ends on a date, or has ended)', 'It stays active until 2026-12-23.'),
      ],
    }),
    billingTemplate('payment_failed', {
      name: 'Payment failed',
      description: 'Sent when a subscription payment fails.',
      variables: [v('planName', 'The plan', 'Pro'), v('amount', 'The amount that failed', '$19.00')],
    }),
    linkTemplate('waitlist_invitation', {
      name: 'Waitlist invitation',
      description: 'Sent when a waitlist entry is invited, with a sign-up link.',
      variables: [
        nameVar,
        v('url', 'The sign-up link', 'https://example.com/sign-up?email=ada%40example.com'),
      ],
    }),
    replyTemplate('contact_reply', {
      name: 'Contact reply',
      description: "An admin's reply to a message sent through the contact form.",
      variables: [
        nameVar,
        v('subject', 'The subject the admin chose', 'Re: Pricing for schools'),
        v('message', "The admin's reply", 'Yes, we do! Schools get 50 % off every plan.'),
        v('originalMessage', 'The message being answered', 'Do you offer discounts for schools?'),
      ],
    }),
    replyTemplate('feedback_reply', {
      name: 'Feedback reply',
      description: "An admin's reply to feedback sent from the widget.",
      variables: [
        nameVar,
        v('message', "The admin's reply", 'Thanks! Dark mode ships next week.'),
        v('originalMessage', 'The feedback being answered', 'Please add a dark mode.'),
      ],
    }),
    template({
      key: 'password_changed',
      name: 'Password changed',
      description: 'Sent when a user changes their password on the security page.',
      variables: [nameVar, v('url', 'Where to reset the password', 'https://example.com/forgot-password')],
      subject: words.password_changed.subject,
      title: words.password_changed.title,
      body: linkBody(words.password_changed.text, words.password_changed.button),
    }),
    template({
      key: 'email_change_confirm',
      name: 'E-mail change: confirm',
      description: 'Sent to the new address of an e-mail change, with the link that applies it.',
      variables: [
        nameVar,
        v(
          'url',
          'The confirmation link (valid 24 hours)',
          'https://example.com/confirm-email-change?token=…',
        ),
      ],
      subject: words.email_change_confirm.subject,
      title: words.email_change_confirm.title,
      body: linkBody(
        words.email_change_confirm.text,
        words.email_change_confirm.button,
        words.email_change_confirm.footnote,
      ),
    }),
    template({
      key: 'email_change_notice',
      name: 'E-mail change: notice',
      description: 'Sent to the old address once an e-mail change has been applied.',
      variables: [
        nameVar,
        v('newEmail', 'The new address', 'ada.new@example.com'),
        v('url', 'Where to reach the team', 'https://example.com/contact'),
      ],
      subject: words.email_change_notice.subject,
      title: words.email_change_notice.title,
      body: linkBody(words.email_change_notice.text, words.email_change_notice.button),
    }),
    template({
      key: 'account_deleted',
      name: 'Account deleted',
      description: 'Sent to the address of an account once it has been deleted.',
      variables: [nameVar],
      subject: words.account_deleted.subject,
      title: words.account_deleted.title,
      body: [para(words.hi), para(words.account_deleted.text)].join('\n'),
    }),
    template({
      key: 'account_deletion_code',
      name: 'Account deletion code',
      description: 'Sent to an account without a password, with the code that confirms its deletion.',
      variables: [nameVar, v('code', 'The one-time code (valid 15 minutes)', 'K7PX2M9Q')],
      subject: words.account_deletion_code.subject,
      title: words.account_deletion_code.title,
      body: [
        para(words.hi),
        para(words.account_deletion_code.text),
        '<p style="font-size:24px;font-weight:600;letter-spacing:4px;margin:16px 0">{{code}}</p>',
        note(words.account_deletion_code.footnote),
      ].join('\n'),
    }),
    linkTemplate('two_factor_enabled', {
      name: 'Two-factor enabled',
      description: 'Sent when a user turns on two-factor authentication.',
      variables: [nameVar, v('url', 'The account security page', 'https://example.com/account/security')],
    }),
    linkTemplate('magic_link', {
      name: 'Magic sign-in link',
      description: 'Sent when someone asks for a sign-in link for an existing account.',
      variables: [
        nameVar,
        v('url', 'The sign-in link (valid 15 minutes, single use)', 'https://example.com/magic-link?token=…'),
      ],
    }),
    template({
      key: 'organization_invitation',
      name: 'Organization invitation',
      description: 'Sent when an owner or admin invites an e-mail address to an organization.',
      variables: [
        v('name', "The recipient's name (their e-mail address when they have no account)", 'Ada Lovelace'),
        v('inviterName', 'Who sent the invitation', 'Grace Hopper'),
        v('organizationName', 'The organization', 'Acme Inc.'),
        v('role', 'The role offered (admin or member)', 'member'),
        v('url', 'The invitation link', 'https://example.com/invitations/3f9c1b…'),
        v('expiresAt', 'When the link stops working', '2026-12-01'),
      ],
      subject: words.organization_invitation.subject,
      title: words.organization_invitation.title,
      body: linkBody(
        words.organization_invitation.text,
        words.organization_invitation.button,
        words.organization_invitation.footnote,
      ),
    }),
  ];
}

/** The built-in templates in English: the metadata every language shares, and the fallback. */
export const BUILT_IN_TEMPLATES: BuiltInTemplate[] = builtInTemplates(DEFAULT_LOCALE);
