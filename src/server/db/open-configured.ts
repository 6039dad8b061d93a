/**
 * The database of an entry point (the server, db:migrate, seed, admin:create), ready to use:
 * PostgreSQL waited for within DATABASE_CONNECT_TIMEOUT_SECONDS, the embedded data folder locked to
 * this process, migrations applied. A StartupError says why not (see exitOnStartupError).
 */
import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { type ConnectRetryLog, waitForPostgres } from './connect-retry.ts';

/** The CLIs' log: plain lines on stderr, their output stays what they print. */
const consoleLog: ConnectRetryLog = { warn: (_fields, message) => console.error(message) };

export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseConnectTimeoutMs' | 'dataDir'>,
  log: ConnectRetryLog = consoleLog,
): Promise<Database> {
  if (config.databaseUrl)
    await waitForPostgres(config.databaseUrl, { timeoutMs: config.databaseConnectTimeoutMs, log });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
  } catch (error) {
    // Frees the data folder's lock (and PostgreSQL's pool) before the error ends the process.
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
