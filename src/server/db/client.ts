/**
 * Opens the database: node-postgres when DATABASE_URL is set, otherwise embedded PostgreSQL
 * (PGlite) persisted under DATA_DIR. Both give the same Drizzle API, schema and migrations.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

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
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same for every instance of this service.
const MIGRATION_LOCK_ID = 727_274_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; ignored with databaseUrl. `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite data-dir snapshot to start from (tests clone one migrated database). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? './data', options.loadDataDir);
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // Rolling deploys start several instances at once: one migrates, the others wait.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const pgDataDir = inMemory ? dataDir : path.resolve(dataDir, 'pglite');
  if (!inMemory) await mkdir(pgDataDir, { recursive: true });
  // pg_trgm backs the fast substring searches (users by name or e-mail, posts by text).
  const client = await PGlite.create({
    dataDir: pgDataDir,
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    // close() checkpoints and flushes, so the data folder opens cleanly next time.
    close: () => client.close(),
  };
}

/** The PGlite handle behind a Database, for tests that snapshot it. */
export function pgliteOf(database: Database): PGlite | undefined {
  const session = (database.db as unknown as { $client?: unknown }).$client;
  return session instanceof PGlite ? session : undefined;
}
