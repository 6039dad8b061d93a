/**
 * A column named with its table ("user"."id"). Drizzle leaves columns unqualified in a query over
 * one table, which a correlated subquery over a table with the same column names cannot tell apart.
 */
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
