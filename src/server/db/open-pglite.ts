/**
 * The embedded database (PGlite), persisted under DATA_DIR. Its own module, imported by
 * openDatabase only when DATABASE_URL is not set.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataFolder } from './data-lock.ts';
import { type Database, type Db, migrationsFolder } from './database.ts';
import { observeMethod, type QueryObserverSlot } from './query-observer.ts';
import * as schema from './schema.ts';

/**
 * The embedded database's memory: PostgreSQL's default 128 MB of shared buffers live inside the
 * WebAssembly memory, which never shrinks, and a one-process database has no other backend to
 * share them with. The pages it does not hold stay in the operating system's file cache; measured
 * with `npm run bench`, 32 MB serves the same requests per second for 90 MB less memory.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const pgDataDir = inMemory ? dataDir : path.resolve(dataDir, 'pglite');
  const lock = inMemory ? undefined : await lockDataFolder(dataDir);
  let client: PGlite;
  try {
    if (!inMemory) await mkdir(pgDataDir, { recursive: true });
    // pg_trgm backs the fast substring searches (users by name or e-mail, posts by text).
    client = await PGlite.create({
      dataDir: pgDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const queries: QueryObserverSlot = { observer: undefined };
  observeMethod(client, 'query', queries);
  observeMethod(client, 'exec', queries);
  // A transaction's statements go through the handle PGlite passes to its callback.
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      observeMethod(tx, 'query', queries);
      observeMethod(tx, 'exec', queries);
      return work(tx);
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
    // close() checkpoints and flushes, so the data folder opens cleanly next time; then it is free.
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    observeQueries(observer) {
      queries.observer = observer;
    },
  };
}

/** The PGlite handle behind a Database, for tests that snapshot it. */
export function pgliteOf(database: Database): PGlite | undefined {
  const session = (database.db as unknown as { $client?: unknown }).$client;
  return session instanceof PGlite ? session : undefined;
}
