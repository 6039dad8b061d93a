/** Saving a list's order (FAQs, testimonials) in one statement. */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `CASE id WHEN a THEN 0 WHEN b THEN 1 … END`: every position set by one UPDATE. */
export function positionCase(column: AnyPgColumn, ids: number[]): SQL<number> {
  const branches = ids.map((id, index) => sql`when ${id} then ${index}`);
  return sql<number>`(case ${column} ${sql.join(branches, sql` `)} end)::integer`;
}

/** True when `ids` lists every id of `expected` exactly once, and nothing else. */
export function isSameIdSet(ids: number[], expected: number[]): boolean {
  const wanted = new Set(expected);
  const given = new Set(ids);
  return given.size === ids.length && given.size === wanted.size && ids.every((id) => wanted.has(id));
}
