/** Feedback from the widget, and its admin workflow (status moves, notes, replies). */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FEEDBACK_MOVES,
  type FeedbackStatus,
  type feedbackBody,
} from '../../../shared/contracts/feedback.ts';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { AdminActionRunner, AdminActor } from '../../core/admin-action.ts';
import { AppError, orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { feedback, users } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';

const label = (status: string) => status.replace('_', ' ');

export function createFeedbackService(deps: { db: Db; mailer: Mailer; runAdminAction: AdminActionRunner }) {
  const { db, mailer, runAdminAction } = deps;

  const selectItems = () =>
    db
      .select({ item: feedback, user: { id: users.id, name: users.name, email: users.email } })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId));
  type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

  const toItem = ({ item, user }: Row) => ({
    id: item.id,
    type: item.type as 'bug' | 'feature' | 'general',
    message: item.message,
    pageUrl: item.pageUrl,
    status: item.status as FeedbackStatus,
    adminNotes: item.adminNotes,
    replyMessage: item.replyMessage,
    repliedAt: item.repliedAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    email: item.email,
    name: item.name,
    user: user?.id ? { id: user.id, name: user.name, email: user.email } : null,
  });

  async function lockItem(tx: Db, id: number) {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    return orNotFound(row, 'Feedback');
  }

  async function load(id: number) {
    const [row] = await selectItems().where(eq(feedback.id, id));
    return toItem(orNotFound(row, 'Feedback'));
  }

  return {
    async submit(
      body: z.infer<typeof feedbackBody>,
      user: { id: string; email: string; name: string } | null,
    ) {
      const [row] = await db
        .insert(feedback)
        .values({
          type: body.type,
          message: body.message,
          pageUrl: body.pageUrl || null,
          userId: user?.id ?? null,
          email: user?.email ?? body.email ?? null,
          name: user?.name ?? body.name ?? null,
        })
        .returning();
      return {
        feedback: { id: row!.id, type: body.type, status: 'pending' as const },
        message: 'Thanks for your feedback!',
      };
    },

    async list(query: {
      page: number;
      limit: number;
      type?: string | undefined;
      status?: string | undefined;
      search?: string | undefined;
    }) {
      const where: SQL | undefined = and(
        query.type ? eq(feedback.type, query.type) : undefined,
        query.status ? eq(feedback.status, query.status) : undefined,
        query.search ? ilike(feedback.message, containsPattern(query.search)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectItems()
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(feedback).where(where),
      ]);
      return {
        feedback: rows.map(toItem),
        pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
      };
    },

    async update(
      actor: AdminActor,
      meta: RequestMeta,
      id: number,
      changes: { status?: FeedbackStatus | undefined; adminNotes?: string | null | undefined },
    ) {
      await runAdminAction({ actor, meta }, async (tx) => {
        const current = await lockItem(tx, id);
        const from = current.status as FeedbackStatus;
        if (changes.status && changes.status !== from && !FEEDBACK_MOVES[from].includes(changes.status)) {
          throw new AppError(
            'BAD_REQUEST',
            `Feedback cannot move from ${label(from)} to ${label(changes.status)}`,
          );
        }
        await tx
          .update(feedback)
          .set({
            ...(changes.status ? { status: changes.status } : {}),
            ...(changes.adminNotes !== undefined ? { adminNotes: changes.adminNotes || null } : {}),
          })
          .where(eq(feedback.id, id));
        return {
          result: undefined,
          event: {
            eventType: 'feedback_updated',
            description:
              changes.status && changes.status !== from
                ? `${actor.email} moved feedback #${id} from ${label(from)} to ${label(changes.status)}`
                : `${actor.email} updated the notes of feedback #${id}`,
            metadata: {
              feedbackId: id,
              from,
              to: changes.status ?? from,
              notesChanged: changes.adminNotes !== undefined,
            },
          },
        };
      });
      return { feedback: await load(id) };
    },

    async reply(actor: AdminActor, meta: RequestMeta, id: number, message: string) {
      const { to, original } = await runAdminAction({ actor, meta }, async (tx) => {
        const current = await lockItem(tx, id);
        const [owner] = current.userId
          ? await tx
              .select({ email: users.email, name: users.name })
              .from(users)
              .where(eq(users.id, current.userId))
          : [];
        const address = owner?.email ?? current.email;
        if (!address) throw new AppError('BAD_REQUEST', 'This feedback has no e-mail address to reply to');
        await tx
          .update(feedback)
          .set({ replyMessage: message, repliedAt: new Date() })
          .where(eq(feedback.id, id));
        return {
          result: {
            to: { email: address, name: owner?.name ?? current.name ?? 'there' },
            original: current.message,
          },
          event: {
            eventType: 'feedback_replied',
            description: `${actor.email} replied to feedback #${id}`,
            metadata: { feedbackId: id },
          },
        };
      });
      await mailer.sendTemplate('feedback_reply', to.email, {
        name: to.name,
        message,
        originalMessage: original,
      });
      return { feedback: await load(id) };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
