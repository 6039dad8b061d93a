/**
 * A fingerprint of the database: for every table of the public schema, its row count and an md5
 * of its rows in a stable order. Two equal snapshots mean no row was added, removed or changed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';

/**
 * Tables that legitimately change when a request is refused, left out of the comparison:
 * - security_log: a refused admin call writes `permission_denied`, a failed sign-in
 *   `login_failed`, a bad webhook signature its own event: recording refusals is its purpose.
 * - session: better-auth extends a session's expiry when it is used (`updatedAt`/`expiresAt`),
 *   which happens while the caller is identified, before the route refuses the request.
 * Rate-limit counters are not in the database (in-process, or Redis with REDIS_URL).
 */
export const VOLATILE_TABLES = new Set(['security_log', 'session', 'blog_post_view_daily']);

/**
 * Columns left out of their table's fingerprint, for the same reason:
 * - blog_post.view_count (and blog_post_view_daily above): article views are counted in memory
 *   and written by a timer once a second, so a read answered earlier lands whenever it lands.
 */
export const VOLATILE_COLUMNS: Record<string, string[]> = { blog_post: ['view_count'] };

export type Snapshot = Map<string, { rows: number; md5: string | null }>;

const tablesCache = new WeakMap<Db, string[]>();

async function tablesOf(db: Db): Promise<string[]> {
  const cached = tablesCache.get(db);
  if (cached) return cached;
  const result = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rowsOf<{ name: string }>(result)
    .map((row) => row.name)
    .filter((name) => !VOLATILE_TABLES.has(name));
  tablesCache.set(db, tables);
  return tables;
}

// node-postgres returns `{ rows }`, PGlite's driver the same; keep the one place that knows.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function snapshot(db: Db): Promise<Snapshot> {
  const tables = await tablesOf(db);
  // One round trip for every table.
  const parts = tables.map((table) => {
    const volatile = VOLATILE_COLUMNS[table];
    const row = volatile
      ? sql`(to_jsonb(t) - ${sql.raw(`array[${volatile.map((column) => `'${column}'`).join(', ')}]`)})::text`
      : sql`t::text`;
    return sql`select ${table}::text as name, count(*)::int as rows,
      md5(string_agg(${row}, ',' order by ${row})) as md5 from ${sql.identifier(table)} t`;
  });
  const result = await db.execute<{ name: string; rows: number; md5: string | null }>(
    sql.join(parts, sql` union all `),
  );
  return new Map(
    rowsOf<{ name: string; rows: number; md5: string | null }>(result).map((row) => [
      row.name,
      { rows: row.rows, md5: row.md5 },
    ]),
  );
}

/** The tables whose content differs, with their row counts before and after. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const changed: string[] = [];
  for (const [table, was] of before) {
    const now = after.get(table);
    if (!now || now.md5 !== was.md5 || now.rows !== was.rows)
      changed.push(`${table} (${was.rows} → ${now?.rows ?? 'missing'} rows)`);
  }
  return changed;
}
