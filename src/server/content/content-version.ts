/**
 * The content version: one number in the database that every change to what the public pages show
 * moves forward, in the change's own transaction (every admin action does, core/admin-action.ts;
 * the few other writes that reach a public page call bumpContentVersion themselves). The page
 * cache (http/page-cache.ts) reads it on every request: a cached page of an older version is never
 * served, on any instance, as soon as the change has committed. It lives in the database, not in
 * Redis or a process, because that is where the change commits: no message can be missed or
 * arrive late, and a deployment without Redis gets the same guarantee.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentVersion } from '../db/schema.ts';

const ROW_ID = 1;

const reads = new WeakMap<Db, ReturnType<typeof prepareRead>>();

// Prepared once per database: it runs on every page request, so PostgreSQL plans it once per
// connection instead of parsing it each time.
function prepareRead(db: Db) {
  return db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, ROW_ID))
    .prepare('content_version_read');
}

/** The current version (0 before the first change). One primary-key read. */
export async function readContentVersion(db: Db): Promise<number> {
  let read = reads.get(db);
  if (!read) {
    read = prepareRead(db);
    reads.set(db, read);
  }
  const [row] = await read.execute();
  return row?.version ?? 0;
}

/**
 * Moves the version forward inside `tx`: it commits, or rolls back, with the change it announces.
 * The row lock it takes is held until the transaction ends, so call it last, after the change.
 * An upsert: the first change writes the row (the migration creates the table only).
 */
export async function bumpContentVersion(tx: Db): Promise<void> {
  await tx
    .insert(contentVersion)
    .values({ id: ROW_ID, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } });
}
