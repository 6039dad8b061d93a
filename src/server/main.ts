/**
 * The process: read config, open and migrate the database, make sure the first admin exists,
 * listen. SIGTERM/SIGINT stop accepting connections, let in-flight requests and e-mail
 * deliveries finish, then close the database (PGlite flushes its data folder).
 */
import { pino } from 'pino';
import { passwordSchema } from '../shared/auth-contracts.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { exitOnStartupError } from './db/startup-error.ts';

const startedAt = performance.now();
const config = loadConfig();
if (config.admin && !passwordSchema.safeParse(config.admin.password).success) {
  throw new Error('ADMIN_PASSWORD must be 8 to 128 characters');
}

// Before the app (and its logger) exists: the database's start-up retries, or why it cannot open.
const startupLog = pino({ level: config.logLevel });
// Open and migrate the database while the rest of the server (most of the start-up's module
// loading) is imported.
const [{ buildApp }, { ensureAdmin }, database] = await Promise.all([
  import('./app.ts'),
  import('./features/auth/bootstrap.ts'),
  openConfiguredDatabase(config, startupLog),
]).catch(exitOnStartupError((message) => startupLog.fatal(message)));
const { app, deps } = await buildApp(config, database);
// A promise nobody awaited is a bug (docs/architecture.md: floating promises), but one request's
// bug must not end the process and every request in flight with it, as Node does by default: it
// is logged as an error (the fault suite fails on that line) and the service goes on.
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled promise rejection');
  deps.errorReporter?.report(reason, { source: 'process' });
});

if (config.admin) {
  const outcome = await ensureAdmin(database.db, deps.auth, config.admin.email, config.admin.password);
  app.log.info({ email: config.admin.email, outcome }, 'first admin ensured');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took over 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  let code = 0;
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    code = 1;
  }
  // Always close the database, so the embedded one flushes its data folder.
  await database.close().catch((error: unknown) => {
    app.log.error({ err: error }, 'error closing the database');
    code = 1;
  });
  process.exit(code);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind,
    mail: deps.mailer.transport,
    redis: Boolean(config.redisUrl),
    startupMs: Math.round(performance.now() - startedAt),
  },
  `ready on ${config.baseUrl}`,
);
if (config.env === 'production' && !config.stripe.secretKey) {
  // Offline checkout is the point in development; in production it would hand out paid plans.
  app.log.warn(
    'STRIPE_SECRET_KEY is not set: the local payment provider is active, and any user can confirm a simulated payment',
  );
}
