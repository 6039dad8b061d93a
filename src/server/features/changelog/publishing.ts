/** Publishing (now, or at a time: a future one schedules the entry) and back to draft. */
import { eq } from 'drizzle-orm';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { changelogEntries } from '../../db/schema.ts';
import { changelogChanged } from './changed-event.ts';
import type { ChangelogDeps } from './deps.ts';
import { entryById, lockEntry } from './entry-rows.ts';

export function setEntryPublished(
  { runAdminAction }: ChangelogDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  publish: boolean,
  at?: string,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    await lockEntry(tx, id);
    await tx
      .update(changelogEntries)
      .set(publish ? { published: true, publishedAt: at ? new Date(at) : new Date() } : { published: false })
      .where(eq(changelogEntries.id, id));
    const entry = await entryById(tx, id);
    const action = publish ? (entry.status === 'scheduled' ? 'scheduled' : 'published') : 'unpublished';
    return {
      result: { entry },
      event: changelogChanged(action, actor, entry, { status: entry.status, publishedAt: entry.publishedAt }),
    };
  });
}
