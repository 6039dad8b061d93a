/**
 * Start-up against a PostgreSQL server that is not there yet (its container still starting, a
 * failover, a restart): connect attempts with growing pauses (0.5 s, 1 s, 2 s, then every 5 s)
 * until one succeeds or the window (DATABASE_CONNECT_TIMEOUT_SECONDS) is over. Each failed attempt
 * logs one line naming host, port and database, never the password nor the URL; at the end a
 * StartupError says what to check. Errors that waiting cannot fix (a wrong password, a missing
 * database) end it at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DEFAULT_CONNECT_TIMEOUT_MS, isDatabaseUnavailable } from './client.ts';
import { StartupError } from './startup-error.ts';

/** Pino's shape; the CLIs pass a console stand-in. */
export interface ConnectRetryLog {
  warn(fields: object, message: string): void;
}

const FIRST_PAUSE_MS = 500;
const MAX_PAUSE_MS = 5_000;
const MIN_ATTEMPT_MS = 1_000;

/** Resolves once a connection to `url` succeeds; throws a StartupError when the window is over. */
export async function waitForPostgres(
  url: string,
  options: { timeoutMs: number; log: ConnectRetryLog },
): Promise<void> {
  const target = describeTarget(url);
  const deadline = Date.now() + options.timeoutMs;
  let pauseMs = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    // A server that drops packets answers nothing at all: an attempt ends with the window, but
    // the last one still gets a fair second.
    const error = await tryConnect(
      url,
      clamp(deadline - Date.now(), MIN_ATTEMPT_MS, DEFAULT_CONNECT_TIMEOUT_MS),
    );
    if (!error) return;
    const reason = reasonOf(error);
    if (!isDatabaseUnavailable(error)) {
      throw new StartupError(
        `PostgreSQL at ${target.where} refused the connection: ${reason}. ` +
          "Check DATABASE_URL's user, password and database name.",
        { cause: error },
      );
    }
    const leftMs = deadline - Date.now();
    if (leftMs <= 0) {
      throw new StartupError(
        `Could not reach PostgreSQL at ${target.where} within ${options.timeoutMs / 1000} s ` +
          `(${attempt} attempt${attempt === 1 ? '' : 's'}, last error: ${reason}). Check that the ` +
          "server is running and reachable from here (host, port, firewall) and DATABASE_URL's " +
          'host, port and database; DATABASE_CONNECT_TIMEOUT_SECONDS sets how long start-up waits.',
        { cause: error },
      );
    }
    const retryInMs = Math.min(pauseMs, leftMs);
    options.log.warn(
      { host: target.host, port: target.port, database: target.database, attempt, retryInMs, reason },
      `PostgreSQL at ${target.where} is not reachable (${reason}); attempt ${attempt}, ` +
        `next in ${(retryInMs / 1000).toFixed(1)} s`,
    );
    await sleep(retryInMs);
    pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS);
  }
}

async function tryConnect(url: string, timeoutMs: number): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A connection lost after connect() settled is reported as an event; unheard, it would crash.
  client.on('error', () => {});
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Host, port and database of a connection string: what a log line may show of it. */
export function describeTarget(url: string) {
  const parsed = new URL(url);
  // libpq's forms: a socket folder in ?host=, no database meaning the user's name.
  const host = parsed.searchParams.get('host') || decodeURIComponent(parsed.hostname) || 'localhost';
  const port = Number(parsed.port || 5432);
  const database =
    decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username) || 'postgres';
  return { host, port, database, where: `${host}:${port} (database "${database}")` };
}

/** The error's code (ECONNREFUSED, 28P01) and message, e.g. for an AggregateError of two addresses. */
function reasonOf(error: unknown): string {
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  const text =
    typeof message === 'string' && message
      ? message
      : Array.isArray(errors) && errors.length
        ? reasonOf(errors[0])
        : String(error);
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
