/**
 * What each built-in e-mail is: its name, description and variables (what admins see in the
 * template editor, English only), and its shape, which says how its words (./words.ts) go into
 * the markup (../built-in-templates.ts). The order is the order they are installed and listed in.
 * The variable names type what the code must pass when it sends one (../mailer.ts `sendTemplate`).
 */
import type { TemplateVariable } from '../../db/schema.ts';
import { billingUrl, nameVar, v } from './variables.ts';

/**
 * - `link`: "Hi {{name}}," then the text, the button and the footnote if it has one.
 * - `billing`: the same, to the billing page: its own button, else "Manage billing".
 * - `welcome`: the text and the button, no greeting (the title greets).
 * - `reply`: an admin's reply under the greeting line, and the message it answers.
 * - `notice`: the greeting and the text, no link.
 * - `code`: the greeting, the text, the one-time `{{code}}` and the footnote.
 */
export type Shape = 'link' | 'billing' | 'welcome' | 'reply' | 'notice' | 'code';

interface Definition {
  name: string;
  description: string;
  variables: readonly TemplateVariable[];
  shape: Shape;
}

export const DEFINITIONS = {
  welcome: {
    name: 'Welcome',
    description: 'Sent once the new user has verified their e-mail address.',
    variables: [nameVar, v('url', 'Where to start (the account page)', 'https://example.com/account')],
    shape: 'welcome',
  },
  email_verification: {
    name: 'E-mail verification',
    description: 'Sent on sign-up (and on request) with the link that confirms the address.',
    variables: [
      nameVar,
      v('url', 'The verification link (valid 24 hours)', 'https://example.com/verify-email?token=…'),
    ],
    shape: 'link',
  },
  password_reset: {
    name: 'Password reset',
    description: 'Sent when someone asks to reset the password of an account.',
    variables: [
      nameVar,
      v('url', 'The reset link (valid one hour, single use)', 'https://example.com/reset-password?token=…'),
    ],
    shape: 'link',
  },
  subscription_started: {
    name: 'Subscription started',
    description: 'Sent when a subscription becomes active.',
    variables: [
      nameVar,
      v('plan', 'The plan, price and cycle', 'Pro, $19.00 per month'),
      v('renewsOn', 'The renewal date', '2026-12-23'),
      billingUrl,
    ],
    shape: 'billing',
  },
  subscription_changed: {
    name: 'Subscription changed',
    description: 'Sent when the plan or the billing cycle of a subscription changes.',
    variables: [
      nameVar,
      v('fromPlan', 'The previous plan, price and cycle', 'Pro, $19.00 per month'),
      v('toPlan', 'The new plan, price and cycle', 'Startup, $49.00 per month'),
      billingUrl,
    ],
    shape: 'billing',
  },
  subscription_canceled: {
    name: 'Subscription canceled',
    description: 'Sent when a subscription is canceled (at the period end) or has ended.',
    variables: [
      nameVar,
      v('planName', 'The plan', 'Pro'),
      v('summary', 'What happens now (ends on a date, or has ended)', 'It stays active until 2026-12-23.'),
      billingUrl,
    ],
    shape: 'billing',
  },
  payment_failed: {
    name: 'Payment failed',
    description: 'Sent when a subscription payment fails.',
    variables: [
      nameVar,
      v('planName', 'The plan', 'Pro'),
      v('amount', 'The amount that failed', '$19.00'),
      billingUrl,
    ],
    shape: 'billing',
  },
  trial_started: {
    name: 'Trial started',
    description: 'Sent when a free trial starts (nothing is charged until it ends).',
    variables: [
      nameVar,
      v('plan', 'The plan, price and cycle after the trial', 'Pro, $19.00 per month'),
      v('trialEndsOn', 'The end of the trial (the first charge)', '2026-12-23'),
      billingUrl,
    ],
    shape: 'billing',
  },
  trial_ending: {
    name: 'Trial ending',
    description: 'Sent three days before a free trial ends and the first payment is taken.',
    variables: [
      nameVar,
      v('plan', 'The plan, price and cycle after the trial', 'Pro, $19.00 per month'),
      v('trialEndsOn', 'The end of the trial (the first charge)', '2026-12-23'),
      billingUrl,
    ],
    shape: 'billing',
  },
  payment_recovered: {
    name: 'Payment recovered',
    description: 'Sent when a payment succeeds after a failed one: the subscription is active again.',
    variables: [nameVar, v('planName', 'The plan', 'Pro'), billingUrl],
    shape: 'billing',
  },
  subscription_unpaid: {
    name: 'Subscription unpaid',
    description:
      "Sent when the grace period after a failed payment ends: the Free plan's limits apply until a payment succeeds (nothing is deleted).",
    variables: [nameVar, v('planName', 'The plan', 'Pro'), billingUrl],
    shape: 'billing',
  },
  waitlist_invitation: {
    name: 'Waitlist invitation',
    description: 'Sent when a waitlist entry is invited, with a sign-up link.',
    variables: [nameVar, v('url', 'The sign-up link', 'https://example.com/sign-up?email=ada%40example.com')],
    shape: 'link',
  },
  contact_reply: {
    name: 'Contact reply',
    description: "An admin's reply to a message sent through the contact form.",
    variables: [
      nameVar,
      v('subject', 'The subject the admin chose', 'Re: Pricing for schools'),
      v('message', "The admin's reply", 'Yes, we do! Schools get 50 % off every plan.'),
      v('originalMessage', 'The message being answered', 'Do you offer discounts for schools?'),
    ],
    shape: 'reply',
  },
  feedback_reply: {
    name: 'Feedback reply',
    description: "An admin's reply to feedback sent from the widget.",
    variables: [
      nameVar,
      v('message', "The admin's reply", 'Thanks! Dark mode ships next week.'),
      v('originalMessage', 'The feedback being answered', 'Please add a dark mode.'),
    ],
    shape: 'reply',
  },
  password_changed: {
    name: 'Password changed',
    description: 'Sent when a user changes their password on the security page.',
    variables: [nameVar, v('url', 'Where to reset the password', 'https://example.com/forgot-password')],
    shape: 'link',
  },
  password_set: {
    name: 'Password set',
    description:
      'Sent when an account without a password (a provider or magic-link sign-up) sets its first one on the security page.',
    variables: [nameVar, v('url', 'Where to reset the password', 'https://example.com/forgot-password')],
    shape: 'link',
  },
  email_change_confirm: {
    name: 'E-mail change: confirm',
    description: 'Sent to the new address of an e-mail change, with the link that applies it.',
    variables: [
      nameVar,
      v('url', 'The confirmation link (valid 24 hours)', 'https://example.com/confirm-email-change?token=…'),
    ],
    shape: 'link',
  },
  email_change_notice: {
    name: 'E-mail change: notice',
    description: 'Sent to the old address once an e-mail change has been applied.',
    variables: [
      nameVar,
      v('newEmail', 'The new address', 'ada.new@example.com'),
      v('url', 'Where to reach the team', 'https://example.com/contact'),
    ],
    shape: 'link',
  },
  account_deleted: {
    name: 'Account deleted',
    description: 'Sent to the address of an account once it has been deleted.',
    variables: [nameVar],
    shape: 'notice',
  },
  account_deletion_code: {
    name: 'Account deletion code',
    description: 'Sent to an account without a password, with the code that confirms its deletion.',
    variables: [nameVar, v('code', 'The one-time code (valid 15 minutes)', 'K7PX2M9Q')],
    shape: 'code',
  },
  confirmation_code: {
    name: 'Confirmation code',
    description:
      'Sent to an account without a password, with the code that confirms a sensitive change (setting a password, two-factor, e-mail change) in place of the password.',
    variables: [nameVar, v('code', 'The one-time code (valid 15 minutes)', 'K7PX2M9Q')],
    shape: 'code',
  },
  two_factor_enabled: {
    name: 'Two-factor enabled',
    description: 'Sent when a user turns on two-factor authentication.',
    variables: [nameVar, v('url', 'The account security page', 'https://example.com/account/security')],
    shape: 'link',
  },
  magic_link: {
    name: 'Magic sign-in link',
    description: 'Sent when someone asks for a sign-in link for an existing account.',
    variables: [
      nameVar,
      v('url', 'The sign-in link (valid 15 minutes, single use)', 'https://example.com/magic-link?token=…'),
    ],
    shape: 'link',
  },
  unverified_access_revoked: {
    name: 'Earlier access removed',
    description:
      'Sent when a sign-in link confirms an unverified address: the password, providers and sessions set up before were removed.',
    variables: [nameVar, v('url', 'Where to choose a new password', 'https://example.com/forgot-password')],
    shape: 'link',
  },
  organization_invitation: {
    name: 'Organization invitation',
    description:
      "Sent when an owner or admin invites an e-mail address to an organization: in the invitee's saved language, else (no account) the inviter's.",
    variables: [
      v('name', "The recipient's name (their e-mail address when they have no account)", 'Ada Lovelace'),
      v('inviterName', 'Who sent the invitation', 'Grace Hopper'),
      v('organizationName', 'The organization', 'Acme Inc.'),
      v('role', "The role offered, in the e-mail's language (German: Mitglied or Admin)", 'member'),
      v('url', 'The invitation link', 'https://example.com/invitations/3f9c1b…'),
      v('expiresAt', 'When the link stops working', '2026-12-01'),
    ],
    shape: 'link',
  },
  webhook_endpoint_disabled: {
    name: 'Webhook endpoint disabled',
    description:
      "Sent to an endpoint's owner (an organization's: its owner and admins) when its deliveries failed for 5 days or 50 times in a row and it was disabled.",
    variables: [
      nameVar,
      v('endpointUrl', "The endpoint's URL", 'https://example.com/hooks'),
      v('reason', 'Why it was disabled (English, as the API shows it)', '50 failed deliveries in a row'),
      v('url', 'The developer page where it is enabled again', 'https://example.com/account/developers'),
    ],
    shape: 'link',
  },
} as const satisfies Record<string, Definition>;

/** The key of a built-in e-mail: what the code sends (`mailer.sendTemplate('welcome', …)`). */
export type MailTemplateKey = keyof typeof DEFINITIONS;

/** The values a built-in e-mail needs, each of its variables by name (the globals come on their own). */
export type MailValues<K extends MailTemplateKey> = {
  [Name in (typeof DEFINITIONS)[K]['variables'][number]['name']]: string;
};
