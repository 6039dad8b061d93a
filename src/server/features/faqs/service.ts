/**
 * FAQs: Markdown answers rendered (and sanitized) once at save by the one renderer, categories
 * (suggested + custom), one order across all FAQs, and the public page grouped by category.
 */
import { asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { renderMarkdown } from '../../content/markdown.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { faqs } from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { AppError, orNotFound } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import { type AdminFaqOut, type FaqBody, SUGGESTED_CATEGORIES } from './schemas.ts';

type Row = typeof faqs.$inferSelect;

const toAdmin = (row: Row): AdminFaqOut => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  answerHtml: row.answerHtml,
  category: row.category,
  sortOrder: row.sortOrder,
  published: row.published,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const inOrder = [asc(faqs.sortOrder), asc(faqs.id)];

/** `CASE id WHEN a THEN 0 WHEN b THEN 1 … END`: every position set by one UPDATE. */
const positionCase = (column: AnyPgColumn, ids: number[]): SQL<number> =>
  sql<number>`(case ${column} ${sql.join(
    ids.map((id, index) => sql`when ${id} then ${index}`),
    sql` `,
  )} end)::integer`;

export function createFaqService(deps: { db: Db; runAdminAction: AdminActionRunner }) {
  const { db, runAdminAction } = deps;

  async function lock(tx: Db, id: number) {
    const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    return orNotFound(row, 'FAQ');
  }

  /** "billing" is "Billing": a category matching a suggested or used one takes its spelling. */
  async function canonicalCategory(tx: Db, name: string) {
    const lower = name.toLowerCase();
    const suggested = SUGGESTED_CATEGORIES.find((item) => item.toLowerCase() === lower);
    if (suggested) return suggested;
    const [used] = await tx
      .select({ category: faqs.category })
      .from(faqs)
      .where(sql`lower(${faqs.category}) = ${lower}`)
      .limit(1);
    return used?.category ?? name;
  }

  const log = (actor: AdminActor, action: string, id: number | null, text: string, extra = {}) => ({
    eventType: 'faq_changed' as const,
    description: `${actor.email} ${text}`,
    metadata: { action, ...(id === null ? {} : { faqId: id }), ...extra },
  });

  return {
    /** Published FAQs grouped by category; categories come in the order of their first FAQ. */
    async listPublic(search: string | undefined) {
      const term = search ? containsPattern(search) : undefined;
      const rows = await db
        .select({
          id: faqs.id,
          question: faqs.question,
          answerHtml: faqs.answerHtml,
          category: faqs.category,
        })
        .from(faqs)
        .where(
          term
            ? sql`${faqs.published} and (${or(ilike(faqs.question, term), ilike(faqs.answer, term))})`
            : eq(faqs.published, true),
        )
        .orderBy(...inOrder);
      const groups = new Map<string, Array<{ id: number; question: string; answerHtml: string }>>();
      for (const { category, ...faq } of rows) {
        const group = groups.get(category) ?? [];
        group.push(faq);
        groups.set(category, group);
      }
      return { categories: [...groups].map(([name, items]) => ({ name, faqs: items })) };
    },

    async list() {
      const rows = await db
        .select()
        .from(faqs)
        .orderBy(...inOrder);
      return { faqs: rows.map(toAdmin) };
    },

    /** The suggested ones, then the custom ones in use (by name), each with its number of FAQs. */
    async categories() {
      const used = await db
        .select({ name: faqs.category, n: count() })
        .from(faqs)
        .groupBy(faqs.category)
        .orderBy(asc(faqs.category));
      const counts = new Map(used.map((row) => [row.name, row.n]));
      const suggested = new Set<string>(SUGGESTED_CATEGORIES);
      return {
        categories: [
          ...SUGGESTED_CATEGORIES.map((name) => ({ name, suggested: true, faqCount: counts.get(name) ?? 0 })),
          ...used
            .filter((row) => !suggested.has(row.name))
            .map((row) => ({ name: row.name, suggested: false, faqCount: row.n })),
        ],
      };
    },

    /** A new FAQ goes last in the order. */
    create(actor: AdminActor, meta: RequestMeta, body: FaqBody) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const category = await canonicalCategory(tx, body.category);
        const [last] = await tx.select({ max: sql<number | null>`max(${faqs.sortOrder})` }).from(faqs);
        const [row] = await tx
          .insert(faqs)
          .values({
            question: body.question,
            answer: body.answer,
            answerHtml: renderMarkdown(body.answer),
            category,
            published: body.published ?? false,
            sortOrder: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1,
          })
          .returning();
        return {
          result: { faq: toAdmin(row!) },
          event: log(actor, 'created', row!.id, `created the FAQ "${body.question}"`, { category }),
        };
      });
    },

    update(actor: AdminActor, meta: RequestMeta, id: number, body: FaqBody) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lock(tx, id);
        const category = await canonicalCategory(tx, body.category);
        const [row] = await tx
          .update(faqs)
          .set({
            question: body.question,
            answer: body.answer,
            answerHtml: renderMarkdown(body.answer),
            category,
            ...(body.published === undefined ? {} : { published: body.published }),
          })
          .where(eq(faqs.id, id))
          .returning();
        return {
          result: { faq: toAdmin(row!) },
          event: log(actor, 'updated', id, `edited the FAQ "${body.question}"`, {
            category,
            previous: {
              question: current.question,
              category: current.category,
              published: current.published,
            },
          }),
        };
      });
    },

    setPublished(actor: AdminActor, meta: RequestMeta, id: number, published: boolean) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lock(tx, id);
        const [row] = await tx.update(faqs).set({ published }).where(eq(faqs.id, id)).returning();
        const action = published ? 'published' : 'unpublished';
        return {
          result: { faq: toAdmin(row!) },
          event: log(actor, action, id, `${action} the FAQ "${current.question}"`, {
            from: current.published ? 'published' : 'draft',
          }),
        };
      });
    },

    remove(actor: AdminActor, meta: RequestMeta, id: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lock(tx, id);
        await tx.delete(faqs).where(eq(faqs.id, id));
        return {
          result: { success: true as const, message: `Deleted the FAQ "${current.question}"` },
          event: log(actor, 'deleted', id, `deleted the FAQ "${current.question}"`),
        };
      });
    },

    /** The whole order in one statement: `ids` must be every FAQ exactly once (400 otherwise). */
    reorder(actor: AdminActor, meta: RequestMeta, ids: number[]) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const all = await tx.select({ id: faqs.id }).from(faqs).for('update');
        const known = new Set(all.map((row) => row.id));
        const given = new Set(ids);
        if (given.size !== ids.length || given.size !== known.size || !ids.every((id) => known.has(id))) {
          throw new AppError('BAD_REQUEST', 'The order must list every FAQ exactly once', {
            details: [{ path: 'ids', message: `Expected the ${known.size} FAQs, each once` }],
          });
        }
        if (ids.length) {
          await tx
            .update(faqs)
            .set({ sortOrder: positionCase(faqs.id, ids) })
            .where(inArray(faqs.id, ids));
        }
        const rows = await tx
          .select()
          .from(faqs)
          .orderBy(...inOrder);
        return {
          result: { faqs: rows.map(toAdmin) },
          event: log(actor, 'reordered', null, 'reordered the FAQs', { ids }),
        };
      });
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
