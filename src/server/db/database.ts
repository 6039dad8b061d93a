/** What an opened database is, whichever engine is behind it (client.ts opens one). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryObserver } from './query-observer.ts';
import type * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (safe to call from several instances at once). */
  migrate(): Promise<void>;
  /** Resolves when a trivial query succeeds; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Passes each statement Drizzle sends through `observer` (tracing's spans); undefined stops. */
  observeQueries(observer: QueryObserver | undefined): void;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
