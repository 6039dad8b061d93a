/**
 * The words of the built-in e-mails, one file per language (en.ts, de.ts, fr.ts, es.ts); the
 * markup they go into is built once in ../built-in-templates.ts.
 *
 * Why TypeScript files and not a `server-emails` catalog: these texts use the template editor's
 * `{{variable}}` placeholders (what admins see and edit, one syntax everywhere), which the ICU
 * parser behind the catalogs reads as broken arguments; and with one typed object per language the
 * compiler proves every template has every part in every language, with no exemption from the
 * catalogs' "every key is used" test. They are server-only: nothing here reaches the browser.
 */
import type { Locale } from '../../../shared/i18n/locales.ts';

/** An e-mail with a call to action: a sentence, the button, and optionally a note under it. */
export interface LinkMail {
  subject: string;
  title: string;
  text: string;
  button: string;
  footnote?: string;
}

/** A subscription e-mail: the button goes to the billing page (`manageBilling` unless named). */
export type BillingMail = Omit<LinkMail, 'button' | 'footnote'> & { button?: string };

/** An admin's reply: the greeting-and-thanks line above the reply. */
export interface ReplyMail {
  subject: string;
  title: string;
  greeting: string;
}

export interface MailTexts {
  /** The salutation that opens most e-mails. */
  hi: string;
  /** Above the raw link under every button. */
  orOpenLink: string;
  manageBilling: string;
  welcome: LinkMail;
  email_verification: LinkMail & { footnote: string };
  password_reset: LinkMail & { footnote: string };
  subscription_started: BillingMail;
  subscription_changed: BillingMail;
  subscription_canceled: BillingMail;
  payment_failed: BillingMail & { button: string };
  waitlist_invitation: LinkMail;
  contact_reply: ReplyMail;
  feedback_reply: ReplyMail;
  password_changed: LinkMail;
  email_change_confirm: LinkMail & { footnote: string };
  email_change_notice: LinkMail;
  account_deleted: { subject: string; title: string; text: string };
  account_deletion_code: { subject: string; title: string; text: string; footnote: string };
  two_factor_enabled: LinkMail & { footnote: string };
  magic_link: LinkMail & { footnote: string };
  organization_invitation: LinkMail & { footnote: string };
}

export type MailTextsByLocale = Record<Locale, MailTexts>;
