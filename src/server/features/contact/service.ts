/** The contact form and its admin inbox. */
import type { Readable } from 'node:stream';
import { and, count, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { ContactBody, SubmissionFilters } from '../../../shared/contracts/contact.ts';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { AdminActionRunner, AdminActor } from '../../core/admin-action.ts';
import { csvStream, keysetBatches } from '../../core/csv-rows.ts';
import { orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { type ContactSubmission, contactSubmissions } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';

const toSubmission = (row: ContactSubmission) => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  phone: row.phone,
  company: row.company,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  read: row.read,
  readAt: row.readAt?.toISOString() ?? null,
  replyMessage: row.replyMessage,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

function filtersToWhere(filters: SubmissionFilters): SQL | undefined {
  const term = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    filters.status ? eq(contactSubmissions.read, filters.status === 'read') : undefined,
    term ? or(ilike(contactSubmissions.fullName, term), ilike(contactSubmissions.email, term)) : undefined,
  );
}

export function createContactService(deps: { db: Db; mailer: Mailer; runAdminAction: AdminActionRunner }) {
  const { db, mailer, runAdminAction } = deps;

  async function lock(tx: Db, id: number) {
    const [row] = await tx
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for('update');
    return orNotFound(row, 'Submission');
  }

  async function setRead(actor: AdminActor, meta: RequestMeta, id: number, read: boolean) {
    return runAdminAction({ actor, meta }, async (tx) => {
      const current = await lock(tx, id);
      const [row] = await tx
        .update(contactSubmissions)
        .set({ read, readAt: read ? (current.readAt ?? new Date()) : null })
        .where(eq(contactSubmissions.id, id))
        .returning();
      return {
        result: { submission: toSubmission(row!) },
        event: {
          eventType: 'contact_submission_updated',
          description: `${actor.email} marked the message from ${current.email} as ${read ? 'read' : 'unread'}`,
          metadata: { submissionId: id, read },
        },
      };
    });
  }

  return {
    /** Stores a message from the public form. A filled honeypot is answered the same, and dropped. */
    async submit(body: ContactBody, ipAddress: string | null) {
      const message = "Thanks for your message. We'll get back to you soon.";
      if (body.website) return { success: true as const, message };
      const { website: _honeypot, ...fields } = body;
      await db.insert(contactSubmissions).values({ ...fields, ipAddress });
      return { success: true as const, message };
    },

    async list(query: SubmissionFilters & { page: number; limit: number }) {
      const where = filtersToWhere(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactSubmissions)
          .where(where)
          .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(contactSubmissions).where(where),
      ]);
      return {
        submissions: rows.map(toSubmission),
        pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
      };
    },

    markRead: (actor: AdminActor, meta: RequestMeta, id: number) => setRead(actor, meta, id, true),
    markUnread: (actor: AdminActor, meta: RequestMeta, id: number) => setRead(actor, meta, id, false),

    async reply(
      actor: AdminActor,
      meta: RequestMeta,
      id: number,
      input: { subject?: string | undefined; message: string },
    ) {
      const result = await runAdminAction({ actor, meta }, async (tx) => {
        const current = await lock(tx, id);
        const now = new Date();
        const [row] = await tx
          .update(contactSubmissions)
          .set({ replyMessage: input.message, repliedAt: now, read: true, readAt: current.readAt ?? now })
          .where(eq(contactSubmissions.id, id))
          .returning();
        return {
          result: { submission: toSubmission(row!), to: current },
          event: {
            eventType: 'contact_submission_replied',
            description: `${actor.email} replied to the message from ${current.email}`,
            metadata: { submissionId: id },
          },
        };
      });
      const original = result.to;
      await mailer.sendTemplate('contact_reply', original.email, {
        name: original.fullName,
        subject: input.subject ?? `Re: ${original.subject ?? 'your message'}`,
        message: input.message,
        originalMessage: original.message,
      });
      return { submission: result.submission };
    },

    remove(actor: AdminActor, meta: RequestMeta, id: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lock(tx, id);
        await tx.delete(contactSubmissions).where(eq(contactSubmissions.id, id));
        return {
          result: { success: true as const, message: 'Submission deleted' },
          event: {
            eventType: 'contact_submission_deleted',
            description: `${actor.email} deleted the message from ${current.email}`,
            metadata: { submissionId: id, email: current.email },
          },
        };
      });
    },

    exportCsv(filters: SubmissionFilters): Promise<Readable> {
      const where = filtersToWhere(filters);
      const BATCH = 1000;
      const rows = keysetBatches(
        (cursor: number | undefined) =>
          db
            .select()
            .from(contactSubmissions)
            .where(and(where, cursor === undefined ? undefined : lt(contactSubmissions.id, cursor)))
            .orderBy(desc(contactSubmissions.id))
            .limit(BATCH),
        (row) => row.id,
        BATCH,
      );
      async function* csvRows() {
        for await (const row of rows) yield toSubmission(row);
      }
      return csvStream(csvRows(), [
        'id',
        'createdAt',
        'fullName',
        'email',
        'phone',
        'company',
        'subject',
        'message',
        'read',
        'readAt',
        'repliedAt',
        'replyMessage',
      ]);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
