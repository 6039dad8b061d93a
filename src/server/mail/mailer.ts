/**
 * The one mailer. `send()` records the message (status `queued`) and returns; delivery happens
 * after the response, so a slow or failing SMTP server never blocks or fails the request that
 * caused the e-mail. The outcome (sent, or failed with the error) is written back to the row.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { emails } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The template key the message was rendered from (e.g. `email_verification`). */
  template: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries in flight (graceful shutdown, tests), at most `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
  readonly transport: MailTransport['name'];
}

export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, transport, from, log } = deps;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage): Promise<void> {
    try {
      await transport.send({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      await db
        .update(emails)
        .set({ status: 'sent', sentAt: new Date(), attempts: 1, error: null })
        .where(eq(emails.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ emailId: id, err: error }, 'e-mail delivery failed');
      await db
        .update(emails)
        .set({ status: 'failed', attempts: 1, error: reason.slice(0, 1000) })
        .where(eq(emails.id, id))
        .catch((updateError: unknown) => log.error({ err: updateError }, 'could not record e-mail failure'));
    }
  }

  return {
    transport: transport.name,
    async send(message) {
      const [row] = await db
        .insert(emails)
        .values({ ...message, status: 'queued', transport: transport.name })
        .returning({ id: emails.id });
      if (!row) return;
      const job = deliver(row.id, message).finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async drain(timeoutMs = 5_000) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.all([...inFlight]), deadline]);
      clearTimeout(timer);
    },
  };
}
