/**
 * Opens the database: node-postgres when DATABASE_URL is set, otherwise embedded PostgreSQL
 * (PGlite, open-pglite.ts) persisted under DATA_DIR. Both give the same Drizzle API, schema and
 * migrations.
 */
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, type Db, migrationsFolder } from './database.ts';
import { observeMethod, type QueryObserverSlot } from './query-observer.ts';
import * as schema from './schema.ts';

export { type Database, type Db, migrationsFolder, type Schema } from './database.ts';

// Any constant works; it only has to be the same for every instance of this service.
const MIGRATION_LOCK_ID = 727_274_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /**
   * PGlite data folder; ignored with databaseUrl. `memory://` keeps it in memory (tests). A folder
   * on disk is locked to this process until close() (data-lock.ts).
   */
  dataDir?: string;
  /** A PGlite data-dir snapshot to start from (tests clone one migrated database). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: the longest wait for a connection (a free pool slot or a new one), in ms. */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the longest wait for a query's answer, in ms. A server that stops answering (a
   * network partition) fails the request with 503 after this, instead of holding it forever.
   * Migrations are not bound by it.
   */
  queryTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    });
  // Loaded only without DATABASE_URL: a PostgreSQL deployment does not carry PGlite's modules.
  const { openPglite } = await import('./open-pglite.ts');
  return openPglite(options.dataDir ?? './data', options.loadDataDir);
}

/** A PostgreSQL connection pool's state at this moment (node-postgres' own counters). */
export interface PoolStats {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted while this stays above 0. */
  waiting: number;
  max: number;
}

/**
 * The pool's state behind a Database opened on DATABASE_URL (the metrics read it at each scrape);
 * undefined for the embedded database, one in-process connection with no pool.
 */
export function poolStatsOf(database: Database): PoolStats | undefined {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return undefined;
  return {
    total: client.totalCount,
    idle: client.idleCount,
    waiting: client.waitingCount,
    // node-postgres' default when none is given.
    max: client.options.max ?? 10,
  };
}

/**
 * node-postgres' client, hardened for a server that goes away:
 * - a connection lost while no query waits on it (idle in the pool, or checked out between two
 *   statements of a transaction) emits 'error'; the pool listens only while the client is idle,
 *   and an unheard 'error' event kills the process. Here every client always listens (the loss
 *   still fails the queries, and the pool drops the client when it comes back);
 * - a query that times out stays the connection's active one, and the next (a transaction's
 *   ROLLBACK) would queue behind it for another full timeout: the connection is dropped instead.
 */
class HardenedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }
}
const baseQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
const dropOnTimeout = (client: pg.Client, error: unknown) => {
  if (error instanceof Error && error.message === 'Query read timeout') client.connection.stream.destroy();
};
HardenedClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    args[args.length - 1] = (error: unknown, result: unknown) => {
      dropOnTimeout(this, error);
      callback(error, result);
    };
    return baseQuery.apply(this, args);
  }
  const result = baseQuery.apply(this, args);
  if (result instanceof Promise)
    return result.catch((error: unknown) => {
      dropOnTimeout(this, error);
      throw error;
    });
  return result;
} as typeof pg.Client.prototype.query;

/**
 * Whether an error means the database cannot be reached (refused, reset, timed out, shutting
 * down, out of connections), looking through wrappers (`cause`). Such errors answer 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 10; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
      // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now),
      // 53300 (too many connections).
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and pg-pool say these in plain words, without a code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  // A client's own connectionTimeoutMillis (the migrator's and start-up's connections).
  'timeout expired',
];

function openPostgres(
  url: string,
  options: { max: number; connectTimeoutMs: number; queryTimeoutMs: number },
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    query_timeout: options.queryTimeoutMs,
    Client: HardenedClient,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const queries: QueryObserverSlot = { observer: undefined };
  observeMethod(pool, 'query', queries);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Drizzle's pool transaction sends BEGIN before its try/finally: a BEGIN that fails (the
  // connection just died) never releases the client, and a few of those exhaust the pool for
  // good. Here the client is checked out and released (dropped if its connection broke) by us.
  const drizzleOf = new WeakMap<pg.PoolClient, Db>();
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost = error;
    };
    client.on('error', onError);
    try {
      let onClient = drizzleOf.get(client);
      if (!onClient) {
        // The client with its own `query` observed (pool.query's calls on it are observed above).
        const observed = Object.create(client, {
          query: { value: client.query.bind(client), writable: true },
        });
        observeMethod(observed, 'query', queries);
        onClient = drizzlePg(observed as pg.PoolClient, { schema }) as unknown as Db;
        drizzleOf.set(client, onClient);
      }
      return await onClient.transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) lost ??= error as Error;
      throw error;
    } finally {
      client.off('error', onError);
      client.release(lost);
    }
  };
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Its own connection, without the query timeout: a migration may take long, and so may the
      // wait for the lock while another instance migrates.
      const client = new HardenedClient({
        connectionString: url,
        connectionTimeoutMillis: options.connectTimeoutMs,
      });
      await client.connect();
      try {
        // Rolling deploys start several instances at once: one migrates, the others wait.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    observeQueries(observer) {
      queries.observer = observer;
    },
  };
}
