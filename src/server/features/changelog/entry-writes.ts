/**
 * The admin's writes to entries. Markdown is rendered once, when an entry is saved (the one
 * renderer, as blog posts); reads serve the stored HTML.
 */
import { eq } from 'drizzle-orm';
import type { EntryBody, EntryOut } from '../../../shared/contracts/changelog.ts';
import { versionPartsOf } from '../../../shared/contracts/changelog-version.ts';
import { renderMarkdown } from '../../content/markdown.ts';
import { publicationOf } from '../../content/publication.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { changelogEntries } from '../../db/schema.ts';
import { changelogChanged } from './changed-event.ts';
import type { ChangelogDeps } from './deps.ts';
import { entryById, lockEntry } from './entry-rows.ts';
import { statusOf } from './status.ts';
import { checkVersionFree, withVersionGuard } from './versions.ts';

export function createEntry(
  { runAdminAction }: ChangelogDeps,
  actor: AdminActor,
  meta: RequestMeta,
  body: EntryBody,
): Promise<{ entry: EntryOut }> {
  return withVersionGuard(body.version, () =>
    runAdminAction({ actor, meta }, async (tx) => {
      await checkVersionFree(tx, body.version);
      const { published, publishedAt } = publicationOf(body);
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
      const entry = await entryById(tx, row!.id);
      return {
        result: { entry },
        event: changelogChanged('created', actor, entry, { status: entry.status }),
      };
    }),
  );
}

/** Replaces the entry's fields; `published`/`publishedAt` omitted keep their value. */
export function updateEntry(
  { runAdminAction }: ChangelogDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: EntryBody,
): Promise<{ entry: EntryOut }> {
  return withVersionGuard(body.version, () =>
    runAdminAction({ actor, meta }, async (tx) => {
      const current = await lockEntry(tx, id);
      if (body.version !== current.version) await checkVersionFree(tx, body.version, id);
      const { published, publishedAt } = publicationOf(body, current);
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
      const entry = await entryById(tx, id);
      return {
        result: { entry },
        event: changelogChanged('updated', actor, entry, {
          previousStatus: statusOf(current),
          status: entry.status,
        }),
      };
    }),
  );
}

export function removeEntry(
  { runAdminAction }: ChangelogDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockEntry(tx, id);
    await tx.delete(changelogEntries).where(eq(changelogEntries.id, id));
    return {
      result: { success: true as const, message: `Deleted the entry ${current.version}` },
      event: changelogChanged('deleted', actor, current),
    };
  });
}
