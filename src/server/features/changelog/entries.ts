/** Reading entries: the public list and feed (stored HTML, rendered at save), and the admin's list. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type {
  AdminListQuery,
  EntryOut,
  PublicEntryOut,
  PublicListQuery,
} from '../../../shared/contracts/changelog.ts';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import { changelogEntries } from '../../db/schema.ts';
import type { ChangelogDeps } from './deps.ts';
import { entryById, newestFirst, selectEntries, toEntry, toPublicEntry } from './entry-rows.ts';
import { isPublic, statusCondition } from './status.ts';

async function entriesPage({ db }: ChangelogDeps, where: SQL | undefined, page: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(changelogEntries).where(where),
  ]);
  return { rows, pagination: paginationOf(page, limit, Number(counted?.total ?? 0)) };
}

export async function listPublicEntries(deps: ChangelogDeps, query: PublicListQuery) {
  const where = and(isPublic(), query.type ? eq(changelogEntries.type, query.type) : undefined);
  const { rows, pagination } = await entriesPage(deps, where, query.page, query.limit);
  return { entries: rows.map(toPublicEntry), pagination };
}

export async function listEntries(deps: ChangelogDeps, query: AdminListQuery) {
  const where = and(
    query.status ? statusCondition(query.status) : undefined,
    query.type ? eq(changelogEntries.type, query.type) : undefined,
  );
  const { rows, pagination } = await entriesPage(deps, where, query.page, query.limit);
  return { entries: rows.map(toEntry), pagination };
}

export async function getEntry({ db }: ChangelogDeps, id: number): Promise<{ entry: EntryOut }> {
  return { entry: await entryById(db, id) };
}

/** The newest public entries (the RSS feed). */
export async function publicFeedEntries({ db }: ChangelogDeps, limit: number): Promise<PublicEntryOut[]> {
  const rows = await selectEntries(db)
    .where(isPublic())
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toPublicEntry);
}
