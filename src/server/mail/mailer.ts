/**
 * The one mailer, with durable delivery. `send()` / `sendTemplate()` write the rendered message to
 * the `email` table and a `mail` job for the job runner (src/server/jobs), and return. The runner
 * delivers it (one instance, at least once, a crash frees it after the lease) and the message's
 * row records the outcome: a failed attempt is retried with exponential backoff
 * (MAIL_RETRY_DELAY_MS × 2^n) up to MAIL_MAX_ATTEMPTS, then the message is `failed` with the
 * error, visible in the admin Emails view, whose retry queues it again.
 *
 * A templated e-mail goes out in the recipient's language: the one the caller names (a visitor's
 * request language), else the saved `locale` of the user with that address, else English.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales.ts';
import type { Db } from '../db/client.ts';
import { emails, users } from '../db/schema.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { MailTemplateKey, MailValues } from './built-in-templates.ts';
import type { TemplateStore } from './template-store.ts';
import type { MailTransport } from './transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The template key the message was rendered from (e.g. `email_verification`). */
  template: string;
  html: string;
  text: string;
}

/**
 * A message to render from a built-in template once the change that caused it has committed:
 * for each key, the values that template needs (one member of the union per template).
 */
export type TemplatedMail<Key extends MailTemplateKey = MailTemplateKey> = {
  [K in Key]: { to: string; template: K; values: MailValues<K> };
}[Key];

export interface Mailer {
  /** Queues an already rendered message. */
  send(message: MailMessage): Promise<void>;
  /**
   * Renders the active version of a built-in template in the recipient's language (see above) and
   * queues it. The key and the values are typed by the template (built-in/definitions.ts): a
   * misspelled key or a missing variable does not compile.
   */
  sendTemplate<Key extends MailTemplateKey>(
    key: Key,
    to: string,
    values: MailValues<Key>,
    locale?: Locale,
  ): Promise<void>;
  /**
   * sendTemplate for many recipients at once (a bulk invitation): their languages in one read,
   * the template once per language, the messages and their jobs in one write each.
   */
  sendTemplateToMany<Key extends MailTemplateKey>(
    key: Key,
    recipients: readonly { to: string; values: MailValues<Key> }[],
  ): Promise<void>;
  /** Queues the delivery of a stored message again (an admin's retry), in the caller's transaction. */
  requeue(emailId: number, tx?: Db): Promise<void>;
  /** Delivers every due job now and waits for it (tests, "send now"), at most `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
  readonly transport: MailTransport['name'];
}

/** Sends a queued TemplatedMail: generic, so the key and its values stay paired for the compiler. */
export function sendTemplatedMail<Key extends MailTemplateKey>(mailer: Mailer, mail: TemplatedMail<Key>) {
  return mailer.sendTemplate(mail.template, mail.to, mail.values);
}

/** What became of one delivery attempt: sent, failed with attempts left, or failed for good. */
export type MailDeliveryResult = 'sent' | 'retry' | 'failed';

/** Told of every delivery attempt (the metrics' counters); the mailer itself knows no metrics. */
export interface MailObserver {
  deliveryAttempted(result: MailDeliveryResult): void;
}

export interface MailerOptions {
  db: Db;
  /** The job runner that delivers: each message is a `mail` job (src/server/jobs). */
  jobs: JobRunner;
  transport: MailTransport;
  templates: TemplateStore;
  from: string;
  log: FastifyBaseLogger;
  retry: { baseDelayMs: number; maxAttempts: number };
  observer?: MailObserver | undefined;
}

/** Messages queued by one insert (sendAll). */
const MESSAGES_PER_WRITE = 1_000;

/** The longest wait between two attempts, whatever the backoff says. */
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

export interface MailJob {
  emailId: number;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, jobs, transport, templates, from, log, retry, observer } = options;

  const deliveries = jobs.define<MailJob>({
    name: 'mail',
    maxAttempts: retry.maxAttempts,
    retryDelayMs: (attempt) => Math.min(retry.baseDelayMs * 2 ** (attempt - 1), MAX_DELAY_MS),
    async run({ emailId }, job) {
      // A message an admin put back in the queue counts its attempts afresh (features/emails).
      const [message] = await db
        .update(emails)
        .set({ attempts: sql`${emails.attempts} + 1` })
        .where(and(eq(emails.id, emailId), eq(emails.status, 'queued')))
        .returning();
      if (!message) return;
      await transport.send({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      await db
        .update(emails)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(emails.id, emailId));
      observer?.deliveryAttempted('sent');
      log.debug({ emailId, attempt: job.attempt }, 'e-mail delivered');
    },
    async failed({ emailId }, failure) {
      observer?.deliveryAttempted(failure.final ? 'failed' : 'retry');
      await db
        .update(emails)
        .set(
          failure.nextRunAt
            ? { error: failure.error.slice(0, 1000), nextAttemptAt: failure.nextRunAt }
            : { status: 'failed', error: failure.error.slice(0, 1000) },
        )
        .where(and(eq(emails.id, emailId), eq(emails.status, 'queued')));
    },
    // The admin's jobs page retried the job: the message is queued again, as the Emails page's retry does.
    async retried({ emailId }, tx) {
      await tx
        .update(emails)
        .set({ status: 'queued', attempts: 0, error: null, nextAttemptAt: new Date() })
        .where(and(eq(emails.id, emailId), eq(emails.status, 'failed')));
    },
  });

  /** The saved language of the user with this address (addresses are stored lower-case). */
  async function recipientLocale(to: string): Promise<Locale> {
    return (await recipientLocales([to])).get(to.trim().toLowerCase()) ?? DEFAULT_LOCALE;
  }

  /** The saved languages of the users with these addresses, by lower-cased address. */
  async function recipientLocales(addresses: readonly string[]): Promise<Map<string, Locale>> {
    const normalized = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
    const rows = await db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(inArray(users.email, normalized));
    return new Map(rows.flatMap((row) => (isLocale(row.locale) ? [[row.email, row.locale] as const] : [])));
  }

  async function sendAll(messages: readonly MailMessage[]) {
    // In writes of MESSAGES_PER_WRITE: PostgreSQL takes at most 65,535 parameters a statement,
    // seven a message (an auto-invite of everyone before a date can be ten thousand e-mails).
    for (let start = 0; start < messages.length; start += MESSAGES_PER_WRITE) {
      const rows = await db
        .insert(emails)
        .values(
          messages
            .slice(start, start + MESSAGES_PER_WRITE)
            .map((message) => ({ ...message, status: 'queued' as const, transport: transport.name })),
        )
        .returning({ id: emails.id });
      await deliveries.addMany(rows.map((row) => ({ emailId: row.id })));
    }
  }

  const send = (message: MailMessage) => sendAll([message]);

  return {
    transport: transport.name,
    send,
    async sendTemplate(key, to, values, locale) {
      const rendered = await templates.renderActive(key, values, locale ?? (await recipientLocale(to)));
      await send({ to, template: key, subject: rendered.subject, html: rendered.html, text: rendered.text });
    },
    async sendTemplateToMany(key, recipients) {
      const locales = await recipientLocales(recipients.map((recipient) => recipient.to));
      const renderers = new Map<Locale, Awaited<ReturnType<TemplateStore['activeRenderer']>>>();
      const messages: MailMessage[] = [];
      for (const { to, values } of recipients) {
        const locale = locales.get(to.trim().toLowerCase()) ?? DEFAULT_LOCALE;
        let render = renderers.get(locale);
        if (!render) {
          render = await templates.activeRenderer(key, locale);
          renderers.set(locale, render);
        }
        const { subject, html, text } = render(values);
        messages.push({ to, template: key, subject, html, text });
      }
      await sendAll(messages);
    },
    // The message's failed job runs again (the jobs page then shows it retried, not failed);
    // a message with no job left (it predates the runner) gets a new one.
    async requeue(emailId, tx) {
      if ((await deliveries.retryFailed({ emailId }, tx)) === 0)
        await deliveries.add({ emailId }, { db: tx });
    },
    drain: (timeoutMs) => jobs.drain(timeoutMs),
  };
}
