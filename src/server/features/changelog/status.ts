/**
 * An entry's status. An entry is public when published and its publishedAt has come: a future
 * time schedules it, with no job to run.
 */
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { EntryStatus } from '../../../shared/contracts/changelog.ts';
import { changelogEntries } from '../../db/schema.ts';

/** Public means published and not scheduled for later. */
export const isPublic = (): SQL =>
  and(eq(changelogEntries.published, true), lte(changelogEntries.publishedAt, sql`now()`))!;

export function statusCondition(status: EntryStatus): SQL {
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
