/** The e-mail log (outbox in development, delivery log with SMTP), for admins. */
import { count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema.ts';
import { paginationOf } from '../../http/envelope.ts';

export function createEmailLogService({ db }: { db: Db }) {
  return {
    async list(query: { page: number; limit: number; to?: string | undefined }) {
      const where: SQL | undefined = query.to
        ? query.to.includes('@')
          ? eq(emails.to, query.to.toLowerCase())
          : ilike(emails.to, `%${query.to.replace(/[\\%_]/g, '\\$&')}%`)
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(emails)
          .where(where)
          .orderBy(desc(emails.createdAt), desc(emails.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(emails).where(where),
      ]);
      return {
        emails: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          template: row.template,
          html: row.html,
          text: row.text,
          status: row.status as 'queued' | 'sent' | 'failed',
          error: row.error,
          transport: row.transport,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
      };
    },
  };
}

export type EmailLogService = ReturnType<typeof createEmailLogService>;
