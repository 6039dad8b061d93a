/**
 * Changelog entries: the public list (newest version first) and feed, and the admin's writes.
 * Markdown is rendered once, when an entry is saved (`renderMarkdown`, as blog posts); reads serve
 * the stored HTML. An entry is public when published and its publishedAt has come (a future time
 * schedules it, with no job to run).
 */
import { and, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { renderMarkdown } from '../../content/markdown.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { changelogEntries, users } from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { paginationOf } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import {
  type AdminListQuery,
  type EntryBody,
  type EntryOut,
  type EntryStatus,
  type EntryType,
  type PublicEntryOut,
  type PublicListQuery,
  versionPartsOf,
} from './schemas.ts';

/** Public means published and not scheduled for later. */
export const isPublic = (): SQL =>
  and(eq(changelogEntries.published, true), lte(changelogEntries.publishedAt, sql`now()`))!;

function statusCondition(status: EntryStatus): SQL {
  if (status === 'draft') return eq(changelogEntries.published, false);
  if (status === 'scheduled')
    return and(eq(changelogEntries.published, true), gt(changelogEntries.publishedAt, sql`now()`))!;
  return isPublic();
}

export function statusOf(
  entry: { published: boolean; publishedAt: Date | null },
  now = new Date(),
): EntryStatus {
  if (!entry.published) return 'draft';
  return entry.publishedAt && entry.publishedAt > now ? 'scheduled' : 'published';
}

/** Newest version first (numerically: 1.2.10 before 1.2.9), then newest row. */
const newestFirst = [desc(changelogEntries.versionParts), desc(changelogEntries.id)];

const versionTaken = (version: string) =>
  new AppError('CONFLICT', `Version ${version} already has an entry`, {
    details: [{ path: 'version', message: 'Already used by another entry' }],
  });

const columns = {
  id: changelogEntries.id,
  version: changelogEntries.version,
  title: changelogEntries.title,
  type: changelogEntries.type,
  content: changelogEntries.content,
  contentHtml: changelogEntries.contentHtml,
  published: changelogEntries.published,
  publishedAt: changelogEntries.publishedAt,
  createdAt: changelogEntries.createdAt,
  updatedAt: changelogEntries.updatedAt,
  authorId: users.id,
  authorName: users.name,
};
type Row = {
  id: number;
  version: string;
  title: string;
  type: string;
  content: string;
  contentHtml: string;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorId: string | null;
  authorName: string | null;
};

function toEntry(row: Row): EntryOut {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    type: row.type as EntryType,
    content: row.content,
    contentHtml: row.contentHtml,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: statusOf(row),
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toPublicEntry = (row: Row): PublicEntryOut => ({
  id: row.id,
  version: row.version,
  title: row.title,
  type: row.type as EntryType,
  contentHtml: row.contentHtml,
  publishedAt: row.publishedAt!.toISOString(),
});

export function createChangelogService(deps: { db: Db; runAdminAction: AdminActionRunner }) {
  const { db, runAdminAction } = deps;
  const select = (tx: Db = db) =>
    tx.select(columns).from(changelogEntries).leftJoin(users, eq(users.id, changelogEntries.authorId));

  async function readBack(tx: Db, id: number): Promise<EntryOut> {
    const [row] = await select(tx).where(eq(changelogEntries.id, id)).limit(1);
    if (!row) throw notFound('Changelog entry not found');
    return toEntry(row);
  }

  async function lockEntry(tx: Db, id: number) {
    const [row] = await tx.select().from(changelogEntries).where(eq(changelogEntries.id, id)).for('update');
    if (!row) throw notFound('Changelog entry not found');
    return row;
  }

  async function page(where: SQL | undefined, pageNumber: number, limit: number) {
    const [rows, [counted]] = await Promise.all([
      select()
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset((pageNumber - 1) * limit),
      db.select({ total: sql<number>`count(*)::int` }).from(changelogEntries).where(where),
    ]);
    return { rows, pagination: paginationOf(pageNumber, limit, Number(counted?.total ?? 0)) };
  }

  /** Runs an admin write, turning the unique-version violation of a race into the same 409. */
  async function guarded<T>(version: string, perform: () => Promise<T>): Promise<T> {
    try {
      return await perform();
    } catch (error) {
      if (isUniqueViolation(error)) throw versionTaken(version);
      throw error;
    }
  }

  async function checkVersionFree(tx: Db, version: string, exceptId?: number) {
    const [clash] = await tx
      .select({ id: changelogEntries.id })
      .from(changelogEntries)
      .where(eq(changelogEntries.version, version))
      .limit(1);
    if (clash && clash.id !== exceptId) throw versionTaken(version);
  }

  const event = (
    action: string,
    actor: AdminActor,
    entry: { id: number; version: string; title: string },
    extra = {},
  ) => ({
    eventType: 'changelog_changed' as const,
    description: `${actor.email} ${action} the changelog entry ${entry.version} "${entry.title}"`,
    metadata: { action, entryId: entry.id, version: entry.version, ...extra },
  });

  return {
    async listPublic(query: PublicListQuery) {
      const where = and(isPublic(), query.type ? eq(changelogEntries.type, query.type) : undefined);
      const { rows, pagination } = await page(where, query.page, query.limit);
      return { entries: rows.map(toPublicEntry), pagination };
    },

    async listAdmin(query: AdminListQuery) {
      const where = and(
        query.status ? statusCondition(query.status) : undefined,
        query.type ? eq(changelogEntries.type, query.type) : undefined,
      );
      const { rows, pagination } = await page(where, query.page, query.limit);
      return { entries: rows.map(toEntry), pagination };
    },

    async get(id: number): Promise<EntryOut> {
      return readBack(db, id);
    },

    /** The newest public entries (the RSS feed). */
    async publicFeed(limit: number): Promise<PublicEntryOut[]> {
      const rows = await select()
        .where(isPublic())
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map(toPublicEntry);
    },

    async create(actor: AdminActor, meta: RequestMeta, body: EntryBody): Promise<EntryOut> {
      return guarded(body.version, () =>
        runAdminAction({ actor, meta }, async (tx) => {
          await checkVersionFree(tx, body.version);
          const published = body.published ?? false;
          const publishedAt = body.publishedAt ? new Date(body.publishedAt) : published ? new Date() : null;
          const [row] = await tx
            .insert(changelogEntries)
            .values({
              version: body.version,
              versionParts: versionPartsOf(body.version),
              title: body.title,
              content: body.content,
              contentHtml: renderMarkdown(body.content),
              type: body.type,
              published,
              publishedAt,
              authorId: actor.id,
            })
            .returning({ id: changelogEntries.id });
          const entry = await readBack(tx, row!.id);
          return { result: entry, event: event('created', actor, entry, { status: entry.status }) };
        }),
      );
    },

    /** Replaces the entry's fields; `published`/`publishedAt` omitted keep their value. */
    async update(actor: AdminActor, meta: RequestMeta, id: number, body: EntryBody): Promise<EntryOut> {
      return guarded(body.version, () =>
        runAdminAction({ actor, meta }, async (tx) => {
          const current = await lockEntry(tx, id);
          if (body.version !== current.version) await checkVersionFree(tx, body.version, id);
          const published = body.published ?? current.published;
          const publishedAt = body.publishedAt
            ? new Date(body.publishedAt)
            : published && !current.published
              ? new Date()
              : current.publishedAt;
          await tx
            .update(changelogEntries)
            .set({
              version: body.version,
              versionParts: versionPartsOf(body.version),
              title: body.title,
              ...(body.content === current.content
                ? {}
                : { content: body.content, contentHtml: renderMarkdown(body.content) }),
              type: body.type,
              published,
              publishedAt,
            })
            .where(eq(changelogEntries.id, id));
          const entry = await readBack(tx, id);
          return {
            result: entry,
            event: event('updated', actor, entry, {
              previousStatus: statusOf(current),
              status: entry.status,
            }),
          };
        }),
      );
    },

    async setPublished(actor: AdminActor, meta: RequestMeta, id: number, publish: boolean, at?: string) {
      return runAdminAction({ actor, meta }, async (tx) => {
        await lockEntry(tx, id);
        await tx
          .update(changelogEntries)
          .set(
            publish ? { published: true, publishedAt: at ? new Date(at) : new Date() } : { published: false },
          )
          .where(eq(changelogEntries.id, id));
        const entry = await readBack(tx, id);
        const action = publish ? (entry.status === 'scheduled' ? 'scheduled' : 'published') : 'unpublished';
        return {
          result: { entry },
          event: event(action, actor, entry, { status: entry.status, publishedAt: entry.publishedAt }),
        };
      });
    },

    async remove(actor: AdminActor, meta: RequestMeta, id: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lockEntry(tx, id);
        await tx.delete(changelogEntries).where(eq(changelogEntries.id, id));
        return {
          result: { success: true as const, message: `Deleted the entry ${current.version}` },
          event: event('deleted', actor, current),
        };
      });
    },

    preview(content: string) {
      return { html: renderMarkdown(content) };
    },
  };
}

export type ChangelogService = ReturnType<typeof createChangelogService>;
