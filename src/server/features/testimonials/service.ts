/**
 * Testimonials: users submit (one pending at a time), admins approve, reject, unpublish, edit,
 * delete and order the published ones. Content is stored and served as plain text.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { testimonials, users } from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { paginationOf } from '../../http/envelope.ts';
import { AppError, orNotFound } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import {
  type AdminListQuery,
  type AdminTestimonialOut,
  TESTIMONIAL_MOVES,
  TESTIMONIAL_STATUSES,
  type TestimonialBody,
  type TestimonialMove,
  type TestimonialStatus,
} from './schemas.ts';

/** The website's list is short by nature; this only bounds a runaway one. */
const PUBLIC_LIMIT = 100;

type Row = typeof testimonials.$inferSelect;

const toPublic = (row: Row) => ({
  id: row.id,
  authorName: row.authorName,
  authorRole: row.authorRole,
  avatarUrl: row.avatarUrl,
  content: row.content,
  rating: row.rating,
});

const toOwn = (row: Row) => ({
  ...toPublic(row),
  status: row.status as TestimonialStatus,
  rejectionReason: row.rejectionReason,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const fields = (body: TestimonialBody) => ({
  content: body.content,
  rating: body.rating,
  authorName: body.authorName,
  authorRole: body.authorRole || null,
  avatarUrl: body.avatarUrl || null,
});

const verb: Record<TestimonialMove, string> = {
  approve: 'approved',
  reject: 'rejected',
  unpublish: 'unpublished',
};

export function createTestimonialService(deps: { db: Db; runAdminAction: AdminActionRunner }) {
  const { db, runAdminAction } = deps;

  const selectAdmin = (tx: Db = db) =>
    tx
      .select({ item: testimonials, user: { id: users.id, name: users.name, email: users.email } })
      .from(testimonials)
      .leftJoin(users, eq(users.id, testimonials.userId));

  const toAdmin = ({
    item,
    user,
  }: {
    item: Row;
    user: { id: string; name: string; email: string } | null;
  }): AdminTestimonialOut => ({
    ...toOwn(item),
    sortOrder: item.sortOrder,
    user: user?.id ? user : null,
  });

  async function loadAdmin(tx: Db, id: number) {
    const [row] = await selectAdmin(tx).where(eq(testimonials.id, id));
    return toAdmin(orNotFound(row, 'Testimonial'));
  }

  async function lock(tx: Db, id: number) {
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    return orNotFound(row, 'Testimonial');
  }

  const publishedInOrder = (tx: Db) =>
    tx
      .select()
      .from(testimonials)
      .where(eq(testimonials.status, 'published'))
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));

  return {
    /** What the website shows: the published ones, in the admin's order. */
    async listPublished() {
      const rows = await publishedInOrder(db).limit(PUBLIC_LIMIT);
      return { testimonials: rows.map(toPublic) };
    },

    async listMine(userId: string) {
      const rows = await db
        .select()
        .from(testimonials)
        .where(eq(testimonials.userId, userId))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
      return { testimonials: rows.map(toOwn) };
    },

    /** A new testimonial waits for an admin. One pending at a time per user (409 otherwise). */
    async submit(userId: string, body: TestimonialBody) {
      const row = await db.transaction(async (tx) => {
        // Serialises one user's submissions, so two at once cannot both pass the check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`testimonial:${userId}`}))`);
        const [pending] = await tx
          .select({ id: testimonials.id })
          .from(testimonials)
          .where(and(eq(testimonials.userId, userId), eq(testimonials.status, 'pending')))
          .limit(1);
        if (pending) {
          throw new AppError(
            'CONFLICT',
            'You already have a testimonial waiting for review. You can send another once it has been reviewed.',
          );
        }
        const [inserted] = await tx
          .insert(testimonials)
          .values({ ...fields(body), userId, status: 'pending' })
          .returning();
        return inserted!;
      });
      return { testimonial: toOwn(row) };
    },

    async list(query: AdminListQuery) {
      const term = query.search ? containsPattern(query.search) : undefined;
      const where: SQL | undefined = and(
        query.status ? eq(testimonials.status, query.status) : undefined,
        term
          ? or(
              ilike(testimonials.content, term),
              ilike(testimonials.authorName, term),
              ilike(testimonials.authorRole, term),
              ilike(users.email, term),
            )
          : undefined,
      );
      // Published ones in their website order; the others newest first.
      const order =
        query.status === 'published'
          ? [asc(testimonials.sortOrder), asc(testimonials.id)]
          : [desc(testimonials.createdAt), desc(testimonials.id)];
      const [rows, [total], byStatus] = await Promise.all([
        selectAdmin()
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ value: count() })
          .from(testimonials)
          .leftJoin(users, eq(users.id, testimonials.userId))
          .where(where),
        db
          .select({ status: testimonials.status, n: count() })
          .from(testimonials)
          .groupBy(testimonials.status),
      ]);
      const counts = Object.fromEntries(TESTIMONIAL_STATUSES.map((status) => [status, 0])) as Record<
        TestimonialStatus,
        number
      >;
      for (const { status, n } of byStatus) if (status in counts) counts[status as TestimonialStatus] = n;
      return {
        testimonials: rows.map(toAdmin),
        pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
        counts,
      };
    },

    /** approve | reject | unpublish, only along the state table (409 otherwise). */
    move(actor: AdminActor, meta: RequestMeta, id: number, move: TestimonialMove, reason?: string | null) {
      const rule = TESTIMONIAL_MOVES[move];
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lock(tx, id);
        const from = current.status as TestimonialStatus;
        if (!(rule.from as readonly string[]).includes(from)) {
          throw new AppError(
            'CONFLICT',
            `A ${from} testimonial cannot be ${verb[move]} (only ${rule.from.join(' or ')} ones can)`,
          );
        }
        const changes: Partial<Row> = { status: rule.to };
        if (move === 'approve') {
          // Appended after the published ones.
          const [last] = await tx
            .select({ max: sql<number | null>`max(${testimonials.sortOrder})` })
            .from(testimonials)
            .where(eq(testimonials.status, 'published'));
          changes.sortOrder = (last?.max === null || last?.max === undefined ? -1 : Number(last.max)) + 1;
          changes.publishedAt = new Date();
          changes.rejectionReason = null;
        }
        if (move === 'reject') changes.rejectionReason = reason || null;
        await tx.update(testimonials).set(changes).where(eq(testimonials.id, id));
        return {
          result: { testimonial: await loadAdmin(tx, id) },
          event: {
            eventType: 'testimonial_changed',
            description: `${actor.email} ${verb[move]} the testimonial #${id} by ${current.authorName}`,
            userId: current.userId,
            metadata: {
              action: verb[move],
              testimonialId: id,
              from,
              to: rule.to,
              ...(move === 'reject' && reason ? { reason } : {}),
            },
          },
        };
      });
    },

    update(actor: AdminActor, meta: RequestMeta, id: number, body: TestimonialBody) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lock(tx, id);
        await tx.update(testimonials).set(fields(body)).where(eq(testimonials.id, id));
        const changed = (Object.keys(fields(body)) as Array<keyof ReturnType<typeof fields>>).filter(
          (key) => fields(body)[key] !== current[key],
        );
        return {
          result: { testimonial: await loadAdmin(tx, id) },
          event: {
            eventType: 'testimonial_changed',
            description: `${actor.email} edited the testimonial #${id} by ${current.authorName}`,
            userId: current.userId,
            metadata: { action: 'edited', testimonialId: id, status: current.status, changed },
          },
        };
      });
    },

    remove(actor: AdminActor, meta: RequestMeta, id: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lock(tx, id);
        await tx.delete(testimonials).where(eq(testimonials.id, id));
        return {
          result: { success: true as const, message: `Deleted the testimonial by ${current.authorName}` },
          event: {
            eventType: 'testimonial_changed',
            description: `${actor.email} deleted the testimonial #${id} by ${current.authorName}`,
            userId: current.userId,
            metadata: { action: 'deleted', testimonialId: id, status: current.status },
          },
        };
      });
    },

    /** The website order: `ids` must be exactly the published set (400 otherwise, nothing changes). */
    reorder(actor: AdminActor, meta: RequestMeta, ids: number[]) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const published = await tx
          .select({ id: testimonials.id })
          .from(testimonials)
          .where(eq(testimonials.status, 'published'))
          .for('update');
        assertSameSet(
          ids,
          published.map((row) => row.id),
          'published testimonials',
        );
        if (ids.length) {
          await tx
            .update(testimonials)
            .set({ sortOrder: positionCase(testimonials.id, ids) })
            .where(inArray(testimonials.id, ids));
        }
        const rows = await selectAdmin(tx)
          .where(eq(testimonials.status, 'published'))
          .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
        return {
          result: { testimonials: rows.map(toAdmin) },
          event: {
            eventType: 'testimonial_changed',
            description: `${actor.email} reordered the published testimonials`,
            metadata: { action: 'reordered', ids },
          },
        };
      });
    },
  };
}

/** 400 unless `ids` lists every id of `expected` exactly once (and nothing else). */
function assertSameSet(ids: number[], expected: number[], what: string) {
  const wanted = new Set(expected);
  const given = new Set(ids);
  const same = given.size === ids.length && given.size === wanted.size && ids.every((id) => wanted.has(id));
  if (!same) {
    throw new AppError('BAD_REQUEST', `The order must list each of the ${what} exactly once`, {
      details: [{ path: 'ids', message: `Expected the ${expected.length} ${what}, each once` }],
    });
  }
}

/** `CASE id WHEN a THEN 0 WHEN b THEN 1 … END`: every position set by one UPDATE. */
function positionCase(column: AnyPgColumn, ids: number[]): SQL<number> {
  const branches = ids.map((id, index) => sql`when ${id} then ${index}`);
  return sql<number>`(case ${column} ${sql.join(branches, sql` `)} end)::integer`;
}

export type TestimonialService = ReturnType<typeof createTestimonialService>;
