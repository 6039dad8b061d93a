/** Reading entry rows (with their author) and shaping them for the admin and for visitors. */
import { desc, eq } from 'drizzle-orm';
import type { EntryOut, EntryType, PublicEntryOut } from '../../../shared/contracts/changelog.ts';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { changelogEntries, users } from '../../db/schema.ts';
import { statusOf } from './status.ts';

/** Newest version first (numerically: 1.2.10 before 1.2.9), then newest row. */
export const newestFirst = [desc(changelogEntries.versionParts), desc(changelogEntries.id)];

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

export const selectEntries = (db: Db) =>
  db.select(columns).from(changelogEntries).leftJoin(users, eq(users.id, changelogEntries.authorId));

type Row = Awaited<ReturnType<typeof selectEntries>>[number];

export function toEntry(row: Row): EntryOut {
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

export const toPublicEntry = (row: Row): PublicEntryOut => ({
  id: row.id,
  version: row.version,
  title: row.title,
  type: row.type as EntryType,
  contentHtml: row.contentHtml,
  publishedAt: row.publishedAt!.toISOString(),
});

/** The admin's view of one entry (404 when there is none). */
export async function entryById(db: Db, id: number): Promise<EntryOut> {
  const [row] = await selectEntries(db).where(eq(changelogEntries.id, id)).limit(1);
  if (!row) throw notFound('Changelog entry not found');
  return toEntry(row);
}

/** The row, locked for the rest of the transaction (404 when there is none). */
export async function lockEntry(tx: Db, id: number) {
  const [row] = await tx.select().from(changelogEntries).where(eq(changelogEntries.id, id)).for('update');
  if (!row) throw notFound('Changelog entry not found');
  return row;
}
