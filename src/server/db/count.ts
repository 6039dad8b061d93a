/**
 * Counting a filtered set without reading all of it. Below `cap` rows the count is exact (it
 * reads at most cap+1 index entries); above, it is PostgreSQL's planner estimate, which is what
 * a "page 1 of ~50,000" needs and costs nothing. Used for tables that grow without bound (the
 * security log), where an exact count(*) would scan a million rows on every page view.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Both drivers (node-postgres, PGlite) return `{ rows }` from execute(). */
type Rows<T> = { rows: T[] };

export interface CountResult {
  total: number;
  estimated: boolean;
}

export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = 10_000,
): Promise<CountResult> {
  const filter = where ? sql`where ${where}` : sql``;
  const exact = (await db.execute(
    sql`select count(*) as total from (select 1 from ${table} ${filter} limit ${cap + 1}) capped`,
  )) as unknown as Rows<{ total: number | string }>;
  const total = Number(exact.rows[0]?.total ?? 0);
  if (total <= cap) return { total, estimated: false };

  const plan = (await db.execute(
    sql`explain (format json) select 1 from ${table} ${filter}`,
  )) as unknown as Rows<{
    'QUERY PLAN': unknown;
  }>;
  const document = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof document === 'string' ? JSON.parse(document) : document) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  const estimate = Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, cap + 1), estimated: true };
}
