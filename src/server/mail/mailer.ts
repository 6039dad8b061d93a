/**
 * The one mailer, with durable delivery. `send()` / `sendTemplate()` write the rendered message to
 * the `email` table as a queued job and return; a worker in every instance claims due jobs with
 * `FOR UPDATE SKIP LOCKED` (so two instances never take the same one), delivers them, and records
 * the outcome. A failed attempt is retried with exponential backoff (MAIL_RETRY_DELAY_MS × 2^n)
 * up to MAIL_MAX_ATTEMPTS, then the job is `failed` with the error, visible in the admin Emails
 * view. A claim is a one-minute lease: a crash mid-delivery frees the job for another try.
 *
 * A templated e-mail goes out in the recipient's language: the one the caller names (a visitor's
 * request language), else the saved `locale` of the user with that address, else English.
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales.ts';
import type { Db } from '../db/client.ts';
import { type Email, emails, users } from '../db/schema.ts';
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
  /** Delivers every due job now and waits for it (tests, shutdown), at most `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
  /** Stops the worker and waits for the delivery in progress. */
  close(): Promise<void>;
  readonly transport: MailTransport['name'];
}

/** Sends a queued TemplatedMail: generic, so the key and its values stay paired for the compiler. */
export function sendTemplatedMail<Key extends MailTemplateKey>(mailer: Mailer, mail: TemplatedMail<Key>) {
  return mailer.sendTemplate(mail.template, mail.to, mail.values);
}

export interface MailerOptions {
  db: Db;
  transport: MailTransport;
  templates: TemplateStore;
  from: string;
  log: FastifyBaseLogger;
  retry: { baseDelayMs: number; maxAttempts: number };
  /** How often each instance looks for due jobs (new ones are also delivered at once). */
  pollMs?: number;
}

const BATCH = 10;
/** The longest wait between two attempts, whatever the backoff says. */
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
const LEASE = sql`now() + interval '60 seconds'`;

export function createMailer(options: MailerOptions): Mailer {
  const { db, transport, templates, from, log, retry } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  /** Takes up to BATCH due jobs nobody holds, and leases them to this instance. */
  async function claim(): Promise<Email[]> {
    const due = db
      .select({ id: emails.id })
      .from(emails)
      .where(
        and(
          eq(emails.status, 'queued'),
          lte(emails.nextAttemptAt, sql`now()`),
          or(isNull(emails.lockedUntil), lt(emails.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(emails.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(emails)
      .set({ lockedUntil: LEASE, attempts: sql`${emails.attempts} + 1` })
      .where(inArray(emails.id, due))
      .returning();
  }

  async function deliver(job: Email): Promise<void> {
    // Only the claim that is still ours may record the outcome: if the lease ran out and another
    // instance took the job (attempts moved on), this late answer changes nothing.
    const ours = and(eq(emails.id, job.id), eq(emails.status, 'queued'), eq(emails.attempts, job.attempts));
    let failure: unknown;
    try {
      await transport.send({ from, to: job.to, subject: job.subject, html: job.html, text: job.text });
    } catch (error) {
      failure = error;
    }
    if (failure === undefined) {
      await db
        .update(emails)
        .set({ status: 'sent', sentAt: new Date(), error: null, lockedUntil: null })
        .where(ours);
      return;
    }
    const reason = (failure instanceof Error ? failure.message : String(failure)).slice(0, 1000);
    const final = job.attempts >= retry.maxAttempts;
    log.warn({ emailId: job.id, attempt: job.attempts, final, err: failure }, 'e-mail delivery failed');
    const delayMs = Math.min(retry.baseDelayMs * 2 ** (job.attempts - 1), MAX_DELAY_MS);
    await db
      .update(emails)
      .set(
        final
          ? { status: 'failed', error: reason, lockedUntil: null }
          : { error: reason, lockedUntil: null, nextAttemptAt: new Date(Date.now() + delayMs) },
      )
      .where(ours);
  }

  async function processDue(): Promise<void> {
    // Closing finishes the batch in hand and claims no more: the rest waits in the table.
    while (!closed) {
      const jobs = await claim();
      if (jobs.length === 0) return;
      await Promise.all(jobs.map(deliver));
    }
  }

  /** Runs the worker now; a kick during a run makes it look again once it finishes. */
  function kick(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await processDue();
      } while (again && !closed);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'e-mail worker failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void kick(), options.pollMs ?? 1000);
  timer.unref();

  /** The saved language of the user with this address (addresses are stored lower-case). */
  async function recipientLocale(to: string): Promise<Locale> {
    const [user] = await db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, to.trim().toLowerCase()))
      .limit(1);
    return isLocale(user?.locale) ? user.locale : DEFAULT_LOCALE;
  }

  async function send(message: MailMessage) {
    await db.insert(emails).values({ ...message, status: 'queued', transport: transport.name });
    void kick();
  }

  return {
    transport: transport.name,
    send,
    async sendTemplate(key, to, values, locale) {
      const rendered = await templates.renderActive(key, values, locale ?? (await recipientLocale(to)));
      await send({ to, template: key, subject: rendered.subject, html: rendered.html, text: rendered.text });
    },
    async drain(timeoutMs = 5_000) {
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([
        kick(),
        new Promise<void>((resolve) => {
          deadline = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(deadline);
    },
    async close() {
      clearInterval(timer);
      closed = true;
      await running;
    },
  };
}
