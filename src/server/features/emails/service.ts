/** The e-mail log (outbox in development, delivery log with SMTP), for admins. */
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { AdminActionRunner, AdminActor } from '../../core/admin-action.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { countUpTo } from '../../db/count.ts';
import { containsPattern } from '../../db/like.ts';
import { type Email, emails } from '../../db/schema.ts';

export type EmailStatus = 'queued' | 'sent' | 'failed';

export interface EmailFilters {
  to?: string | undefined;
  status?: EmailStatus | undefined;
  template?: string | undefined;
}

const toEmail = (row: Email) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  template: row.template,
  html: row.html,
  text: row.text,
  status: row.status as EmailStatus,
  error: row.error,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
  transport: row.transport,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

function filtersToWhere(filters: EmailFilters): SQL | undefined {
  return and(
    filters.to
      ? filters.to.includes('@')
        ? eq(emails.to, filters.to.toLowerCase())
        : ilike(emails.to, containsPattern(filters.to))
      : undefined,
    filters.status ? eq(emails.status, filters.status) : undefined,
    filters.template ? eq(emails.template, filters.template) : undefined,
  );
}

export function createEmailLogService(deps: {
  db: Db;
  runAdminAction: AdminActionRunner;
  /** Queues a stored message's delivery again, in the admin action's transaction. */
  requeue: (emailId: number, tx: Db) => Promise<void>;
  /** Wakes the job runner once that has committed (a retried message goes out at once). */
  deliverNow: () => void;
}) {
  const { db, runAdminAction } = deps;
  return {
    async list(query: EmailFilters & { page: number; limit: number }) {
      const where = filtersToWhere(query);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(emails)
          .where(where)
          .orderBy(desc(emails.createdAt), desc(emails.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        countUpTo(db, emails, where),
      ]);
      return {
        emails: rows.map(toEmail),
        pagination: paginationOf(query.page, query.limit, counted.total),
      };
    },

    /** Puts a failed message back in the queue, with a fresh set of attempts. */
    async retry(actor: AdminActor, meta: RequestMeta, id: number) {
      const email = await runAdminAction({ actor, meta }, async (tx) => {
        const [current] = await tx.select().from(emails).where(eq(emails.id, id)).for('update');
        if (!current) throw notFound('E-mail not found');
        if (current.status !== 'failed') {
          throw new AppError(
            'CONFLICT',
            `Only a failed e-mail can be retried (this one is ${current.status})`,
          );
        }
        const [row] = await tx
          .update(emails)
          .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date() })
          .where(eq(emails.id, id))
          .returning();
        await deps.requeue(id, tx);
        return {
          result: toEmail(row!),
          event: {
            eventType: 'custom_admin_action',
            description: `${actor.email} queued the failed e-mail to ${current.to} ("${current.subject}") again`,
            metadata: {
              action: 'email_retry',
              emailId: id,
              template: current.template,
              error: current.error,
            },
          },
        };
      });
      deps.deliverNow();
      return { email };
    },
  };
}

export type EmailLogService = ReturnType<typeof createEmailLogService>;
