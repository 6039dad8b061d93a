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
  password_changed: {
    subject: 'Your {{appName}} password was changed',
    title: 'Your password was changed',
    text: 'The password of your account was just changed, and every other session was signed out. If this was not you, reset your password now.',
    button: 'Reset my password',
  },
  email_change_confirm: {
    subject: 'Confirm your new e-mail address for {{appName}}',
    title: 'Confirm your new e-mail address',
    text: 'You asked to use this address for your account. Confirm it to make the change.',
    button: 'Confirm this address',
    footnote:
      'The link is valid for 24 hours and works once. If you did not ask for it, ignore this e-mail: nothing changes.',
  },
  email_change_notice: {
    subject: 'The e-mail address of your {{appName}} account was changed',
    title: 'Your e-mail address was changed',
    text: 'Your account now uses {{newEmail}}; e-mails no longer come to this address. If this was not you, contact us right away.',
    button: 'Contact us',
  },
  account_deleted: {
    subject: 'Your {{appName}} account was deleted',
    title: 'Your account was deleted',
    text: 'Your account and its personal data have been deleted, and any subscription was cancelled. We are sorry to see you go.',
  },
  account_deletion_code: {
    subject: 'Your code to delete your {{appName}} account',
    title: 'Confirm the deletion of your account',
    text: 'Enter this code to confirm that your account should be deleted:',
    footnote:
      'The code is valid for 15 minutes. If you did not ask for it, ignore this e-mail: your account stays as it is.',
  },
  two_factor_enabled: {
    subject: 'Two-factor authentication is on for your {{appName}} account',
    title: 'Two-factor authentication is on',
    text: 'Two-factor authentication was turned on for your account. From now on, signing in asks for a code from your authenticator app or one of your backup codes.',
    button: 'Review account security',
    footnote: 'If you did not do this, reset your password at once and contact us.',
  },
  magic_link: {
    subject: 'Your {{appName}} sign-in link',
    title: 'Sign in to {{appName}}',
    text: 'Someone asked for a link to sign in to your account. Sign in with the button below.',
    button: 'Sign in',
    footnote:
      'The link is valid for 15 minutes and works once. If you did not ask for it, ignore this e-mail: nobody can sign in without it.',
  },
  organization_invitation: {
    subject: '{{inviterName}} invited you to {{organizationName}} on {{appName}}',
    title: 'Join {{organizationName}}',
    text: '{{inviterName}} invited you to join {{organizationName}} on {{appName}} as {{role}}.',
    button: 'Accept the invitation',
    footnote:
      'The link works until {{expiresAt}}. If you did not expect this invitation, ignore this e-mail.',
  },
};
