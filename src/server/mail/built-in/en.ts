/** The built-in e-mails in English (see texts.ts); the fallback of every other language. */
import type { MailTexts } from './texts.ts';

export const en: MailTexts = {
  hi: 'Hi {{name}},',
  orOpenLink: 'Or open this link:',
  manageBilling: 'Manage billing',
  welcome: {
    subject: 'Welcome to {{appName}}',
    title: 'Welcome, {{name}}!',
    text: 'Your e-mail address is confirmed and your account is ready.',
    button: 'Open my account',
  },
  email_verification: {
    subject: 'Verify your e-mail address for {{appName}}',
    title: 'Confirm your e-mail address',
    text: 'Thanks for signing up. Confirm your e-mail address to finish setting up your account.',
    button: 'Verify e-mail',
    footnote: 'The link is valid for 24 hours. If you did not sign up, ignore this e-mail.',
  },
  password_reset: {
    subject: 'Reset your {{appName}} password',
    title: 'Reset your password',
    text: 'Someone asked to reset the password of your account. Choose a new password with the link below.',
    button: 'Choose a new password',
    footnote:
      'The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  subscription_started: {
    subject: 'Your {{appName}} subscription is active',
    title: 'Welcome aboard',
    text: 'Your subscription is active: <strong>{{plan}}</strong>. It renews on {{renewsOn}}.',
  },
  subscription_changed: {
    subject: 'Your {{appName}} subscription changed',
    title: 'Your plan changed',
    text: 'Your subscription changed from {{fromPlan}} to <strong>{{toPlan}}</strong>.',
  },
  subscription_canceled: {
    subject: 'Your {{appName}} subscription is canceled',
    title: 'Subscription canceled',
    text: 'Your {{planName}} subscription is canceled. {{summary}}',
  },
  payment_failed: {
    subject: 'Payment failed for your {{appName}} subscription',
    title: 'Payment failed',
    text: 'The payment of {{amount}} for your {{planName}} subscription failed. Please update your payment method to keep your subscription.',
    button: 'Update payment method',
  },
  waitlist_invitation: {
    subject: "You're invited to {{appName}}",
    title: "You're in!",
    text: 'Thanks for waiting. Your spot on the {{appName}} waitlist came up: create your account with the link below.',
    button: 'Create my account',
  },
  contact_reply: {
    subject: '{{subject}}',
    title: '{{subject}}',
    greeting: 'Hi {{name}}, thanks for getting in touch.',
  },
  feedback_reply: {
    subject: 'About your feedback to {{appName}}',
    title: 'About your feedback',
    greeting: 'Hi {{name}}, thank you for your feedback.',
  },
};
